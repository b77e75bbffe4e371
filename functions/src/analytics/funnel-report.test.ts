// The funnel aggregation on generated events, and the admin-only report route.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';
import { aggregateFunnel, type FunnelEvent, type FunnelReport } from './funnel-report.js';

/** A browser that went through the steps given, as the app would report them. */
function visitor(steps: number[], userType: string, authMethod: string): FunnelEvent[] {
  const anonymousId = randomUUID();
  return steps.flatMap((step) => [
    {
      name: 'Funnel Step',
      anonymousId,
      properties: {
        funnel_step: step,
        ...(step === 8 ? { user_type: userType } : {}),
        ...(step >= 2 && step <= 7 ? { auth_method: authMethod } : {}),
      },
    },
    // A repeated step counts once per browser.
    ...(step === 2
      ? [{ name: 'Funnel Step', anonymousId, properties: { funnel_step: 2, auth_method: authMethod } }]
      : []),
  ]);
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('aggregateFunnel', () => {
  const events: FunnelEvent[] = [
    ...Array.from({ length: 6 }, () => visitor(range(15), 'new', 'phone')).flat(),
    ...Array.from({ length: 2 }, () => visitor(range(8), 'returning', 'google')).flat(),
    ...Array.from({ length: 2 }, () => visitor([1, 2, 3], 'new', 'phone')).flat(),
    { name: 'Page Viewed', anonymousId: 'a', properties: { page_path: '/registry' } },
    { name: 'Page Viewed', anonymousId: 'b', properties: { page_path: '/registry' } },
    { name: 'Page Viewed', anonymousId: 'c', properties: { page_path: '/' } },
    { name: 'Funnel Step', anonymousId: 'x', properties: { funnel_step: 99 } },
  ];
  const report = aggregateFunnel(events, '2026-11-01', '2026-11-14');

  it('counts browsers per step, each once', () => {
    expect(report.steps.map((s) => s.count)).toEqual([10, 10, 10, 8, 8, 8, 8, 8, 6, 6, 6, 6, 6, 6, 6]);
  });

  it('gives step-to-step conversion', () => {
    expect(report.steps[0]?.conversion).toBeNull();
    expect(report.steps[3]?.conversion).toBeCloseTo(0.8);
    expect(report.steps[8]?.conversion).toBeCloseTo(0.75);
  });

  it('splits by user type and auth method', () => {
    expect(report.byUserType.returning?.slice(0, 9)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 0]);
    expect(report.byUserType.new?.[7]).toBe(6);
    expect(report.byAuthMethod.phone?.[0]).toBe(8);
    expect(report.byAuthMethod.google?.[0]).toBe(2);
  });

  it('lists the top pages', () => {
    expect(report.topPages).toEqual([
      { path: '/registry', views: 2 },
      { path: '/', views: 1 },
    ]);
  });
});

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

  it('gives an admin the funnel of the stored events in the range, and refuses a bad range', async () => {
    const { idToken } = await signedInUser({ admin: true });
    const anonymousId = randomUUID();
    const batch = db().batch();
    for (const step of [1, 2, 3]) {
      batch.set(db().collection('analytics_events').doc(), {
        name: 'Funnel Step',
        anonymousId,
        properties: { funnel_step: step, auth_method: 'phone' },
        day,
      });
    }
    batch.set(db().collection('analytics_events').doc(), {
      name: 'Funnel Step',
      anonymousId,
      properties: { funnel_step: 4 },
      day: '2031-01-16',
    });
    await batch.commit();

    const res = await request(app).get(`/api/admin/analytics/funnel?from=${day}&to=${day}`).set(bearer({ idToken }));
    expect(res.status).toBe(200);
    const report = res.body as FunnelReport;
    expect(report.steps.slice(0, 4).map((s) => s.count)).toEqual([1, 1, 1, 0]);
    expect(report.byAuthMethod.phone?.slice(0, 3)).toEqual([1, 1, 1]);

    const bad = await request(app)
      .get('/api/admin/analytics/funnel?from=2031-02-01&to=2031-01-01')
      .set(bearer({ idToken }));
    expect(bad.status).toBe(400);
    expect(
      (await request(app).get('/api/admin/analytics/funnel?from=yesterday&to=today').set(bearer({ idToken }))).status,
    ).toBe(400);
  });
});

describe('the demo analytics data set', () => {
  it('gives the funnel the seed promises', async () => {
    const { demoAnalyticsEvents, DEMO_FUNNEL_REACHED, DEMO_ANALYTICS_FROM, DEMO_ANALYTICS_TO } =
      await import('../dev/seed/demo-analytics.js');
    const events = demoAnalyticsEvents() as unknown as (FunnelEvent & { day: string })[];
    expect(events.every((e) => e.day >= DEMO_ANALYTICS_FROM && e.day <= DEMO_ANALYTICS_TO)).toBe(true);
    const report = aggregateFunnel(events, DEMO_ANALYTICS_FROM, DEMO_ANALYTICS_TO);
    expect(report.steps.map((s) => s.count)).toEqual([...DEMO_FUNNEL_REACHED]);
    expect(Object.keys(report.byUserType).sort()).toEqual(['new', 'returning', 'social_app_existing']);
    expect(Object.keys(report.byAuthMethod).sort()).toEqual(['google', 'phone']);
  });
});
