// The funnel's counting without Firestore: one day's events into a day's counts (DayCounter), days
// added up into the report (combineDays), and the demo data set's promised funnel.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAY_SPLIT_LABELS, DAY_TOP_PAGES, DayCounter, isDayFinal, type FunnelEvent } from './daily-rollup.js';
import { combineDays, daysOf } from './funnel-report.js';

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

const countDay = (events: readonly FunnelEvent[], day = '2026-11-01') => {
  const counter = new DayCounter();
  for (const e of events) counter.add(e);
  return counter.summary(day);
};

describe('one day counted, then added up', () => {
  const events: FunnelEvent[] = [
    ...Array.from({ length: 6 }, () => visitor(range(15), 'new', 'phone')).flat(),
    ...Array.from({ length: 2 }, () => visitor(range(8), 'returning', 'google')).flat(),
    ...Array.from({ length: 2 }, () => visitor([1, 2, 3], 'new', 'phone')).flat(),
    { name: 'Page Viewed', anonymousId: 'a', properties: { page_path: '/registry' } },
    { name: 'Page Viewed', anonymousId: 'b', properties: { page_path: '/registry' } },
    { name: 'Page Viewed', anonymousId: 'c', properties: { page_path: '/' } },
    { name: 'Funnel Step', anonymousId: 'x', properties: { funnel_step: 99 } },
  ];
  const report = combineDays([countDay(events)], '2026-11-01', '2026-11-01');

  it('counts browsers per step, each once', () => {
    expect(report.steps.map((s) => s.count)).toEqual([10, 10, 10, 8, 8, 8, 8, 8, 6, 6, 6, 6, 6, 6, 6]);
    expect(report.events).toBe(events.length);
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

  it('adds days up: steps, splits, pages and events, and says which days are pending', () => {
    const second = countDay([...visitor([1, 2], 'new', 'google'), ...visitor([1], 'new', 'phone')], '2026-11-02');
    const total = combineDays([countDay(events), second], '2026-11-01', '2026-11-03', ['2026-11-03']);
    expect(total.steps.slice(0, 4).map((s) => s.count)).toEqual([12, 11, 10, 8]);
    expect(total.byAuthMethod.google?.slice(0, 3)).toEqual([3, 3, 2]);
    expect(total.events).toBe(events.length + 4);
    expect(total.pendingDays).toEqual(['2026-11-03']);
  });
});

describe("a day's document stays small, whatever clients send", () => {
  it(`keeps the ${DAY_TOP_PAGES} most viewed paths and ${DAY_SPLIT_LABELS} labels per split`, () => {
    const events: FunnelEvent[] = [];
    for (let i = 0; i < 200; i++) {
      for (let v = 0; v <= i % 7; v++)
        events.push({ name: 'Page Viewed', anonymousId: 'p', properties: { page_path: `/p/${i}` } });
      events.push(...visitor([1, 2, 8], `type-${i}`, `method-${i}`));
    }
    const day = countDay(events);
    expect(day.topPages).toHaveLength(DAY_TOP_PAGES);
    // 28 paths were viewed 7 times, 29 six times: the 50 kept are the 28 and 22 of the rest.
    expect(day.topPages.filter((p) => p.views === 7)).toHaveLength(28);
    expect(day.topPages.at(-1)?.views).toBe(6);
    expect(Object.keys(day.byUserType)).toHaveLength(DAY_SPLIT_LABELS);
    expect(Object.keys(day.byAuthMethod)).toHaveLength(DAY_SPLIT_LABELS);
    expect(day.steps.slice(0, 3)).toEqual([200, 200, 0]);
  });
});

describe('days', () => {
  it('lists a range both ends included, across a month', () => {
    expect(daysOf('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(daysOf('2026-11-02', '2026-11-02')).toEqual(['2026-11-02']);
  });

  it('is final once its last event is more than a day old', () => {
    expect(isDayFinal('2026-11-01', Date.parse('2026-11-02T23:59:59Z'))).toBe(false);
    expect(isDayFinal('2026-11-01', Date.parse('2026-11-03T00:00:00Z'))).toBe(true);
  });
});

describe('the demo analytics data set', () => {
  it('gives the funnel the seed promises, counted day by day', async () => {
    const { demoAnalyticsEvents, DEMO_FUNNEL_REACHED, DEMO_ANALYTICS_FROM, DEMO_ANALYTICS_TO } =
      await import('../dev/seed/demo-analytics.js');
    const events = demoAnalyticsEvents() as unknown as (FunnelEvent & { day: string })[];
    expect(events.every((e) => e.day >= DEMO_ANALYTICS_FROM && e.day <= DEMO_ANALYTICS_TO)).toBe(true);
    const days = daysOf(DEMO_ANALYTICS_FROM, DEMO_ANALYTICS_TO).map((day) =>
      countDay(
        events.filter((e) => e.day === day),
        day,
      ),
    );
    const report = combineDays(days, DEMO_ANALYTICS_FROM, DEMO_ANALYTICS_TO);
    expect(report.steps.map((s) => s.count)).toEqual([...DEMO_FUNNEL_REACHED]);
    expect(Object.keys(report.byUserType).sort()).toEqual(['new', 'returning', 'social_app_existing']);
    expect(Object.keys(report.byAuthMethod).sort()).toEqual(['google', 'phone']);
  });
});
