// screenListing against the emulator: reads the recall list, sees a new recall at once, and sets
// aside near matches an admin approved for the listing.
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/helpers/emulators.js';
import { db } from '../../lib/admin.js';
import { nearMatchId, queueItem, queueRef } from '../moderation/queue.js';
import { listingDoc, recallFor, uniqueBrand, writeRecall } from '../moderation/test-fixtures.js';
import { RECALLS_META_PATH } from './recall-store.js';
import { screenListing } from './screen-listing.js';

describe('screenListing', () => {
  it('checks against every recall and sees a new one on the next call', async () => {
    const brand = uniqueBrand();
    const listing = listingDoc('seller-x', { brand });
    const first = await screenListing(listing, Date.now());
    expect(first.status).toBe('clear');
    const recall = recallFor(brand);
    await writeRecall(recall);
    const meta = (await db().doc(RECALLS_META_PATH).get()).data() as { count: number };
    const second = await screenListing(listing, Date.now());
    expect(second).toMatchObject({ status: 'blocked', recallId: recall.id, recallsChecked: meta.count });
    expect(second.recallsChecked).toBeGreaterThan(0);
  });

  it('holds a near match for review until an admin approves it for that listing', async () => {
    const seller = await signedInUser();
    const brand = uniqueBrand();
    const recall = recallFor(brand);
    await writeRecall(recall);
    const listing = listingDoc(seller.uid, { brand, manufactureDate: '2024-08' });
    expect(await screenListing(listing, Date.now(), { listingId: listing.id })).toMatchObject({
      status: 'review',
      recallId: recall.id,
    });
    const id = nearMatchId(listing.id, recall.id);
    await queueRef(id).set({
      ...queueItem(id, 'near-match', { ...listing, sellerUid: seller.uid }, 'held', recall.id, null, Date.now()),
      status: 'approved',
    });
    expect((await screenListing(listing, Date.now(), { listingId: listing.id })).status).toBe('clear');
    // Another listing of the same model is still held: the approval was for that listing only.
    const other = listingDoc(seller.uid, { brand, manufactureDate: '2024-08' });
    expect((await screenListing(other, Date.now(), { listingId: other.id })).status).toBe('review');
  });
});
