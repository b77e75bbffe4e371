// Export and deletion of a person's listings, photos, saved listings and seller records, against the emulators.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/helpers/emulators.js';
import { collectUserData, deleteUserData, USER_DATA_SOURCES } from '../account/user-data.js';
import { db } from '../lib/admin.js';
import { userRef } from '../lib/collections.js';
import type { Listing } from '../shared/marketplace.js';
import { FORMER_MEMBER } from './account-data.js';
import { writeListing } from './moderation/test-fixtures.js';
import { photoObjectPath } from './photos/photo-paths.js';
import { photoStore } from './photos/photo-store.js';
import { ensureSeller, sellerIdRef, sellerRef, sellerUidOf } from './sellers.js';

const photo = { id: 'ph1', widths: [320, 640, 1080], aspect: 1, alt: 'Front' };

beforeAll(() => {
  process.env.MARKETPLACE_PHOTO_DIR = mkdtempSync(path.join(tmpdir(), 'recess-account-photos-'));
});

describe('marketplace account data', () => {
  it('exports listings with photo addresses, saved listings and seller records, and deletion keeps sold ones nameless', async () => {
    const { uid } = await signedInUser();
    await userRef(uid).set({ first: 'Rosa' });
    const { id: sellerId } = await ensureSeller(uid, 'Boston');
    await db().collection('sellerAccounts').doc(uid).set({ balanceCents: 1200 }, { merge: true });
    const [draft, sold] = await Promise.all([
      writeListing(uid, { status: 'active', photos: [photo] }),
      writeListing(uid, { status: 'sold', photos: [photo] }),
    ]);
    await userRef(uid).collection('savedListings').doc('other-listing').set({ listingId: 'other-listing', savedAt: 1 });
    for (const l of [draft, sold]) await photoStore().put(photoObjectPath(l.id, photo.id, 320), Buffer.from('webp'));

    const exported = await collectUserData(uid, USER_DATA_SOURCES);
    const listings = exported.marketplaceListings as (Listing & { photos: { urls: string[] }[] })[];
    expect(listings.map((l) => l.id).sort()).toEqual([draft.id, sold.id].sort());
    expect(listings[0]!.photos[0]!.urls).toHaveLength(3);
    expect(exported.savedListings).toEqual([{ id: 'other-listing', listingId: 'other-listing', savedAt: 1 }]);
    expect(exported.seller).toMatchObject({ id: sellerId, firstName: 'Rosa', city: 'Boston' });
    expect(exported.sellerAccount).toEqual({ uid, sellerId, balanceCents: 1200 });

    await deleteUserData(uid, USER_DATA_SOURCES);
    expect((await db().collection('listings').doc(draft.id).get()).exists).toBe(false);
    expect(await photoStore().get(photoObjectPath(draft.id, photo.id, 320))).toBeNull();
    const kept = (await db().collection('listings').doc(sold.id).get()).data() as Listing;
    expect(kept.seller.firstName).toBe(FORMER_MEMBER);
    expect(await photoStore().get(photoObjectPath(sold.id, photo.id, 320))).not.toBeNull();
    // The profile, the way from its public id back to the account, and the account: all gone.
    expect((await sellerRef(sellerId).get()).exists).toBe(false);
    expect((await sellerIdRef(sellerId).get()).exists).toBe(false);
    expect(await sellerUidOf(sellerId)).toBeNull();
    const after = await collectUserData(uid, USER_DATA_SOURCES);
    expect([after.savedListings, after.seller, after.sellerAccount]).toEqual([null, null, null]);
  });
});
