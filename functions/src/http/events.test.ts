// The events api against the emulators: calendar and RSS feeds, chat messages screened before they
// are stored and filed under a per-room sender id, weighted reports, submissions an admin approves,
// and a person's events data in export and deletion. RSVPs and their counts: events-rsvps.test.ts.
import { randomInt, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../test/helpers/event-submission.js';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { occurrenceDoc } from '../dev/seed/events/write-events.js';
import { EAST_SERIES } from '../dev/seed/events/series-east.js';
import { collectUserData, deleteUserData } from '../account/user-data.js';
import { EVENTS_USER_DATA_SOURCES } from '../events/account-data.js';
import { setMuted } from '../events/chat-moderation.js';
import { calendarToken } from '../events/my-calendar.js';
import { eventRef, messageRef } from '../events/event-doc.js';
import { firstShardRef, NO_ANSWERS_SHARD } from '../events/rsvp-counters.js';
import { db } from '../lib/admin.js';
import { addDays, dayInZone } from '../shared/events.js';
import { createApp } from './app.js';

const app = createApp();
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const series = EAST_SERIES.find((s) => s.citySlug === 'new-york-city')!;

async function writeEvent(): Promise<string> {
  const date = addDays(dayInZone(Date.now(), 'UTC'), 2);
  const doc = occurrenceDoc({ ...series, slug: `test-${randomUUID().slice(0, 8)}` }, date, Date.now());
  await eventRef(doc.slug as string).set({ ...doc, status: 'scheduled' });
  return doc.slug as string;
}

/** A message someone else posted (its sender's id in the room only). */
async function writeMessage(eventId: string, text = 'See you at the gate!', hidden = false): Promise<string> {
  const ref = eventRef(eventId).collection('messages').doc();
  await ref.set({ senderId: `sender-${randomUUID()}`, firstName: 'Ada', text, createdAt: new Date(), hidden });
  return ref.id;
}

/** The person's profile, as onboarding writes it, `daysAgo` days old. */
async function profile(user: SignedInUser, first: string, daysAgo = 0): Promise<void> {
  await db()
    .collection('users')
    .doc(user.uid)
    .set({ uid: user.uid, first, createdAt: Timestamp.fromMillis(Date.now() - daysAgo * 86_400_000) });
}

/** A parent of a month's standing who said Going to the event. */
async function establish(user: SignedInUser, eventId: string): Promise<void> {
  await profile(user, 'Pat', 30);
  await eventRef(eventId)
    .collection('rsvps')
    .doc(user.uid)
    .set({ uid: user.uid, firstName: 'Pat', status: 'going', showFirstName: false });
}

/** Posts through the api as `user` (who has a profile); returns the message id. */
async function postAs(eventId: string, user: SignedInUser, text = 'See you at the gate!'): Promise<string> {
  const res = await request(app).post(`/api/events/${eventId}/messages`).set(bearer(user)).send({ text });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

let sender: SignedInUser;
let a: SignedInUser;
let b: SignedInUser;
let c: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  [sender, a, b, c, admin] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser({ admin: true }),
  ]);
});

describe('calendar and RSS feeds', () => {
  it('serves one event as a calendar file and a city as a feed; unknown ones are 404', async () => {
    const id = await writeEvent();
    const one = await request(app).get(`/api/events/event/${id}.ics`);
    expect(one.status).toBe(200);
    expect(one.headers['content-type']).toMatch(/^text\/calendar/);
    expect(one.headers['content-disposition']).toContain(`${id}.ics`);
    expect(one.text).toContain(`UID:${id}@recess`);
    const city = await request(app).get('/api/events/new-york-city.ics');
    expect(city.status).toBe(200);
    expect(city.text.replace(/\r\n /g, '')).toContain(`UID:${id}@recess`);
    const rss = await request(app).get('/api/events/new-york-city.rss');
    expect(rss.status).toBe(200);
    expect(rss.text).toContain('<rss version="2.0">');
    expect((await request(app).get('/api/events/atlantis.ics')).status).toBe(404);
    expect((await request(app).get('/api/events/event/nope.ics')).status).toBe(404);
    expect((await request(app).get('/api/events/event/..%2F..%2Fx.ics')).status).toBe(404);
  });
});

describe('posting and deleting chat messages (issue 23 #7, #10)', () => {
  const post = (eventId: string, user: SignedInUser | null, text: unknown) => {
    const req = request(app).post(`/api/events/${eventId}/messages`).set('X-Forwarded-For', randomIp());
    return (user ? req.set(bearer(user)) : req).send({ text });
  };
  const stored = async (eventId: string) =>
    (await eventRef(eventId).collection('messages').get()).docs.map((d) => d.data());

  it('refuses every spelling of a blocked word before anything is stored', async () => {
    const id = await writeEvent();
    await profile(sender, 'Sam');
    for (const text of ['what a scúmbàg', '$h1t', 's c u m b a g', 's.c.u.m.b.a.g', 'sсumbag', 'fuuuck']) {
      const res = await post(id, sender, text);
      expect(res.status, text).toBe(400);
      expect((res.body as { error: string }).error).toContain('not allowed');
    }
    expect(await stored(id)).toEqual([]);
  });

  it('refuses a sender whose first name has a blocked word, and one with no first name', async () => {
    const id = await writeEvent();
    const rude = await signedInUser();
    await profile(rude, 'Sh1t');
    expect((await post(id, rude, 'Hello all')).status).toBe(400);
    const nameless = await signedInUser();
    expect((await post(id, nameless, 'Hello all')).status).toBe(400);
    expect(await stored(id)).toEqual([]);
  });

  it('posts under an id of this room that matches no uid and no other room; 2 s apart; not while muted', async () => {
    const [one, two] = [await writeEvent(), await writeEvent()];
    const parent = await signedInUser();
    await profile(parent, 'Ada');
    expect((await post(one, null, 'Hi')).status).toBe(401);
    const first = await post(one, parent, 'See you at the gate!');
    expect(first.status).toBe(201);
    expect((await post(one, parent, 'And bring snacks')).status).toBe(429);
    const there = await post(two, parent, 'Hello from the other room');
    expect(there.status).toBe(201);
    const here = (first.body as { senderId: string }).senderId;
    expect(here).not.toBe((there.body as { senderId: string }).senderId);
    const messages = [...(await stored(one)), ...(await stored(two))];
    expect(messages).toHaveLength(2);
    for (const m of messages) {
      expect(Object.keys(m).sort()).toEqual(['createdAt', 'firstName', 'hidden', 'senderId', 'text']);
      expect(JSON.stringify(m)).not.toContain(parent.uid);
    }
    // Muted is checked before the 2-second pacing, so no wait is needed for the answer to be the mute's.
    await setMuted(one, parent.uid, true, admin.uid);
    expect((await post(one, parent, 'Still here?')).status).toBe(403);
  });

  it('lets the sender delete their own shown message; not someone else, not one hidden for review', async () => {
    const id = await writeEvent();
    const parent = await signedInUser();
    await profile(parent, 'Ada');
    const res = await post(id, parent, 'Running late!');
    const mid = (res.body as { id: string }).id;
    const remove = (user: SignedInUser, messageId: string) =>
      request(app).delete(`/api/events/${id}/messages/${messageId}`).set(bearer(user));
    expect((await remove(a, mid)).status).toBe(403);
    await messageRef(id, mid).update({ hidden: true, hiddenReason: 'moderator' });
    expect((await remove(parent, mid)).status).toBe(409);
    const queue = await request(app).get('/api/admin/events/chat').set(bearer(admin));
    const inQueue = (queue.body as { messages: { messageId: string; uid: string }[] }).messages.find(
      (m) => m.messageId === mid,
    );
    expect(inQueue?.uid).toBe(parent.uid);
    await messageRef(id, mid).update({ hidden: false });
    expect((await remove(parent, mid)).status).toBe(200);
    expect((await messageRef(id, mid).get()).exists).toBe(false);
  });
});

describe('reporting a chat message (issue 23 #11)', () => {
  const report = (
    eventId: string,
    messageId: string,
    user: SignedInUser | null,
    body: unknown = { reason: 'abuse' },
  ) => {
    const req = request(app)
      .post(`/api/events/${eventId}/messages/${messageId}/report`)
      .set('X-Forwarded-For', randomIp());
    return (user ? req.set(bearer(user)) : req).send(body as object);
  };

  it('needs a signed-in reporter and a known reason; the sender cannot report themselves', async () => {
    const id = await writeEvent();
    await profile(sender, 'Sam');
    const mid = await postAs(id, sender);
    expect((await report(id, mid, null)).status).toBe(401);
    expect((await report(id, mid, a, { reason: 'because' })).status).toBe(400);
    expect((await report(id, 'nope', a)).status).toBe(404);
    expect((await report(id, mid, sender)).status).toBe(409);
  });

  it('three new accounts that never answered the event cannot hide a message', async () => {
    const id = await writeEvent();
    const mid = await writeMessage(id);
    for (const user of [a, b, c]) expect((await report(id, mid, user)).status).toBe(201);
    expect((await messageRef(id, mid).get()).get('hidden')).toBe(false);
  });

  it('three established parents who answered the event hide it for a second look; one person counts once', async () => {
    const id = await writeEvent();
    const mid = await writeMessage(id);
    const [m1, m2, m3] = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    for (const m of [m1, m2, m3]) await establish(m, id);
    expect((await report(id, mid, m1)).body).toEqual({ reports: 1, hidden: false });
    expect((await report(id, mid, m1)).body).toEqual({ reports: 1, hidden: false });
    expect((await report(id, mid, m2)).body).toEqual({ reports: 2, hidden: false });
    expect((await report(id, mid, m3)).body).toEqual({ reports: 3, hidden: true });
    const hidden = (await messageRef(id, mid).get()).data();
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'reported', needsReview: true });
    const queue = await request(app).get('/api/admin/events/chat').set(bearer(admin));
    const item = (queue.body as { messages: { messageId: string; needsReview: boolean }[] }).messages.find(
      (m) => m.messageId === mid,
    );
    expect(item?.needsReview).toBe(true);
  });

  it('lets an admin see hidden messages and restore one; others get 403', async () => {
    const id = await writeEvent();
    const mid = await writeMessage(id, 'Hidden by reports', true);
    expect((await request(app).get('/api/admin/events/chat').set(bearer(a))).status).toBe(403);
    const queue = await request(app).get('/api/admin/events/chat').set(bearer(admin));
    expect((queue.body as { messages: { messageId: string }[] }).messages.map((m) => m.messageId)).toContain(mid);
    const restore = await request(app)
      .post(`/api/admin/events/${id}/messages/${mid}/hidden`)
      .set(bearer(admin))
      .send({ hidden: false });
    expect(restore.status).toBe(200);
    expect((await messageRef(id, mid).get()).data()).toMatchObject({ hidden: false, needsReview: false });
  });
});

describe('event submissions', () => {
  const submission = sampleSubmission();

  it('takes a valid submission from a signed-in person; refuses bad input with the field named', async () => {
    expect((await request(app).post('/api/events/submissions').send(submission)).status).toBe(401);
    const bad = await request(app)
      .post('/api/events/submissions')
      .set(bearer(a))
      .set('X-Forwarded-For', randomIp())
      .send({ ...submission, title: 'x'.repeat(121) });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toMatch(/^title: /);
    const inverted = await request(app)
      .post('/api/events/submissions')
      .set(bearer(a))
      .send({ ...submission, ageMinMonths: 50 });
    expect(inverted.status).toBe(400);
  });

  it('publishes an approved submission once, as an event in its city; only admins approve', async () => {
    const res = await request(app).post('/api/events/submissions').set(bearer(a)).send(submission);
    expect(res.status).toBe(201);
    const { id } = res.body as { id: string };
    expect((await request(app).post(`/api/admin/events/submissions/${id}/approve`).set(bearer(a))).status).toBe(403);
    const pending = await request(app).get('/api/admin/events/submissions').set(bearer(admin));
    expect((pending.body as { submissions: { id: string }[] }).submissions.map((s) => s.id)).toContain(id);
    const approved = await request(app).post(`/api/admin/events/submissions/${id}/approve`).set(bearer(admin));
    expect(approved.status).toBe(200);
    const { eventId } = approved.body as { eventId: string };
    const event = (await eventRef(eventId).get()).data();
    expect(event).toMatchObject({
      citySlug: 'seattle',
      date: submission.date,
      status: 'scheduled',
      title: submission.title,
    });
    // With its RSVP counters at zero, so its first answers need no recount.
    expect((await firstShardRef(eventId).get()).data()).toEqual(NO_ANSWERS_SHARD);
    expect((await request(app).post(`/api/admin/events/submissions/${id}/approve`).set(bearer(admin))).status).toBe(
      409,
    );
  });
});

describe("a parent's own events and calendar feed", () => {
  it('lists Going events and serves them at a private address; a new address retires the old', async () => {
    const id = await writeEvent();
    await eventRef(id).collection('rsvps').doc(a.uid).set({ uid: a.uid, firstName: 'Ada', status: 'going' });
    expect((await request(app).get('/api/events/my/going')).status).toBe(401);
    const going = await request(app).get('/api/events/my/going').set(bearer(a));
    expect((going.body as { events: { id: string }[] }).events.map((e) => e.id)).toContain(id);
    const first = await request(app).post('/api/events/my/calendar-token').set(bearer(a)).send({});
    const url = new URL((first.body as { url: string }).url);
    const feed = await request(app).get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.text.replace(/\r\n /g, '')).toContain(`UID:${id}@recess`);
    const again = await request(app).post('/api/events/my/calendar-token').set(bearer(a)).send({});
    expect((again.body as { url: string }).url).toBe(url.toString());
    const reset = await request(app).post('/api/events/my/calendar-token').set(bearer(a)).send({ reset: true });
    expect((reset.body as { url: string }).url).not.toBe(url.toString());
    expect((await request(app).get(url.pathname)).status).toBe(404);
    expect((await request(app).get('/api/events/calendar/not-a-token.ics')).status).toBe(404);
  });

  it("exports a person's RSVPs, messages, markers, reports and mutes with their event (and message), then deletes them", async () => {
    const person = await signedInUser();
    await profile(person, 'Ada');
    const id = await writeEvent();
    const ref = eventRef(id);
    await ref
      .collection('rsvps')
      .doc(person.uid)
      .set({ uid: person.uid, firstName: 'Ada', status: 'going', showFirstName: false });
    const mid = await postAs(id, person, 'Mine, at the gate');
    const theirs = await writeMessage(id, 'Buy my course!');
    expect(
      (
        await request(app)
          .post(`/api/events/${id}/messages/${theirs}/report`)
          .set(bearer(person))
          .send({ reason: 'spam' })
      ).status,
    ).toBe(201);
    await setMuted(id, person.uid, true, admin.uid);
    await db().collection('eventSubmissions').add({ uid: person.uid, title: 'Mine', status: 'pending' });
    await calendarToken(person.uid);
    const event = (await ref.get()).data() ?? {};
    const expected = { id, title: event.title as string, date: event.date as string, city: 'New York City' };
    const exported = (await collectUserData(person.uid, EVENTS_USER_DATA_SOURCES)) as Record<
      string,
      Record<string, unknown>[] | null
    >;
    for (const name of ['eventRsvps', 'eventChatMessages', 'eventChatMarkers', 'eventChatReports', 'eventChatMutes']) {
      expect(exported[name]?.[0]?.event, name).toEqual(expected);
    }
    expect(exported.eventChatMessages?.[0]).toMatchObject({ id: mid, text: 'Mine, at the gate' });
    expect(exported.eventChatReports?.[0]?.message).toEqual({ id: theirs, text: 'Buy my course!' });
    for (const name of ['eventSubmissions', 'calendarFeed', 'calendarTokens'])
      expect(exported[name], name).not.toBeNull();
    await deleteUserData(person.uid, EVENTS_USER_DATA_SOURCES);
    const after = await collectUserData(person.uid, EVENTS_USER_DATA_SOURCES);
    expect(Object.values(after).every((v) => v === null)).toBe(true);
    expect((await messageRef(id, mid).get()).exists).toBe(false);
    expect((await messageRef(id, theirs).get()).exists).toBe(true);
  });
});
