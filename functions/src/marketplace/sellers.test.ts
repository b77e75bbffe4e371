// Seller records against the emulators: the first name's sources and copying the record onto listings.
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/helpers/emulators.js';
import { adminAuth, db } from '../lib/admin.js';
import type { Listing } from '../shared/marketplace.js';
import { writeListing } from './moderation/test-fixtures.js';
import { ensureSeller, sellerRef, syncSellerToListings } from './sellers.js';

const sellerOf = async (id: string) => ((await db().collection('listings').doc(id).get()).data() as Listing).seller;

describe('sellers', () => {
  it('names a seller by the first word of their Auth name when their profile has none, once', async () => {
    const { uid } = await signedInUser();
    await adminAuth().updateUser(uid, { displayName: 'Jo Bloggs-Smith' });
    expect(await ensureSeller(uid, 'Denver')).toMatchObject({
      uid,
      firstName: 'Jo',
      ratingCount: 0,
      completedSales: 0,
    });
    await adminAuth().updateUser(uid, { displayName: 'Changed Name' });
    expect((await ensureSeller(uid)).firstName).toBe('Jo');
    expect((await sellerRef(uid).get()).data()).toMatchObject({
      city: 'Denver',
      ratingAverage: null,
      responseHours: null,
    });
  });

  it('copies the seller record onto every listing that is not removed', async () => {
    const { uid } = await signedInUser();
    await ensureSeller(uid, 'Austin');
    const [active, sold, removed] = await Promise.all([
      writeListing(uid, { status: 'active' }),
      writeListing(uid, { status: 'sold' }),
      writeListing(uid, { status: 'removed' }),
    ]);
    await sellerRef(uid).update({ ratingAverage: 4.5, ratingCount: 2, completedSales: 2 });
    expect(await syncSellerToListings(uid)).toBe(2);
    for (const l of [active, sold]) {
      expect(await sellerOf(l.id)).toMatchObject({ uid, ratingAverage: 4.5, ratingCount: 2, completedSales: 2 });
    }
    expect(await sellerOf(removed.id)).toEqual(removed.seller);
  });
});
