// POST /api/analytics/batch against the Firestore emulator: bad events are dropped one by one, good
// ones stored, garbage refused with 400, events filed under the verified caller, limits per client.
import { randomInt, randomUUID } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';
import { rateLimitKey } from '../lib/rate-limit.js';
import { ANALYTICS_RETENTION_DAYS, type AnalyticsEvent } from '../shared/analytics.js';
import { ANALYTICS_LIMIT, ingestBatch } from './ingest-batch.js';

const app = createApp();
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const event = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  name: 'Page Viewed',
  properties: { page_path: '/registry', page_title: 'Baby Registry | Recess' },
  timestamp: Date.now(),
  anonymousId: randomUUID(),
  sessionId: randomUUID(),
  userId: null,
  fbclid: null,
  ...overrides,
});

const storedFor = async (anonymousId: string) =>
  (await db().collection('analytics_events').where('anonymousId', '==', anonymousId).get()).docs.map((d) => d.data());

describe('POST /api/analytics/batch', () => {
  it('stores good events with their day and drops bad ones without failing the rest', async () => {
    const anonymousId = randomUUID();
    const good = event({ anonymousId, name: 'Funnel Step', properties: { funnel_step: 2, auth_method: 'phone' } });
    const res = await request(app)
      .post('/api/analytics/batch')
      .set('X-Forwarded-For', randomIp())
      .send({
        events: [
          good,
          event({ anonymousId, name: 'Made Up Event' }),
          event({ anonymousId, timestamp: Date.now() - 3 * 24 * 3600 * 1000 }),
          event({ anonymousId, timestamp: Date.now() + 60 * 60 * 1000 }),
          event({ anonymousId, properties: { nested: { a: 1 } } as never }),
          event({ anonymousId, properties: { long: 'x'.repeat(501) } }),
          { ...event({ anonymousId }), extra: true },
          'not an event',
        ],
      });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: 1, dropped: 7 });
    const stored = await storedFor(anonymousId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Funnel Step',
      properties: { funnel_step: 2, auth_method: 'phone' },
      day: new Date(good.timestamp).toISOString().slice(0, 10),
    });
    // The TTL policy on expiresAt (firestore.indexes.json) deletes it ANALYTICS_RETENTION_DAYS after it happened.
    expect((stored[0]?.expiresAt as Timestamp).toMillis()).toBe(good.timestamp + ANALYTICS_RETENTION_DAYS * 86_400_000);
  });

  it.each([
    ['no body', undefined],
    ['events that are not a list', { events: 'many' }],
    ['more than 50 events', { events: Array.from({ length: 51 }, () => event()) }],
    ['an extra top-level key', { events: [], admin: true }],
  ])('answers garbage (%s) with 400', async (_what, body) => {
    const res = await request(app).post('/api/analytics/batch').set('X-Forwarded-For', randomIp()).send(body);
    expect(res.status).toBe(400);
  });

  it('ingests a full 50-event batch in one write', async () => {
    const anonymousId = randomUUID();
    const batch = Array.from({ length: 50 }, (_, i) => event({ anonymousId, properties: { page_path: `/p/${i}` } }));
    expect(await ingestBatch(batch, null)).toEqual({ accepted: 50, dropped: 0 });
    expect(await storedFor(anonymousId)).toHaveLength(50);
  });

  /**
   * Puts a signed-out client's live counter at one below the limit, as if it had already sent
   * that many batches in this window (sending them all took most of a test's time).
   */
  async function nearTheLimit(address: string): Promise<void> {
    const ref = db()
      .collection('rateLimits')
      .doc(rateLimitKey(ANALYTICS_LIMIT.scope, { uid: null, address }));
    expect((await ref.get()).data()?.count).toBeGreaterThan(0);
    await ref.update({ count: ANALYTICS_LIMIT.max - 1 });
  }

  it(`limits each client to ${ANALYTICS_LIMIT.max} batches in 10 minutes`, async () => {
    const ip = randomIp();
    const send = () => request(app).post('/api/analytics/batch').set('X-Forwarded-For', ip).send({ events: [] });
    expect((await send()).status).toBe(200);
    await nearTheLimit(ip);
    // The limit's own batch still goes through; the one after it is refused.
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });

  it('counts a client by the address the platform appended, whatever X-Forwarded-For it writes', async () => {
    const ip = randomIp();
    const send = (i: number) =>
      request(app)
        .post('/api/analytics/batch')
        .set('X-Forwarded-For', `198.51.100.${i % 250}, ${ip}`)
        .send({ events: [] });
    expect((await send(1)).status).toBe(200);
    expect((await send(2)).status).toBe(200);
    // Two different written addresses counted as one client: the counter of the appended one.
    const key = rateLimitKey(ANALYTICS_LIMIT.scope, { uid: null, address: ip });
    expect((await db().collection('rateLimits').doc(key).get()).data()?.count).toBe(2);
    await nearTheLimit(ip);
    expect((await send(3)).status).toBe(200);
    const refused = await send(4);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: ANALYTICS_LIMIT.message });
  });

  it('files events under the verified caller, never the userId the body names', async () => {
    const caller = await signedInUser();
    const anonymousId = randomUUID();
    const send = (headers: Record<string, string>) =>
      request(app)
        .post('/api/analytics/batch')
        .set({ 'X-Forwarded-For': randomIp(), ...headers })
        .send({ events: [event({ anonymousId, userId: 'someone-else' })] });
    expect((await send({})).body).toEqual({ accepted: 1, dropped: 0 });
    expect((await send(bearer(caller))).body).toEqual({ accepted: 1, dropped: 0 });
    const owners = (await storedFor(anonymousId)).map((e) => e.userId as unknown);
    expect(owners.sort()).toEqual([caller.uid, null].sort());
  });

  it("takes a page-hide beacon's ID token from the body, verified, and ignores one that is not valid", async () => {
    const caller = await signedInUser();
    const anonymousId = randomUUID();
    const send = (idToken: string) =>
      request(app)
        .post('/api/analytics/batch')
        .set('X-Forwarded-For', randomIp())
        .send({ events: [event({ anonymousId, userId: 'someone-else' })], idToken });
    expect((await send(caller.idToken)).body).toEqual({ accepted: 1, dropped: 0 });
    expect((await send(`${caller.idToken.slice(0, -4)}AAAA`)).body).toEqual({ accepted: 1, dropped: 0 });
    const owners = (await storedFor(anonymousId)).map((e) => e.userId as unknown);
    expect(owners.sort()).toEqual([caller.uid, null].sort());
  });
});
