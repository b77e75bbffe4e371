// Seller records against the emulators: the public seller id, the first name's sources and copying the
// record onto listings.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { adminAuth, db } from '../lib/admin.js';
import type { Listing } from '../shared/marketplace.js';
import { sampleInput } from './listings/test-input.js';
import { writeListing } from './moderation/test-fixtures.js';
import { ensureSeller, ensureSellerId, sellerIdOf, sellerRef, sellerUidOf, syncSellerToListings } from './sellers.js';

const app = createApp();
const sellerOf = async (id: string) => ((await db().collection('listings').doc(id).get()).data() as Listing).seller;

/** Every string anywhere in a document's data, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('sellers', () => {
  it('names a seller by the first word of their Auth name when their profile has none, once', async () => {
    const { uid } = await signedInUser();
    await adminAuth().updateUser(uid, { displayName: 'Jo Bloggs-Smith' });
    const made = await ensureSeller(uid, 'Denver');
    expect(made).toMatchObject({ firstName: 'Jo', ratingCount: 0, completedSales: 0 });
    await adminAuth().updateUser(uid, { displayName: 'Changed Name' });
    expect(await ensureSeller(uid)).toMatchObject({ id: made.id, firstName: 'Jo' });
    expect((await sellerRef(made.id).get()).data()).toMatchObject({
      city: 'Denver',
      ratingAverage: null,
      responseHours: null,
    });
  });

  it('gives each seller one public id, made once even when asked for at the same time', async () => {
    const [a, b] = await Promise.all([signedInUser(), signedInUser()]);
    const ids = await Promise.all([ensureSellerId(a.uid), ensureSellerId(a.uid), ensureSellerId(b.uid)]);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(await sellerIdOf(a.uid)).toBe(ids[0]);
    expect(await sellerUidOf(ids[0])).toBe(a.uid);
    expect(await sellerUidOf('no-such-seller-id')).toBeNull();
  });

  // Issue 23 #7: a uid is public elsewhere (registries), so no public marketplace record may hold one.
  it("keeps the seller's uid out of everything public: the listing, its seller copy, the profile", async () => {
    const seller = await signedInUser();
    await adminAuth().updateUser(seller.uid, { displayName: 'Rosa Lind' });
    const res = await request(app)
      .post('/api/marketplace/listings')
      .set(bearer(seller))
      .send(sampleInput({ title: 'Oak Rocking Horse' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id } = res.body as Listing;
    const listing = (await db().collection('listings').doc(id).get()).data() as Listing;
    const profile = (await sellerRef(listing.sellerId).get()).data();
    expect(listing.seller.id).toBe(listing.sellerId);
    expect(listing.sellerId).not.toContain(seller.uid);
    for (const [what, data] of [
      ['listing', listing],
      ['seller profile', profile],
      ["the api's answer", res.body],
    ] as const) {
      expect(
        stringsIn(data).filter((s) => s.includes(seller.uid)),
        what,
      ).toEqual([]);
    }
    expect(listing).not.toHaveProperty('sellerUid');
    expect((await sellerRef(seller.uid).get()).exists).toBe(false);
  });

  it('copies the seller record onto the listings buyers can act on, leaving updatedAt alone', async () => {
    const { uid } = await signedInUser();
    const { id } = await ensureSeller(uid, 'Austin');
    const [active, reserved, sold, removed] = await Promise.all([
      writeListing(uid, { status: 'active' }),
      writeListing(uid, { status: 'reserved' }),
      writeListing(uid, { status: 'sold' }),
      writeListing(uid, { status: 'removed' }),
    ]);
    const updatedAt = async (listingId: string) =>
      (await db().collection('listings').doc(listingId).get()).get('updatedAt') as unknown;
    const before = await Promise.all([active, reserved].map((l) => updatedAt(l.id)));
    await sellerRef(id).update({ ratingAverage: 4.5, ratingCount: 2, completedSales: 2 });
    expect(await syncSellerToListings(id)).toBe(2);
    for (const l of [active, reserved]) {
      expect(await sellerOf(l.id)).toMatchObject({ id, ratingAverage: 4.5, ratingCount: 2, completedSales: 2 });
    }
    expect(await Promise.all([active, reserved].map((l) => updatedAt(l.id)))).toEqual(before);
    // A sold listing keeps the record it sold with; a removed one is never touched.
    expect(await sellerOf(sold.id)).toEqual(sold.seller);
    expect(await sellerOf(removed.id)).toEqual(removed.seller);
  });
});
