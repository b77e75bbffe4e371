// What a new or changed recall does (the recalls trigger and the admin endpoint both call it): keeps
// marketplaceMeta/recalls current, then queries the listings it could apply to (recall-candidates.ts)
// and enqueues one `recallListing` task per candidate (recall-listing.ts does the removing and
// telling). Reads grow with the recall's candidates, never with every listing ever made. A task's id
// is the recall, the listing and the recall's content, so a retried trigger, or the admin endpoint and
// the trigger both running, enqueue each task once; a changed recall is applied again.
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import { db } from '../../lib/admin.js';
import { enqueue } from '../../lib/task-queue.js';
import { runTransaction } from '../../lib/transactions.js';
import type { Recall } from '../../shared/marketplace-safety.js';
import { RECALLS, RECALLS_META_PATH, toRecall } from '../screening/recall-store.js';
import { recallCandidates } from './recall-candidates.js';
import { RECALL_LISTING_QUEUE, type RecallListingTask } from './recall-listing.js';

export interface RecallFanOut {
  recallId: string;
  /** Listings the recall's queries found. */
  candidates: number;
  /** Tasks enqueued by this run (a task already enqueued, by a retry or the other caller, is not counted). */
  enqueued: number;
}

/** Enqueues this many tasks at a time: each is a request to Cloud Tasks. */
const ENQUEUE_PARALLEL = 20;

/** Sets marketplaceMeta/recalls to the current count, with an updatedAt that always moves forward. */
export async function touchRecallsMeta(now: number = Date.now()): Promise<void> {
  const count = (await db().collection(RECALLS).count().get()).data().count;
  const ref = db().doc(RECALLS_META_PATH);
  await runTransaction(async (tx) => {
    const previous = (await tx.get(ref)).get('updatedAt') as unknown;
    const updatedAt = typeof previous === 'number' && previous >= now ? previous + 1 : now;
    tx.set(ref, { count, updatedAt });
  });
}

/** The recall's content, so an edit of the recall makes new task ids and a repeat of the same does not. */
function recallVersion(recall: Recall): string {
  return createHash('sha256').update(JSON.stringify(recall)).digest('hex').slice(0, 16);
}

/** Applies recalls/{recallId} to the marketplace (see the header). A deleted recall only updates the count. */
export async function applyRecall(recallId: string, now: number = Date.now()): Promise<RecallFanOut> {
  const outcome: RecallFanOut = { recallId, candidates: 0, enqueued: 0 };
  await touchRecallsMeta(now);
  const snap = await db().collection(RECALLS).doc(recallId).get();
  const recall = snap.exists ? toRecall(snap.id, snap.data() ?? {}) : null;
  if (!recall) return outcome;
  const version = recallVersion(recall);
  let batch: string[] = [];
  const flush = async () => {
    const results = await Promise.all(
      batch.map((listingId) => {
        const task: RecallListingTask = { recallId, listingId };
        return enqueue(RECALL_LISTING_QUEUE, task, { id: `recall/${recallId}/${listingId}/${version}` });
      }),
    );
    outcome.enqueued += results.filter((r) => r === 'enqueued').length;
    batch = [];
  };
  for await (const listingId of recallCandidates(recall)) {
    outcome.candidates += 1;
    batch.push(listingId);
    if (batch.length >= ENQUEUE_PARALLEL) await flush();
  }
  await flush();
  logger.info('recall fanned out', outcome);
  return outcome;
}
