// POST /api/analytics/batch against the Firestore emulator: bad events are dropped one by one, good
// ones stored, garbage refused with 400, and a 50-event batch ingested in under 200 ms in-process.
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';
import type { AnalyticsEvent } from '../shared/analytics.js';
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

  it('ingests a 50-event batch in under 200 ms, measured in-process', async () => {
    const anonymousId = randomUUID();
    const batch = Array.from({ length: 50 }, (_, i) => event({ anonymousId, properties: { page_path: `/p/${i}` } }));
    await ingestBatch([event()]); // warm the connection
    const started = performance.now();
    const result = await ingestBatch(batch);
    const elapsed = performance.now() - started;
    expect(result).toEqual({ accepted: 50, dropped: 0 });
    expect(elapsed).toBeLessThan(200);
    expect(await storedFor(anonymousId)).toHaveLength(50);
  });

  it(`limits each client to ${ANALYTICS_LIMIT.max} batches in 10 minutes`, async () => {
    const ip = randomIp();
    const send = () => request(app).post('/api/analytics/batch').set('X-Forwarded-For', ip).send({ events: [] });
    for (let i = 0; i < ANALYTICS_LIMIT.max; i++) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });
});
