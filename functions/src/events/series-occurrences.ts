// The daily job behind recurring events (docs/decisions/014): every active series gets its
// occurrence at each city's day +42, created with create() so a day already there (the demo seed's,
// yesterday's run, a retry) fails with ALREADY_EXISTS instead of being read first or written over.
// Series are read a page at a time by id; the demo seed creates its weeks with createOccurrences too.
import { FieldPath, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin.js';
import { eventSeriesSchema } from '../shared/schemas/event-series.js';
import { dueOccurrences, type StoredEvent } from './series.js';
import { eventRef } from './event-doc.js';
import { firstShardRef, NO_ANSWERS_SHARD } from './rsvp-counters.js';

/** Series read per page: each page's creates are written before the next page is read. */
export const SERIES_PAGE_SIZE = 200;
/** Firestore's ALREADY_EXISTS: the occurrence was created before. */
const ALREADY_EXISTS = 6;

export const seriesRef = (id: string) => db().collection('eventSeries').doc(id);

/** Creates each document that does not exist yet with one BulkWriter; returns the keys of those it created. */
async function createMissing(
  writes: readonly { key: string; ref: DocumentReference; data: object }[],
): Promise<string[]> {
  if (writes.length === 0) return [];
  const writer = db().bulkWriter();
  const outcomes = writes.map(({ key, ref, data }) =>
    writer.create(ref, data).then(
      () => key,
      (error: unknown) => {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return null;
        throw error;
      },
    ),
  );
  await writer.close();
  const settled = await Promise.allSettled(outcomes);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.flatMap((s) => (s.status === 'fulfilled' && s.value !== null ? [s.value] : []));
}

/**
 * Creates each occurrence that does not exist yet, then the RSVP counters of those it created (never
 * of one that was there: its answers may predate the counters). Returns the ids it created. Nothing is read.
 */
export async function createOccurrences(occurrences: readonly StoredEvent[]): Promise<string[]> {
  const created = await createMissing(occurrences.map((o) => ({ key: o.slug, ref: eventRef(o.slug), data: o })));
  // A run cut short between the two leaves an event without counters: its first answer recounts.
  await createMissing(created.map((id) => ({ key: id, ref: firstShardRef(id), data: NO_ANSWERS_SHARD })));
  return created;
}

export interface SeriesRun {
  /** Active series read. */
  series: number;
  /** Occurrences created by this run. */
  created: string[];
  /** Series whose document does not read as a series (logged, left for an admin to fix). */
  unreadable: string[];
}

/** One run of the daily job at `now`: each active series' due occurrences, page by page. */
export async function createDueOccurrences(now = Date.now(), pageSize = SERIES_PAGE_SIZE): Promise<SeriesRun> {
  const run: SeriesRun = { series: 0, created: [], unreadable: [] };
  let after: string | null = null;
  for (;;) {
    let query = db()
      .collection('eventSeries')
      .where('status', '==', 'active')
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (after !== null) query = query.startAfter(after);
    const page = await query.get();
    const due: StoredEvent[] = [];
    for (const doc of page.docs) {
      const parsed = eventSeriesSchema.safeParse({ ...doc.data(), id: doc.id });
      if (!parsed.success) {
        run.unreadable.push(doc.id);
        logger.error('Recurring event series does not read as a series; no occurrence created', {
          seriesId: doc.id,
          issues: parsed.error.issues.slice(0, 5),
        });
        continue;
      }
      due.push(...dueOccurrences(parsed.data, now));
    }
    run.series += page.size;
    run.created.push(...(await createOccurrences(due)));
    if (page.size < pageSize) return run;
    after = page.docs.at(-1)?.id ?? null;
  }
}

/** The scheduled entry point: one run, and a log line of what it did. */
export async function runSeriesSchedule(): Promise<void> {
  const run = await createDueOccurrences();
  logger.info('Recurring events: occurrences created', {
    series: run.series,
    created: run.created.length,
    unreadable: run.unreadable.length,
  });
}
