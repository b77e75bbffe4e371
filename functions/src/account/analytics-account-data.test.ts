// Analytics events filed under a signed-in user are their data: exported with the account and deleted
// with it, leaving other people's and anonymous events alone.
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';

const app = createApp();
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Sends `count` page views through the real endpoint, as the caller when given; returns their anonymous id. */
async function sendEvents(count: number, caller?: SignedInUser): Promise<string> {
  const anonymousId = randomUUID();
  const events = Array.from({ length: count }, (_, i) => ({
    name: 'Page Viewed',
    properties: { page_path: `/page-${i}`, page_title: 'Recess' },
    timestamp: Date.now(),
    anonymousId,
    sessionId: randomUUID(),
    userId: null,
    fbclid: null,
  }));
  const req = request(app).post('/api/analytics/batch').set('X-Forwarded-For', randomIp());
  const res = await (caller ? req.set(bearer(caller)) : req).send({ events });
  expect(res.body).toEqual({ accepted: count, dropped: 0 });
  return anonymousId;
}

const eventsOf = async (anonymousId: string) =>
  (await db().collection('analytics_events').where('anonymousId', '==', anonymousId).get()).size;

describe('analytics events in account export and deletion', () => {
  it("the export holds the caller's events and nobody else's", async () => {
    const [user, other] = await Promise.all([signedInUser(), signedInUser()]);
    await createAccount(app, user);
    await sendEvents(3, user);
    const othersId = await sendEvents(1, other);

    const res = await request(app).get('/api/account/export').set(bearer(user));
    expect(res.status).toBe(200);
    const data = JSON.parse(res.text) as { analyticsEvents: { userId: string; properties: object }[] };
    expect(data.analyticsEvents).toHaveLength(3);
    for (const e of data.analyticsEvents) expect(e.userId).toBe(user.uid);
    expect(data.analyticsEvents.map((e) => e.properties)).toEqual(
      expect.arrayContaining([expect.objectContaining({ page_path: '/page-2' })]),
    );
    expect(res.text).not.toContain(othersId);
  });

  it('the export pages through more than 500 events', async () => {
    const user = await signedInUser();
    for (let i = 0; i < 11; i++) await sendEvents(50, user);
    const res = await request(app).get('/api/account/export').set(bearer(user));
    expect((JSON.parse(res.text) as { analyticsEvents: unknown[] }).analyticsEvents).toHaveLength(550);
  });

  it("deletion removes the caller's events and keeps other people's and anonymous ones", async () => {
    const [user, other] = await Promise.all([signedInUser(), signedInUser()]);
    await createAccount(app, user);
    const mine = await sendEvents(2, user);
    const theirs = await sendEvents(2, other);
    const anonymous = await sendEvents(2);

    expect((await request(app).delete('/api/account').set(bearer(user))).status).toBe(200);
    expect(await eventsOf(mine)).toBe(0);
    expect(await eventsOf(theirs)).toBe(2);
    expect(await eventsOf(anonymous)).toBe(2);
  });
});
