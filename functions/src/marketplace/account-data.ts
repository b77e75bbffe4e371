// A seller's and shopper's marketplace data for account export and deletion (account/user-data.ts,
// decision 003): their listings and photos, saved listings, seller record and seller account.
// Deletion removes listings that are not sold and their photos; a sold listing stays for its
// buyer's order, with the seller's first name replaced. Notifications are notificationsSource's.
import { db } from '../lib/admin.js';
import { userRef } from '../lib/collections.js';
import { singleDocumentSource, type UserDataSource } from '../lib/data-source.js';
import { listingPhotoUrl, type Listing, type PhotoWidth } from '../shared/marketplace.js';
import { LISTINGS } from './listings/listing-doc.js';
import { listingPhotoPrefix } from './photos/photo-paths.js';
import { photoStore } from './photos/photo-store.js';
import { forgetSellerIds, sellerAccountRef, sellerIdOf, sellerIdRef, sellerRef } from './sellers.js';

/** What a sold listing's seller is called once they have deleted their account. */
export const FORMER_MEMBER = 'a former member';
const PAGE = 400;

const listingsOf = (sellerId: string) => db().collection(LISTINGS).where('sellerId', '==', sellerId);

/**
 * Listings, the seller profile, the public id's mapping, then the seller account that holds the id: in
 * that order, so nothing is left behind that only the id could find. The three sources below each
 * ask for it; the first starts it and the others wait for the same run.
 */
const teardowns = new Map<string, Promise<void>>();
function tearDownSeller(uid: string): Promise<void> {
  let run = teardowns.get(uid);
  if (!run) {
    run = removeSellerData(uid).finally(() => teardowns.delete(uid));
    teardowns.set(uid, run);
  }
  return run;
}

async function removeSellerData(uid: string): Promise<void> {
  const sellerId = await sellerIdOf(uid);
  if (sellerId) {
    await removeListings(sellerId);
    await db().batch().delete(sellerRef(sellerId)).delete(sellerIdRef(sellerId)).commit();
  }
  await sellerAccountRef(uid).delete();
  forgetSellerIds(uid, sellerId);
}

async function removeListings(sellerId: string): Promise<void> {
  const snap = await listingsOf(sellerId).get();
  const store = photoStore();
  for (let i = 0; i < snap.docs.length; i += PAGE) {
    const page = snap.docs.slice(i, i + PAGE);
    const batch = db().batch();
    for (const d of page) {
      if (d.get('status') === 'sold') batch.update(d.ref, { 'seller.firstName': FORMER_MEMBER });
      else batch.delete(d.ref);
    }
    await batch.commit();
    // Photos after their listing, so no listing ever points at a missing photo.
    await Promise.all(
      page.filter((d) => d.get('status') !== 'sold').map((d) => store.deletePrefix(listingPhotoPrefix(d.id))),
    );
  }
}

export const marketplaceListingsSource: UserDataSource = {
  name: 'marketplaceListings',
  collect: async (uid) => {
    const sellerId = await sellerIdOf(uid);
    if (!sellerId) return null;
    const snap = await listingsOf(sellerId).get();
    if (snap.empty) return null;
    // Each photo with the address it is served at, so the export points at the image files.
    return snap.docs.map((d) => {
      const listing = d.data() as Listing;
      const photos = (listing.photos ?? []).map((p) => ({
        ...p,
        urls: p.widths.map((w) => listingPhotoUrl(d.id, p.id, w as PhotoWidth)),
      }));
      return { ...listing, id: d.id, photos };
    });
  },
  remove: tearDownSeller,
};

/** users/{uid}/savedListings/{listingId}: at most savedListingsPerUser documents. */
export const savedListingsSource: UserDataSource = {
  name: 'savedListings',
  collect: async (uid) => {
    const snap = await userRef(uid).collection('savedListings').get();
    return snap.empty ? null : snap.docs.map((d) => ({ id: d.id, ...d.data() }));
  },
  remove: async (uid) => {
    for (;;) {
      const snap = await userRef(uid).collection('savedListings').limit(PAGE).get();
      if (snap.empty) return;
      const batch = db().batch();
      for (const d of snap.docs) batch.delete(d.ref);
      await batch.commit();
    }
  },
};

/** sellers/{sellerId}: the public profile. */
export const sellerSource: UserDataSource = {
  name: 'seller',
  collect: async (uid) => {
    const sellerId = await sellerIdOf(uid);
    const snap = sellerId ? await sellerRef(sellerId).get() : null;
    return snap?.exists ? { id: snap.id, ...snap.data() } : null;
  },
  remove: tearDownSeller,
};

/** sellerAccounts/{uid}: balance, payouts and the public id. */
export const sellerAccountSource: UserDataSource = {
  ...singleDocumentSource('sellerAccount', sellerAccountRef),
  remove: tearDownSeller,
};

export const MARKETPLACE_USER_DATA_SOURCES: readonly UserDataSource[] = [
  marketplaceListingsSource,
  savedListingsSource,
  sellerSource,
  sellerAccountSource,
];
