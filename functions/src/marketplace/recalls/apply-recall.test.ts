// applyRecall against the Firestore emulator: a new recall removes matching listings, tells sellers
// and buyers of sold matches, queues near matches, keeps the recall count, and is idempotent.
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/helpers/emulators.js';
import { db } from '../../lib/admin.js';
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
import { RECALLS_META_PATH } from '../screening/recall-store.js';
import { screenListing } from '../screening/screen-listing.js';
import { applyRecall } from './apply-recall.js';

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

    const first = await applyRecall(recall.id);
    expect(first).toEqual({ recallId: recall.id, removed: 2, buyersNotified: 1, nearMatches: 0 });

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

    const second = await applyRecall(recall.id);
    expect(second).toEqual({ recallId: recall.id, removed: 0, buyersNotified: 1, nearMatches: 0 });
    expect(await notificationsOf(seller.uid)).toHaveLength(2);
    expect(await notificationsOf(buyer.uid)).toHaveLength(1);
  });

  it('queues a near match for review and leaves the listing listed', async () => {
    const seller = await signedInUser();
    const brand = uniqueBrand();
    const listing = await writeListing(seller.uid, { brand, manufactureDate: '2024-08' });
    const recall = recallFor(brand);
    await writeRecall(recall);
    expect(await applyRecall(recall.id)).toMatchObject({ removed: 0, nearMatches: 1 });
    expect((await listingData(listing.id)).status).toBe('active');
    const item = (await queueRef(nearMatchId(listing.id, recall.id)).get()).data();
    expect(item).toMatchObject({ kind: 'near-match', status: 'open', listingId: listing.id, sellerUid: seller.uid });
    expect(await notificationsOf(seller.uid)).toEqual([]);
  });

  it('matches on the catalog product a listing was made from, whatever the seller typed (issue 23 #13)', async () => {
    const seller = await signedInUser();
    const brand = uniqueBrand();
    const productId = `recalled-product-${brand}`;
    await db()
      .collection('products')
      .doc(productId)
      .set({ title: 'Hatchling 30 Infant Car Seat', brand, category: 'car-seats', subcategory: 'infant' });
    const disguise = { productId, brand: 'Other Brand', title: 'Infant seat', model: 'IS-1' };
    const inRange = await writeListing(seller.uid, { ...disguise, manufactureDate: '2023-09' });
    const outside = await writeListing(seller.uid, { ...disguise, manufactureDate: '2019-01' });
    const recall = recallFor(brand);
    await writeRecall(recall);
    expect(await applyRecall(recall.id)).toMatchObject({ removed: 1, nearMatches: 1 });
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
    await applyRecall(recall.id);
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
    expect(await applyRecall(recall.id)).toEqual({
      recallId: recall.id,
      removed: 0,
      buyersNotified: 0,
      nearMatches: 0,
    });
  });
});
