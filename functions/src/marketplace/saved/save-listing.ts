// Saving a listing (users/{uid}/savedListings/{listingId}), through the api so the cap holds: at most
// MARKETPLACE_LIMITS.savedListingsPerUser per person, counted in the same transaction as the save.
// The saved document carries what the saved page shows (title, brand, price, status when saved), so
// that page is one query, not one read per listing. Unsaving stays a delete under the rules.
import { FieldValue } from 'firebase-admin/firestore';
import { userRef } from '../../lib/collections.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import { runTransaction } from '../../lib/transactions.js';
import { MARKETPLACE_LIMITS, PUBLIC_LISTING_STATUSES, type Listing } from '../../shared/marketplace.js';
import { db } from '../../lib/admin.js';

export const SAVED_LISTINGS_FULL_MESSAGE = `You have saved ${MARKETPLACE_LIMITS.savedListingsPerUser} listings, the most you can keep. Remove some on your saved page to save more.`;
export const SAVE_NOT_FOUND_MESSAGE = 'This listing does not exist or is no longer listed.';

export const SAVE_LIMIT: RateLimit = {
  scope: 'listing-save',
  max: 300,
  windowMs: 60 * 60 * 1000,
  message: 'You have saved a lot of listings in the last hour. Please try again later.',
};

export const savedListingsOf = (uid: string) => userRef(uid).collection('savedListings');

/** Saves `listingId` for `uid` (again is a no-op); 409 once the cap is reached. */
export async function saveListingFor(uid: string, listingId: string) {
  const ref = savedListingsOf(uid).doc(listingId);
  return runTransaction(async (tx) => {
    const [listingSnap, existing, count] = await Promise.all([
      tx.get(db().collection('listings').doc(listingId)),
      tx.get(ref),
      tx.get(savedListingsOf(uid).count()),
    ]);
    const listing = listingSnap.data() as Listing | undefined;
    if (!listing || !PUBLIC_LISTING_STATUSES.includes(listing.status)) throw notFound(SAVE_NOT_FOUND_MESSAGE);
    if (existing.exists) return { listingId, isSaved: true as const };
    if (count.data().count >= MARKETPLACE_LIMITS.savedListingsPerUser) throw conflict(SAVED_LISTINGS_FULL_MESSAGE);
    tx.create(ref, {
      listingId,
      savedAt: FieldValue.serverTimestamp(),
      title: listing.title,
      brand: listing.brand,
      priceCents: listing.priceCents,
      status: listing.status,
    });
    return { listingId, isSaved: true as const };
  });
}
