// A demo analytics data set for the admin funnel report: browsers on fixed days (2026-11-02 to
// 2026-11-15) going through the sign-up funnel with drop-offs, so /admin/analytics has something
// real to show, rolled up day by day as the nightly job would. Deterministic: the same counts every seed.
import { Timestamp } from 'firebase-admin/firestore';
import { rollUpDay } from '../../analytics/daily-rollup.js';
import { daysOf } from '../../analytics/funnel-report.js';
import { analyticsExpiresAt } from '../../analytics/retention.js';
import { db } from '../../lib/admin.js';
import { ANALYTICS_EVENTS_COLLECTION } from '../../shared/analytics.js';

export const DEMO_ANALYTICS_FROM = '2026-11-02';
export const DEMO_ANALYTICS_TO = '2026-11-15';
/** How many browsers reach each step 1..15 (visitor i reaches step k while i < REACHED[k - 1]). */
export const DEMO_FUNNEL_REACHED = [120, 102, 95, 90, 84, 80, 76, 76, 60, 57, 55, 52, 52, 50, 44] as const;
const PAGES = ['/', '/registry', '/registry/category/strollers', '/editorial', '/checklist', '/parenting-quizzes'];
const DAY_MS = 86_400_000;

function userTypeOf(i: number): string {
  if (i % 9 === 4) return 'social_app_existing';
  return i % 4 === 3 ? 'returning' : 'new';
}

export function demoAnalyticsEvents(): Record<string, unknown>[] {
  const start = Date.parse(`${DEMO_ANALYTICS_FROM}T09:00:00Z`);
  const events: Record<string, unknown>[] = [];
  for (let i = 0; i < DEMO_FUNNEL_REACHED[0]; i++) {
    const anonymousId = `demo-visitor-${String(i).padStart(3, '0')}`;
    const sessionId = `demo-session-${i}`;
    let t = start + (i % 14) * DAY_MS + (i % 11) * 3_600_000;
    const push = (name: string, properties: Record<string, unknown>) => {
      t += 20_000;
      events.push({
        name,
        properties,
        timestamp: t,
        at: Timestamp.fromMillis(t),
        day: new Date(t).toISOString().slice(0, 10),
        anonymousId,
        sessionId,
        userId: null,
        fbclid: i % 10 === 0 ? `IwAR-demo-${i}` : null,
        expiresAt: analyticsExpiresAt(t),
      });
    };
    for (let p = 0; p <= i % 3; p++)
      push('Page Viewed', { page_path: PAGES[(i + p) % PAGES.length], page_title: 'Recess' });
    const method = i % 3 === 0 ? 'google' : 'phone';
    DEMO_FUNNEL_REACHED.forEach((reached, k) => {
      if (i >= reached) return;
      const step = k + 1;
      push('Funnel Step', {
        funnel_step: step,
        ...(step >= 2 && step <= 7 ? { auth_method: method } : {}),
        ...(step >= 8 ? { user_type: userTypeOf(i) } : {}),
      });
    });
  }
  return events;
}

/** analytics_events for the demo report, and their daily rollups; returns how many events. */
export async function seedAnalytics(): Promise<number> {
  const events = demoAnalyticsEvents();
  for (let start = 0; start < events.length; start += 500) {
    const batch = db().batch();
    for (const e of events.slice(start, start + 500)) batch.set(db().collection(ANALYTICS_EVENTS_COLLECTION).doc(), e);
    await batch.commit();
  }
  for (const day of daysOf(DEMO_ANALYTICS_FROM, DEMO_ANALYTICS_TO)) await rollUpDay(day);
  return events.length;
}
