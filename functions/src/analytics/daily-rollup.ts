// One UTC day of the sign-up funnel, rolled up from the raw analytics_events into
// analyticsDaily/{yyyy-mm-dd}, so the funnel report reads one small document per day of its range
// instead of every event (docs/decisions/007). Recomputed from the raw events and overwritten, never
// incremented: running a day again (a retried schedule, a repair) gives the same document.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { ANALYTICS_EVENTS_COLLECTION, ANALYTICS_LIMITS } from '../shared/analytics.js';

export const FUNNEL_STEP_COUNT = 15;
export const ANALYTICS_DAILY_COLLECTION = 'analyticsDaily';
/** Events read per page when a day is rolled up (a parameter, so tests can page through a few). */
export const ROLLUP_PAGE_SIZE = 5_000;
/** Paths a day keeps with their view counts: a day's document stays small whatever paths are sent. */
export const DAY_TOP_PAGES = 50;
/**
 * Labels a day keeps per split (user type, auth method). The app sends 3 user types and 2 methods;
 * a client making up labels cannot grow the document past this.
 */
export const DAY_SPLIT_LABELS = 10;
const DAY_MS = 86_400_000;

export interface FunnelEvent {
  name: string;
  anonymousId: string;
  properties: Record<string, unknown>;
}

/** analyticsDaily/{day}: closed to clients; the admin report function reads it. */
export interface DayRollup {
  day: string;
  /** Funnel Step and Page Viewed events of the day. */
  events: number;
  /** Browsers (anonymous ids) that reached each step that day, each counted once (index 0 = step 1). */
  steps: number[];
  byUserType: Record<string, number[]>;
  byAuthMethod: Record<string, number[]>;
  /** The day's most viewed paths, at most DAY_TOP_PAGES. */
  topPages: { path: string; views: number }[];
  /** False while events of the day may still arrive (ingestion takes them up to a day late). */
  isFinal: boolean;
  rolledUpAt: Timestamp;
}

interface Browser {
  /** Bit k set: step k + 1 reached. */
  reached: number;
  userType?: string;
  authMethod?: string;
}

/**
 * Counts a day's events one at a time, holding one entry per browser (not per event), so a day is
 * read page by page. User type comes from the step-8 event, auth method from the first step naming one.
 */
export class DayCounter {
  private readonly browsers = new Map<string, Browser>();
  private readonly pages = new Map<string, number>();
  private events = 0;

  add(e: FunnelEvent): void {
    if (e.name === 'Page Viewed') {
      this.events++;
      const path = e.properties.page_path;
      if (typeof path === 'string') this.pages.set(path, (this.pages.get(path) ?? 0) + 1);
      return;
    }
    if (e.name !== 'Funnel Step') return;
    this.events++;
    const step = e.properties.funnel_step;
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step > FUNNEL_STEP_COUNT) return;
    let browser = this.browsers.get(e.anonymousId);
    if (!browser) this.browsers.set(e.anonymousId, (browser = { reached: 0 }));
    browser.reached |= 1 << (step - 1);
    const type = e.properties.user_type;
    if (typeof type === 'string') browser.userType = type;
    const method = e.properties.auth_method;
    if (typeof method === 'string' && browser.authMethod === undefined) browser.authMethod = method;
  }

  summary(day: string): Omit<DayRollup, 'isFinal' | 'rolledUpAt'> {
    const steps = new Array<number>(FUNNEL_STEP_COUNT).fill(0);
    const byUserType = new Map<string, number[]>();
    const byAuthMethod = new Map<string, number[]>();
    const countInto = (split: Map<string, number[]>, label: string | undefined, reached: number) => {
      if (label === undefined) return;
      let row = split.get(label);
      if (!row) split.set(label, (row = new Array<number>(FUNNEL_STEP_COUNT).fill(0)));
      for (let k = 0; k < FUNNEL_STEP_COUNT; k++) if (reached & (1 << k)) row[k]!++;
    };
    for (const b of this.browsers.values()) {
      for (let k = 0; k < FUNNEL_STEP_COUNT; k++) if (b.reached & (1 << k)) steps[k]!++;
      countInto(byUserType, b.userType, b.reached);
      countInto(byAuthMethod, b.authMethod, b.reached);
    }
    return {
      day,
      events: this.events,
      steps,
      byUserType: largestLabels(byUserType),
      byAuthMethod: largestLabels(byAuthMethod),
      topPages: topPages(this.pages, DAY_TOP_PAGES),
    };
  }
}

/** The DAY_SPLIT_LABELS labels with the most browsers at step 1 (then by name). */
function largestLabels(split: Map<string, number[]>): Record<string, number[]> {
  const sorted = [...split.entries()].sort((a, b) => b[1][0]! - a[1][0]! || a[0].localeCompare(b[0]));
  return Object.fromEntries(sorted.slice(0, DAY_SPLIT_LABELS));
}

export function topPages(pages: Map<string, number>, limit: number): { path: string; views: number }[] {
  return [...pages.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([path, views]) => ({ path, views }));
}

/** Whether no event of `day` can still be accepted at `now` (events are taken up to a day late). */
export const isDayFinal = (day: string, now: number): boolean =>
  Date.parse(`${day}T00:00:00Z`) + DAY_MS + ANALYTICS_LIMITS.maxAgeMs <= now;

/**
 * Reads the day's Funnel Step and Page Viewed events a page at a time (cursor on the document id)
 * and overwrites analyticsDaily/{day} with their counts. Reads: the day's events of those two names.
 */
export async function rollUpDay(
  day: string,
  { now = Date.now(), pageSize = ROLLUP_PAGE_SIZE }: { now?: number; pageSize?: number } = {},
): Promise<DayRollup> {
  const counter = new DayCounter();
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collection(ANALYTICS_EVENTS_COLLECTION)
      .where('day', '==', day)
      .where('name', 'in', ['Funnel Step', 'Page Viewed'])
      .orderBy('__name__')
      .select('name', 'anonymousId', 'properties')
      .limit(pageSize);
    if (last) query = query.startAfter(last);
    const snap = await query.get();
    for (const d of snap.docs) {
      const data = d.data() as Partial<FunnelEvent>;
      counter.add({
        name: String(data.name),
        anonymousId: String(data.anonymousId),
        properties: data.properties ?? {},
      });
    }
    last = snap.docs.at(-1);
    if (snap.size < pageSize) break;
  }
  const rollup: DayRollup = {
    ...counter.summary(day),
    isFinal: isDayFinal(day, now),
    rolledUpAt: Timestamp.fromMillis(now),
  };
  await db().collection(ANALYTICS_DAILY_COLLECTION).doc(day).set(rollup);
  return rollup;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The nightly run (00:30 UTC): yesterday, provisional (its late events may still come), and the day
 * before, now final. Each day is thus read twice, whatever the report ranges asked for.
 */
export async function rollUpRecentDays(now = Date.now()): Promise<DayRollup[]> {
  return [await rollUpDay(isoDay(now - 2 * DAY_MS), { now }), await rollUpDay(isoDay(now - DAY_MS), { now })];
}
