// A seller's and shopper's marketplace data for account export and deletion (account/user-data.ts,
// decision 003): their listings and photos, saved listings, seller record and seller account.
// Deletion removes listings that are not sold and their photos; a sold listing stays for its
// buyer's order, with the seller's first name replaced. Notifications are notificationsSource's.
import { db } from '../lib/admin.js';
import { userRef } from '../lib/collections.js';
import { singleDocumentSource, type UserDataSource } from '../account/data-source.js';
import { listingPhotoUrl, type Listing, type PhotoWidth } from '../shared/marketplace.js';
import { LISTINGS } from './listings/listing-doc.js';
import { listingPhotoPrefix } from './photos/photo-paths.js';
import { photoStore } from './photos/photo-store.js';
import { sellerRef } from './sellers.js';

/** What a sold listing's seller is called once they have deleted their account. */
export const FORMER_MEMBER = 'a former member';
const PAGE = 400;

const listingsOf = (uid: string) => db().collection(LISTINGS).where('sellerUid', '==', uid);

export const marketplaceListingsSource: UserDataSource = {
  name: 'marketplaceListings',
  collect: async (uid) => {
    const snap = await listingsOf(uid).get();
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
  remove: async (uid) => {
    const snap = await listingsOf(uid).get();
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
  },
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

export const sellerSource = singleDocumentSource('seller', sellerRef);
export const sellerAccountSource = singleDocumentSource('sellerAccount', (uid) =>
  db().collection('sellerAccounts').doc(uid),
);

export const MARKETPLACE_USER_DATA_SOURCES: readonly UserDataSource[] = [
  marketplaceListingsSource,
  savedListingsSource,
  sellerSource,
  sellerAccountSource,
];
