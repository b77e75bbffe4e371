// The admin-only funnel report route on the daily rollups, and the rollup of a day from the raw
// events (paged, idempotent), against the Firestore emulator.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';
import { ANALYTICS_DAILY_COLLECTION, rollUpDay } from './daily-rollup.js';
import type { FunnelReport } from './funnel-report.js';
import { ingestBatch } from './ingest-batch.js';

/** Raw events of browsers going through `steps` on `day`, written as ingestion would (ids random). */
async function writeEvents(
  day: string,
  browsers: number,
  steps: number[],
): Promise<FirebaseFirestore.DocumentReference[]> {
  const refs: FirebaseFirestore.DocumentReference[] = [];
  const batch = db().batch();
  for (let b = 0; b < browsers; b++) {
    const anonymousId = randomUUID();
    for (const step of steps) {
      const ref = db().collection('analytics_events').doc();
      refs.push(ref);
      batch.set(ref, {
        name: 'Funnel Step',
        anonymousId,
        properties: { funnel_step: step, ...(step === 2 ? { auth_method: 'phone' } : {}) },
        day,
      });
    }
  }
  await batch.commit();
  return refs;
}

describe('GET /api/admin/analytics/funnel', () => {
  const app = createApp();
  const day = '2031-01-15';

  it('answers 401 without a token and 403 for a member who is not an admin', async () => {
    expect((await request(app).get(`/api/admin/analytics/funnel?from=${day}&to=${day}`)).status).toBe(401);
    const member = await signedInUser();
    const res = await request(app).get(`/api/admin/analytics/funnel?from=${day}&to=${day}`).set(bearer(member));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Only admins can see analytics.' });
  });

  it('gives an admin the funnel of the rolled-up days in the range, says which are not, and refuses a bad range', async () => {
    const { idToken } = await signedInUser({ admin: true });
    await writeEvents(day, 1, [1, 2, 3]);
    await writeEvents('2031-01-16', 1, [4]);
    await rollUpDay(day);

    const res = await request(app)
      .get(`/api/admin/analytics/funnel?from=${day}&to=2031-01-17`)
      .set(bearer({ idToken }));
    expect(res.status).toBe(200);
    const report = res.body as FunnelReport;
    expect(report.steps.slice(0, 4).map((s) => s.count)).toEqual([1, 1, 1, 0]);
    expect(report.byAuthMethod.phone?.slice(0, 3)).toEqual([1, 1, 1]);
    expect(report.pendingDays).toEqual(['2031-01-16', '2031-01-17']);

    const bad = await request(app)
      .get('/api/admin/analytics/funnel?from=2031-02-01&to=2031-01-01')
      .set(bearer({ idToken }));
    expect(bad.status).toBe(400);
    expect(
      (await request(app).get('/api/admin/analytics/funnel?from=yesterday&to=today').set(bearer({ idToken }))).status,
    ).toBe(400);
  });
});

describe('daily rollups', () => {
  const app = createApp();

  it('count every event of a range holding more than one read takes, and the report reads only them', async () => {
    const { idToken } = await signedInUser({ admin: true });
    // 23 browsers through steps 1-3 on each of two days: 138 events, read 10 at a time (14 pages).
    const refs = [
      ...(await writeEvents('2032-05-01', 23, [1, 2, 3])),
      ...(await writeEvents('2032-05-02', 23, [1, 2, 3])),
    ];
    const first = await rollUpDay('2032-05-01', { pageSize: 10 });
    expect(first.steps.slice(0, 4)).toEqual([23, 23, 23, 0]);
    expect(first.events).toBe(69);
    await rollUpDay('2032-05-02', { pageSize: 10 });
    const read = async () =>
      (await request(app).get('/api/admin/analytics/funnel?from=2032-05-01&to=2032-05-02').set(bearer({ idToken })))
        .body as FunnelReport;
    const before = await read();
    expect(before.steps.slice(0, 4).map((s) => s.count)).toEqual([46, 46, 46, 0]);
    expect(before.events).toBe(138);
    expect(before.pendingDays).toEqual([]);
    // The raw events go (as the TTL policy takes them): the report does not change.
    const batch = db().batch();
    for (const ref of refs) batch.delete(ref);
    await batch.commit();
    expect(await read()).toEqual(before);
  });

  it('count nothing twice when ingestion is retried or a day is rolled up again', async () => {
    const now = Date.parse('2034-03-10T12:00:00Z');
    const anonymousId = randomUUID();
    const sent = [1, 2, 3].map((step) => ({
      name: 'Funnel Step',
      properties: { funnel_step: step, ...(step === 2 ? { auth_method: 'google' } : {}) },
      timestamp: now - 60_000 + step,
      anonymousId,
      sessionId: randomUUID(),
      userId: null,
      fbclid: null,
    }));
    // The client retried a batch whose first answer it never saw: the events are stored twice.
    expect(await ingestBatch(sent, null, now)).toEqual({ accepted: 3, dropped: 0 });
    expect(await ingestBatch(sent, null, now)).toEqual({ accepted: 3, dropped: 0 });
    const once = await rollUpDay('2034-03-10', { now });
    const again = await rollUpDay('2034-03-10', { now: now + 1000 });
    for (const rollup of [once, again]) {
      expect(rollup.steps.slice(0, 4)).toEqual([1, 1, 1, 0]);
      expect(rollup.byAuthMethod).toEqual({ google: [1, 1, 1, ...new Array<number>(12).fill(0)] });
      expect(rollup.isFinal).toBe(false);
    }
    const stored = (await db().collection(ANALYTICS_DAILY_COLLECTION).doc('2034-03-10').get()).data();
    expect(stored).toMatchObject({ day: '2034-03-10', steps: again.steps, events: 6, isFinal: false });
    expect((await rollUpDay('2034-03-10', { now: now + 2 * 86_400_000 })).isFinal).toBe(true);
  });
});
