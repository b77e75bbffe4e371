// The events api against the emulators: calendar and RSS feeds, chat reports (the third hides a
// message), the blocked-word screen, RSVP counts, and submissions an admin approves.
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { occurrenceDoc } from '../dev/seed/events/write-events.js';
import { EAST_SERIES } from '../dev/seed/events/series-east.js';
import { collectUserData, deleteUserData } from '../account/user-data.js';
import { EVENTS_USER_DATA_SOURCES } from '../events/account-data.js';
import { screenMessage } from '../events/chat-moderation.js';
import { calendarToken } from '../events/my-calendar.js';
import { eventRef, messageRef } from '../events/event-doc.js';
import { recountRsvps } from '../events/triggers.js';
import { db } from '../lib/admin.js';
import { addDays, dayInZone } from '../shared/events.js';
import type { EventSubmission } from '../shared/schemas/event-submission.js';
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

async function writeMessage(eventId: string, uid: string, text = 'See you at the gate!'): Promise<string> {
  const ref = eventRef(eventId).collection('messages').doc();
  await ref.set({ uid, firstName: 'Ada', text, createdAt: new Date(), hidden: false });
  return ref.id;
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

describe('reporting a chat message', () => {
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
    const mid = await writeMessage(id, sender.uid);
    expect((await report(id, mid, null)).status).toBe(401);
    expect((await report(id, mid, a, { reason: 'because' })).status).toBe(400);
    expect((await report(id, 'nope', a)).status).toBe(404);
    expect((await report(id, mid, sender)).status).toBe(409);
  });

  it('hides a message at the third report from three people; one person counts once', async () => {
    const id = await writeEvent();
    const mid = await writeMessage(id, sender.uid);
    expect((await report(id, mid, a)).body).toEqual({ reports: 1, hidden: false });
    expect((await report(id, mid, a)).body).toEqual({ reports: 1, hidden: false });
    expect((await report(id, mid, b)).body).toEqual({ reports: 2, hidden: false });
    expect((await report(id, mid, c)).body).toEqual({ reports: 3, hidden: true });
    expect((await messageRef(id, mid).get()).get('hidden')).toBe(true);
  });

  it('lets an admin see hidden messages and restore one; others get 403', async () => {
    const id = await writeEvent();
    const mid = await writeMessage(id, sender.uid, 'You absolute scumbag');
    expect(await screenMessage(id, mid)).toBe(true);
    expect((await messageRef(id, mid).get()).get('hiddenReason')).toBe('blocked-word');
    const notes = await db().collection('notifications').where('uid', '==', sender.uid).get();
    expect(notes.docs.map((d) => d.get('title') as string)).toContain('Your chat message was not shown');
    expect((await request(app).get('/api/admin/events/chat').set(bearer(a))).status).toBe(403);
    const queue = await request(app).get('/api/admin/events/chat').set(bearer(admin));
    expect((queue.body as { messages: { messageId: string }[] }).messages.map((m) => m.messageId)).toContain(mid);
    const restore = await request(app)
      .post(`/api/admin/events/${id}/messages/${mid}/hidden`)
      .set(bearer(admin))
      .send({ hidden: false });
    expect(restore.status).toBe(200);
    expect((await messageRef(id, mid).get()).get('hidden')).toBe(false);
  });

  it('leaves an ordinary message shown', async () => {
    const id = await writeEvent();
    const mid = await writeMessage(id, sender.uid);
    expect(await screenMessage(id, mid)).toBe(false);
    expect((await messageRef(id, mid).get()).get('hidden')).toBe(false);
  });
});

describe('RSVP counts', () => {
  it('counts Going and Interested from the RSVPs, however often it runs', async () => {
    const id = await writeEvent();
    const rsvps = eventRef(id).collection('rsvps');
    await rsvps.doc('u1').set({ uid: 'u1', firstName: 'Ada', status: 'going' });
    await rsvps.doc('u2').set({ uid: 'u2', firstName: 'Ben', status: 'going' });
    await rsvps.doc('u3').set({ uid: 'u3', firstName: 'Cleo', status: 'interested' });
    await recountRsvps(id);
    await recountRsvps(id);
    const event = (await eventRef(id).get()).data();
    expect(event?.goingCount).toBe(2);
    expect(event?.interestedCount).toBe(1);
  });
});

describe('event submissions', () => {
  const submission: EventSubmission = {
    title: 'Toddler Puddle Walk',
    citySlug: 'seattle',
    date: addDays(dayInZone(Date.now(), 'UTC'), 5),
    startTime: '10:00',
    durationMinutes: 60,
    venueName: 'Greenlake Boathouse',
    address: '7351 E Green Lake Dr N, Seattle, WA 98115',
    lat: 47.68,
    lng: -122.33,
    ageMinMonths: 12,
    ageMaxMonths: 48,
    priceCents: 0,
    category: 'outdoors',
    organiser: 'Greenlake Parents',
    description: 'Rain boots on: we splash the loop at toddler speed and finish with cocoa.',
    sourceUrl: null,
    logistics: {
      stroller: true,
      changingTable: false,
      nursingRoom: false,
      indoor: false,
      rainPlan: 'We walk in the rain; that is the point.',
      parking: 'lot',
      accessibleEntrance: true,
    },
  };

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

  it("exports and deletes a person's RSVPs, chat messages, markers, submissions and feed", async () => {
    const person = await signedInUser();
    const id = await writeEvent();
    const ref = eventRef(id);
    await ref.collection('rsvps').doc(person.uid).set({ uid: person.uid, firstName: 'Ada', status: 'going' });
    const mid = await writeMessage(id, person.uid);
    await ref
      .collection('chatMarkers')
      .doc(person.uid)
      .set({ uid: person.uid, lastMessageAt: new Date(), messageId: mid });
    await db().collection('eventSubmissions').add({ uid: person.uid, title: 'Mine', status: 'pending' });
    await calendarToken(person.uid);
    const exported = await collectUserData(person.uid, EVENTS_USER_DATA_SOURCES);
    for (const name of [
      'eventRsvps',
      'eventChatMessages',
      'eventChatMarkers',
      'eventSubmissions',
      'calendarFeed',
      'calendarTokens',
    ]) {
      expect(exported[name], name).not.toBeNull();
    }
    await deleteUserData(person.uid, EVENTS_USER_DATA_SOURCES);
    const after = await collectUserData(person.uid, EVENTS_USER_DATA_SOURCES);
    expect(Object.values(after).every((v) => v === null)).toBe(true);
    expect((await messageRef(id, mid).get()).exists).toBe(false);
  });
});
