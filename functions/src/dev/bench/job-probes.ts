// The scale bench's background-job probes (issue 26 §2): the reads of one recall and of one settled
// order, each with few and with many lifetime listings in the collection, which should not matter.
import { performance } from 'node:perf_hooks';
import { getAuth } from 'firebase-admin/auth';
import { ACCOUNT_JOB_QUEUE, runAccountJobTask } from '../../account/run-account-job.js';
import { startAccountJob } from '../../account/start-account-job.js';
import { adminApp, db } from '../../lib/admin.js';
import { MemoryTaskQueue } from '../../lib/memory-task-queue.js';
import { useTaskSink } from '../../lib/task-queue.js';
import { applyRecall } from '../../marketplace/recalls/apply-recall.js';
import { applyRecallToListing, RECALL_LISTING_QUEUE } from '../../marketplace/recalls/recall-listing.js';
import { settleOrder } from '../../marketplace/orders/settle.js';
import { listingRecallKeys } from '../../marketplace/screening/recall-keys.js';
import type { Listing } from '../../shared/marketplace.js';
import { readsOf } from './read-counter.js';
import { syntheticListing, writeMany } from './synthetic.js';

const RECALLED_BRAND = 'Moonmeadow';

function withKeys(listing: Listing): Listing {
  return { ...listing, recallKeys: listingRecallKeys(listing) };
}

/**
 * Grows `listings` to `total` lifetime listings of one seller, of other brands: 12 still active (a
 * seller may have at most 150), the rest sold. Then 5 active listings of the recalled brand, anew for
 * each run (the run before removed its own).
 */
async function growListings(from: number, total: number, sellerId: string, now: number): Promise<void> {
  await writeMany(
    db(),
    'listings',
    total - from,
    (i) => {
      const status = from + i < 12 ? 'active' : 'sold';
      return withKeys({
        ...syntheticListing(from + i, now, status),
        sellerId,
        seller: { ...syntheticListing(from + i, now).seller, id: sellerId },
      });
    },
    (i) => `job-l${from + i}`,
  );
  await writeMany(
    db(),
    'listings',
    5,
    (i) =>
      withKeys({
        ...syntheticListing(900_000 + i, now),
        brand: RECALLED_BRAND,
        title: `${RECALLED_BRAND} Soothe Bassinet`,
        manufactureDate: '2024-03',
      }),
    (i) => `job-recalled-${total}-${i}`,
  );
}

async function recallReads(run: number, now: number): Promise<string> {
  const id = `bench-recall-${run}`;
  await db()
    .collection('recalls')
    .doc(id)
    .set({
      ...{ brand: RECALLED_BRAND, productName: 'Soothe Bassinet', modelNames: ['Soothe'], modelNumbers: [] },
      ...{
        manufacturedFrom: '2023-01',
        manufacturedTo: '2025-12',
        hazard: 'The frame can fold.',
        remedy: 'Stop using it.',
      },
      ...{ noticeDate: '2026-11-01', category: 'nursery' },
    });
  const queue = new MemoryTaskQueue();
  const restore = useTaskSink(queue);
  try {
    const fanOut = await readsOf(() => applyRecall(id, now));
    const tasks = await readsOf(() =>
      queue.drain({ [RECALL_LISTING_QUEUE]: (payload) => applyRecallToListing(payload, now) }),
    );
    return `one recall: ${fanOut.reads} reads to find ${fanOut.result.candidates} candidates, then ${tasks.reads} reads over their ${tasks.result} tasks`;
  } finally {
    restore();
  }
}

async function settleReads(run: number, sellerUid: string, sellerId: string, now: number): Promise<string> {
  const orderId = `bench-order-${run}`;
  await db()
    .collection('orders')
    .doc(orderId)
    .set({
      ...{ status: 'delivered', protectionEndsAt: now - 1, sellerUid, buyerUid: 'bench-buyer', listingId: 'job-l0' },
      ...{ listing: { title: 'Bench Stroller', brand: 'Graco' }, fulfilment: 'ship' },
      ...{ amounts: { itemCents: 12_000, payoutCents: 10_000 }, statusHistory: [], updatedAt: now },
    });
  const settled = await readsOf(() => settleOrder({ orderId, now }));
  return `one settled order: ${settled.reads} reads${settled.result ? '' : ' (not completed!)'}`;
}

/** The deletion of a person with `count` analytics events (a year of a heavy user), as background tasks. */
async function deletionReads(count: number): Promise<string> {
  const uid = `bench-heavy-${count}`;
  await getAuth(adminApp()).createUser({ uid });
  await writeMany(
    db(),
    'analytics_events',
    count,
    (i) => ({ name: 'Page Viewed', userId: uid, anonymousId: 'a', sessionId: 's', timestamp: i, properties: {} }),
    (i) => `${uid}-${i}`,
  );
  const queue = new MemoryTaskQueue();
  const restore = useTaskSink(queue);
  try {
    const started = performance.now();
    const run = await readsOf(async () => {
      await startAccountJob(uid, 'delete');
      let tasks = 0;
      for (let ran = -1; ran !== 0; tasks += ran) {
        ran = await queue.drain({ [ACCOUNT_JOB_QUEUE]: (payload) => runAccountJobTask(payload, 0) });
      }
      return tasks;
    });
    const left = (await db().collection('analytics_events').where('userId', '==', uid).count().get()).data().count;
    return (
      `deleting a person with ${count.toLocaleString('en-US')} documents: ${run.reads.toLocaleString('en-US')} reads, ` +
      `${run.result} task runs, ${((performance.now() - started) / 1000).toFixed(1)} s on the emulator, ${left} left`
    );
  } finally {
    restore();
  }
}

/** Prints the probes at 1,000 and 10,000 lifetime listings of one seller. */
export async function benchJobs(now: number): Promise<void> {
  const sellerUid = 'bench-seller-uid';
  const sellerId = 'bench-seller';
  await db()
    .collection('sellerAccounts')
    .doc(sellerUid)
    .set({ uid: sellerUid, sellerId, balanceCents: 0, payouts: [] });
  await db().collection('sellers').doc(sellerId).set({ id: sellerId, firstName: 'Maya', completedSales: 0 });
  console.log('background jobs, by lifetime listings (one seller, 12 of them still active)');
  let written = 0;
  for (const [run, total] of [1_000, 10_000].entries()) {
    await growListings(written, total, sellerId, now);
    written = total;
    console.log(
      `  ${total.toLocaleString('en-US')} lifetime listings: ${await recallReads(run, now)}; ${await settleReads(run, sellerUid, sellerId, now)}`,
    );
  }
  for (const count of [2_000, 20_000]) console.log(`  ${await deletionReads(count)}`);
}
