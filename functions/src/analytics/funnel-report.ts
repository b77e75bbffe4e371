// The sign-up funnel for a date range, from the daily rollups (analyticsDaily/{day}, written by
// daily-rollup.ts): how many browsers (anonymous ids) reached each of the 15 steps, step-to-step
// conversion, the same split by user type and by auth method, and the most viewed pages. Runs in the
// admin-only GET /api/admin/analytics/funnel and reads one document per day of the range, never an event.
import { db } from '../lib/admin.js';
import { badRequest } from '../lib/errors.js';
import { funnelRangeSchema, MAX_RANGE_DAYS } from '../shared/schemas/funnel-range.js';
import { ANALYTICS_DAILY_COLLECTION, FUNNEL_STEP_COUNT, topPages, type DayRollup } from './daily-rollup.js';

export { FUNNEL_STEP_COUNT };
/** The range is the form's (shared/schemas/funnel-range.ts): one schema on both sides. */
export const funnelQuery = funnelRangeSchema;
export { MAX_RANGE_DAYS };
const DAY_MS = 86_400_000;

export interface FunnelStepRow {
  step: number;
  count: number;
  /** Share of the previous step's count (null for step 1 or when the previous step is 0). */
  conversion: number | null;
}

export interface FunnelReport {
  from: string;
  to: string;
  steps: FunnelStepRow[];
  /** Counts per step (index 0 = step 1) for each user type and each auth method. */
  byUserType: Record<string, number[]>;
  byAuthMethod: Record<string, number[]>;
  topPages: { path: string; views: number }[];
  events: number;
  /** Days of the range not rolled up yet (today, until the nightly run), so not in the numbers. */
  pendingDays: string[];
}

const rows = (counts: number[]): FunnelStepRow[] =>
  counts.map((count, i) => {
    const previous = i === 0 ? null : counts[i - 1]!;
    return { step: i + 1, count, conversion: previous ? count / previous : null };
  });

export type DayCounts = Pick<DayRollup, 'events' | 'steps' | 'byUserType' | 'byAuthMethod' | 'topPages'>;

/**
 * Adds the days up: a browser counts once per day it reached a step. Top pages are summed from each
 * day's own top list (DAY_TOP_PAGES long), so a path no day had near its top is left out.
 */
export function combineDays(
  days: readonly DayCounts[],
  from: string,
  to: string,
  pendingDays: string[] = [],
): FunnelReport {
  const zeros = () => new Array<number>(FUNNEL_STEP_COUNT).fill(0);
  const steps = zeros();
  const byUserType: Record<string, number[]> = {};
  const byAuthMethod: Record<string, number[]> = {};
  const pages = new Map<string, number>();
  let events = 0;
  const addInto = (total: number[], day: readonly number[]) => day.forEach((n, k) => (total[k] = (total[k] ?? 0) + n));
  for (const d of days) {
    events += d.events;
    addInto(steps, d.steps);
    for (const [label, counts] of Object.entries(d.byUserType)) addInto((byUserType[label] ??= zeros()), counts);
    for (const [label, counts] of Object.entries(d.byAuthMethod)) addInto((byAuthMethod[label] ??= zeros()), counts);
    for (const p of d.topPages) pages.set(p.path, (pages.get(p.path) ?? 0) + p.views);
  }
  return {
    from,
    to,
    steps: rows(steps),
    byUserType,
    byAuthMethod,
    topPages: topPages(pages, 10),
    events,
    pendingDays,
  };
}

/** Every day from `from` to `to`, both included (YYYY-MM-DD, UTC). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** Reads the range's daily rollups (at most MAX_RANGE_DAYS documents, in one call) and adds them up. */
export async function funnelReport(from: string, to: string): Promise<FunnelReport> {
  if (from > to) throw badRequest('from must not be after to');
  const days = daysOf(from, to);
  if (days.length > MAX_RANGE_DAYS) throw badRequest(`A report covers at most ${MAX_RANGE_DAYS} days.`);
  const collection = db().collection(ANALYTICS_DAILY_COLLECTION);
  const snaps = await db().getAll(...days.map((day) => collection.doc(day)));
  const rolledUp = snaps.filter((s) => s.exists).map((s) => s.data() as DayRollup);
  const pendingDays = snaps.filter((s) => !s.exists).map((s) => s.id);
  return combineDays(rolledUp, from, to, pendingDays);
}
