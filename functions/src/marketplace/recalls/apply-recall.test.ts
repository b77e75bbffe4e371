// applyRecall against the Firestore emulator: a new recall finds its candidates by query and gives
// each a recallListing task (drained here in-process, as the Tasks emulator would run them), which
// removes matching listings, tells sellers and buyers of sold matches and queues near matches; the
// recall count is kept, a listing of another brand is never a candidate, and a retry enqueues nothing.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/helpers/emulators.js';
import { db } from '../../lib/admin.js';
import { MemoryTaskQueue } from '../../lib/memory-task-queue.js';
import { useTaskSink } from '../../lib/task-queue.js';
import type { Listing } from '../../shared/marketplace.js';
import { nearMatchId, queueRef } from '../moderation/queue.js';
import {
  notificationsOf,
  recallFor,
  uniqueBrand,
  writeListing,
  writeOrder,
  writeRecall,
} from '../moderation/test-fixtures.js';
import { productRecallKeys } from '../screening/recall-keys.js';
import { RECALLS_META_PATH } from '../screening/recall-store.js';
import { screenListing } from '../screening/screen-listing.js';
import { applyRecall } from './apply-recall.js';
import { backfillRecallKeys } from './backfill-recall-keys.js';
import { recallCandidates } from './recall-candidates.js';
import { applyRecallToListing, RECALL_LISTING_QUEUE, type RecallListingTask } from './recall-listing.js';

let queue: MemoryTaskQueue;
let restore: () => void;
beforeEach(() => {
  queue = new MemoryTaskQueue();
  restore = useTaskSink(queue);
});
afterEach(() => restore());

/** The trigger, then its tasks run to the end: what they did, added up. */
async function applyAndDrain(recallId: string) {
  const fanOut = await applyRecall(recallId);
  const outcome = { recallId, removed: 0, buyersNotified: 0, nearMatches: 0 };
  await queue.drain({
    [RECALL_LISTING_QUEUE]: async (payload) => {
      const done = await applyRecallToListing(payload);
      outcome.removed += done.removed;
      outcome.buyersNotified += done.buyersNotified;
      outcome.nearMatches += done.nearMatches;
    },
  });
  return { fanOut, outcome };
}

const candidatesOf = async (...args: Parameters<typeof recallCandidates>) => {
  const ids: string[] = [];
  for await (const id of recallCandidates(...args)) ids.push(id);
  return ids;
};

const listingData = async (id: string) => (await db().collection('listings').doc(id).get()).data() as Listing;

describe('applyRecall', () => {
  it('removes a matching active listing, notifies its seller and the buyer of a sold match, once', async () => {
    const [seller, buyer] = await Promise.all([signedInUser(), signedInUser()]);
    const brand = uniqueBrand();
    const active = await writeListing(seller.uid, { brand });
    const reserved = await writeListing(seller.uid, { brand, status: 'reserved' });
    const sold = await writeListing(seller.uid, { brand, status: 'sold', soldAt: Date.now() });
    const outside = await writeListing(seller.uid, { brand, manufactureDate: '2022-01' });
    const otherModel = await writeListing(seller.uid, { brand, title: 'Harbor convertible', model: 'Harbor' });
    const draft = await writeListing(seller.uid, { brand, status: 'draft' });
    await writeOrder(sold, buyer.uid);
    const recall = recallFor(brand);
    await writeRecall(recall);

    const first = await applyAndDrain(recall.id);
    expect(first.outcome).toEqual({ recallId: recall.id, removed: 2, buyersNotified: 1, nearMatches: 0 });

    const removed = await listingData(active.id);
    expect(removed.status).toBe('removed');
    expect(removed.removedReason).toContain(recall.hazard);
    expect(removed.removedReason).toContain(`Remedy: ${recall.remedy}`);
    expect(removed.screening).toMatchObject({ status: 'blocked', recallId: recall.id });
    expect((await listingData(reserved.id)).status).toBe('removed');
    expect(await listingData(sold.id)).toMatchObject({ status: 'sold', screening: { recallId: recall.id } });
    for (const untouched of [outside, otherModel, draft]) {
      expect((await listingData(untouched.id)).status).toBe(untouched.status);
    }

    const sellerNotes = await notificationsOf(seller.uid);
    expect(sellerNotes.map((n) => n.id).sort()).toEqual(
      [active.id, reserved.id].map((id) => `recall-${recall.id}-${id}-${seller.uid}`).sort(),
    );
    expect(sellerNotes[0]).toMatchObject({ kind: 'recall', readAt: null, link: '/marketplace/my-listings' });
    expect(sellerNotes[0]?.body).toMatch(/was removed: it matches a recall of the .* Hatchling 30 Infant Car Seat/);
    const buyerNotes = await notificationsOf(buyer.uid);
    expect(buyerNotes).toHaveLength(1);
    expect(buyerNotes[0]).toMatchObject({ id: `recall-${recall.id}-${sold.id}-${buyer.uid}`, kind: 'recall' });

    // Applied again (each task run once more, as after Cloud Tasks forgets their ids): nothing new.
    const again = new MemoryTaskQueue();
    restore();
    restore = useTaskSink((queue = again));
    const second = await applyAndDrain(recall.id);
    expect(second.outcome).toEqual({ recallId: recall.id, removed: 0, buyersNotified: 1, nearMatches: 0 });
    expect(await notificationsOf(seller.uid)).toHaveLength(2);
    expect(await notificationsOf(buyer.uid)).toHaveLength(1);
  });

  it('queues a near match for review and leaves the listing listed', async () => {
    const seller = await signedInUser();
    const brand = uniqueBrand();
    const listing = await writeListing(seller.uid, { brand, manufactureDate: '2024-08' });
    const recall = recallFor(brand);
    await writeRecall(recall);
    expect((await applyAndDrain(recall.id)).outcome).toMatchObject({ removed: 0, nearMatches: 1 });
    expect((await listingData(listing.id)).status).toBe('active');
    const item = (await queueRef(nearMatchId(listing.id, recall.id)).get()).data();
    expect(item).toMatchObject({ kind: 'near-match', status: 'open', listingId: listing.id, sellerUid: seller.uid });
    expect(await notificationsOf(seller.uid)).toEqual([]);
  });

  it('matches on the catalog product a listing was made from, whatever the seller typed (issue 23 #13)', async () => {
    const seller = await signedInUser();
    const brand = uniqueBrand();
    const productId = `recalled-product-${brand}`;
    const product = { title: 'Hatchling 30 Infant Car Seat', brand, category: 'car-seats', subcategory: 'infant' };
    await db()
      .collection('products')
      .doc(productId)
      .set({ ...product, recallKeys: productRecallKeys(product) });
    const disguise = { productId, brand: 'Other Brand', title: 'Infant seat', model: 'IS-1' };
    const inRange = await writeListing(seller.uid, { ...disguise, manufactureDate: '2023-09' });
    const outside = await writeListing(seller.uid, { ...disguise, manufactureDate: '2019-01' });
    const recall = recallFor(brand);
    await writeRecall(recall);
    expect((await applyAndDrain(recall.id)).outcome).toMatchObject({ removed: 1, nearMatches: 1 });
    expect(await listingData(inRange.id)).toMatchObject({ status: 'removed' });
    // A date far outside the range does not clear the recalled product: held for an admin.
    expect(await listingData(outside.id)).toMatchObject({ status: 'active' });
    expect((await queueRef(nearMatchId(outside.id, recall.id)).get()).exists).toBe(true);
  });

  it('keeps marketplaceMeta/recalls current so the next screening sees the new recall at once', async () => {
    const brand = uniqueBrand();
    const seller = await signedInUser();
    const input = await writeListing(seller.uid, { brand, status: 'draft' });
    expect((await screenListing(input, Date.now())).status).toBe('clear');
    const before = (await db().doc(RECALLS_META_PATH).get()).data();
    const recall = recallFor(brand);
    await writeRecall(recall);
    await applyAndDrain(recall.id);
    const meta = (await db().doc(RECALLS_META_PATH).get()).data() as { count: number; updatedAt: number };
    expect(meta.count).toBe((await db().collection('recalls').count().get()).data().count);
    if (before) expect(meta.updatedAt).toBeGreaterThan(before.updatedAt as number);
    const screening = await screenListing(input, Date.now());
    expect(screening).toMatchObject({ status: 'blocked', recallId: recall.id, recallsChecked: meta.count });
  });

  it('only updates the count for a deleted recall', async () => {
    const recall = recallFor(uniqueBrand());
    await writeRecall(recall);
    await db().collection('recalls').doc(recall.id).delete();
    expect(await applyRecall(recall.id)).toEqual({ recallId: recall.id, candidates: 0, enqueued: 0 });
    expect(queue.enqueued).toEqual([]);
  });

  it('reads only candidates: another brand, a draft or a removed listing is never found', async () => {
    const seller = await signedInUser();
    const brand = uniqueBrand();
    const active = await writeListing(seller.uid, { brand });
    const sold = await writeListing(seller.uid, { brand, status: 'sold', soldAt: Date.now() });
    const other = await writeListing(seller.uid, { brand: uniqueBrand(), title: 'Hatchling 30 Infant Car Seat' });
    const draft = await writeListing(seller.uid, { brand, status: 'draft' });
    const removed = await writeListing(seller.uid, { brand, status: 'removed' });
    const recall = recallFor(brand);
    await writeRecall(recall);
    const found = await candidatesOf(recall);
    expect(found.sort()).toEqual([active.id, sold.id].sort());
    for (const never of [other, draft, removed]) expect(found).not.toContain(never.id);
    const fanOut = await applyRecall(recall.id);
    expect(fanOut).toEqual({ recallId: recall.id, candidates: 2, enqueued: 2 });
    expect(queue.enqueued.map((t) => (t.payload as RecallListingTask).listingId).sort()).toEqual(found.sort());
  });

  it('finds a brand spelled in the title and one typed one letter off, a page at a time', async () => {
    const seller = await signedInUser();
    const brand = `Brand${randomUUID().slice(0, 6)}`;
    const inTitle = await writeListing(seller.uid, { brand: 'Other', title: `${brand} Hatchling 30 Infant Car Seat` });
    const spaced = await writeListing(seller.uid, {
      brand: '',
      title: `Infant seat by ${brand.split('').join(' ')}`,
      model: 'Hatchling 30',
    });
    const typo = await writeListing(seller.uid, { brand: `${brand.slice(0, 3)}${brand.slice(4)}` });
    const swapped = await writeListing(seller.uid, {
      brand: `${brand.slice(0, 2)}${brand[3]}${brand[2]}${brand.slice(4)}`,
    });
    const recall = recallFor(brand);
    await writeRecall(recall);
    const wanted = [inTitle, spaced, typo, swapped].map((l) => l.id).sort();
    expect((await candidatesOf(recall, 2)).sort()).toEqual(wanted);
    expect((await applyAndDrain(recall.id)).outcome).toMatchObject({ removed: 2, nearMatches: 2 });
    expect((await listingData(inTitle.id)).status).toBe('removed');
    expect((await listingData(spaced.id)).status).toBe('removed');
    for (const near of [typo, swapped]) {
      expect((await listingData(near.id)).status).toBe('active');
      expect((await queueRef(nearMatchId(near.id, recall.id)).get()).exists).toBe(true);
    }
  });

  it('finds a listing stored before recall keys existed once the repair has run', async () => {
    const seller = await signedInUser();
    const brand = uniqueBrand();
    const legacy = await writeListing(seller.uid, { brand });
    await db().collection('listings').doc(legacy.id).update({ recallKeys: FieldValue.delete() });
    const recall = recallFor(brand);
    await writeRecall(recall);
    expect(await candidatesOf(recall)).toEqual([]);
    await backfillRecallKeys();
    expect(await candidatesOf(recall)).toEqual([legacy.id]);
    expect((await listingData(legacy.id)).updatedAt).toBe(legacy.updatedAt);
  });

  it('enqueues each task once when the trigger is retried, and again for a changed recall', async () => {
    const seller = await signedInUser();
    const brand = uniqueBrand();
    await Promise.all([writeListing(seller.uid, { brand }), writeListing(seller.uid, { brand, status: 'reserved' })]);
    const recall = recallFor(brand);
    await writeRecall(recall);
    expect(await applyRecall(recall.id)).toMatchObject({ candidates: 2, enqueued: 2 });
    expect(await applyRecall(recall.id)).toMatchObject({ candidates: 2, enqueued: 0 });
    expect(queue.enqueued).toHaveLength(2);
    expect(queue.duplicates).toHaveLength(2);
    await writeRecall({ ...recall, manufacturedTo: '2024-12' });
    expect(await applyRecall(recall.id)).toMatchObject({ candidates: 2, enqueued: 2 });
  });
});
