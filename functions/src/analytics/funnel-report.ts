// The sign-up funnel for a date range, from analytics_events: how many browsers (anonymous ids)
// reached each of the 15 steps, step-to-step conversion, the same split by user type and by auth
// method, and the most viewed pages. Runs in the admin-only GET /api/admin/analytics/funnel.
import { db } from '../lib/admin.js';
import { badRequest } from '../lib/errors.js';
import { funnelRangeSchema, MAX_RANGE_DAYS } from '../shared/schemas/funnel-range.js';

export const FUNNEL_STEP_COUNT = 15;
/** Events read for one report at most; the report says when it stopped there. */
export const MAX_REPORT_EVENTS = 50_000;
const PAGE = 5_000;
/** The range is the form's (shared/schemas/funnel-range.ts): one schema on both sides. */
export const funnelQuery = funnelRangeSchema;
export { MAX_RANGE_DAYS };

export interface FunnelEvent {
  name: string;
  anonymousId: string;
  properties: Record<string, unknown>;
}

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
  isTruncated: boolean;
}

const rows = (counts: number[]): FunnelStepRow[] =>
  counts.map((count, i) => {
    const previous = i === 0 ? null : counts[i - 1]!;
    return { step: i + 1, count, conversion: previous ? count / previous : null };
  });

/** Pure aggregation, so it can be tested on generated events. */
export function aggregateFunnel(
  events: readonly FunnelEvent[],
  from: string,
  to: string,
  isTruncated = false,
): FunnelReport {
  const reached = Array.from({ length: FUNNEL_STEP_COUNT }, () => new Set<string>());
  const userType = new Map<string, string>();
  const authMethod = new Map<string, string>();
  const pages = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Page Viewed') {
      const path = e.properties.page_path;
      if (typeof path === 'string') pages.set(path, (pages.get(path) ?? 0) + 1);
      continue;
    }
    if (e.name !== 'Funnel Step') continue;
    const step = e.properties.funnel_step;
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step > FUNNEL_STEP_COUNT) continue;
    reached[step - 1]!.add(e.anonymousId);
    const type = e.properties.user_type;
    if (typeof type === 'string') userType.set(e.anonymousId, type);
    const method = e.properties.auth_method;
    if (typeof method === 'string' && !authMethod.has(e.anonymousId)) authMethod.set(e.anonymousId, method);
  }
  const split = (labels: Map<string, string>) => {
    const out: Record<string, number[]> = {};
    for (const label of new Set(labels.values())) {
      out[label] = reached.map((ids) => [...ids].filter((id) => labels.get(id) === label).length);
    }
    return out;
  };
  return {
    from,
    to,
    steps: rows(reached.map((ids) => ids.size)),
    byUserType: split(userType),
    byAuthMethod: split(authMethod),
    topPages: [...pages.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 10)
      .map(([path, views]) => ({ path, views })),
    events: events.length,
    isTruncated,
  };
}

/** Reads the range's funnel and page-view events in pages (by document id) and aggregates them. */
export async function funnelReport(from: string, to: string): Promise<FunnelReport> {
  if (from > to) throw badRequest('from must not be after to');
  const events: FunnelEvent[] = [];
  let last: FirebaseFirestore.QueryDocumentSnapshot | null = null;
  for (;;) {
    let query = db()
      .collection('analytics_events')
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('name', 'in', ['Funnel Step', 'Page Viewed'])
      .orderBy('day')
      .orderBy('__name__')
      .select('name', 'anonymousId', 'properties')
      .limit(PAGE);
    if (last) query = query.startAfter(last);
    const snap = await query.get();
    for (const d of snap.docs) {
      const data = d.data() as Partial<FunnelEvent>;
      events.push({
        name: String(data.name),
        anonymousId: String(data.anonymousId),
        properties: data.properties ?? {},
      });
    }
    if (snap.size < PAGE) return aggregateFunnel(events, from, to);
    if (events.length >= MAX_REPORT_EVENTS) return aggregateFunnel(events, from, to, true);
    last = snap.docs.at(-1) ?? null;
  }
}
