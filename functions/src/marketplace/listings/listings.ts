// Create, edit, publish and remove a listing (POST/PATCH /api/marketplace/listings...). Each change
// reads then writes in one transaction; publishing and editing an active listing screen it against
// recalls and the prohibited-items policy first (screening/), and publishing holds to the limit.
import { conflict, HttpError } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  activeListingLimit,
  MARKETPLACE_LIMITS,
  type Listing,
  type ListingInput,
  type ListingScreening,
  type ListingStatus,
} from '../../shared/marketplace.js';
import { recordScreeningFinding } from '../moderation/queue.js';
import { screenListing } from '../screening/screen-listing.js';
import { ensureSeller, sellerRef } from '../sellers.js';
import { inputFields, LISTINGS, listingRef, newListing, pickupArea, readOwnListing } from './listing-doc.js';
import { db } from '../../lib/admin.js';
import { assertListingFree, LISTING_PAYING_MESSAGE } from '../orders/open-sales.js';

export const REVIEW_MESSAGE =
  'Your listing looks close to a product on a recall list, so an admin will check it against that recall within a day. We will let you know when it is live.';
export const NEEDS_PHOTO_MESSAGE = 'Add at least one photo before publishing.';
export const TOO_MANY_PHOTOS_MESSAGE = `A listing can have at most ${MARKETPLACE_LIMITS.photosMax} photos.`;
export const CLOSED_MESSAGE = 'This listing is sold or removed and cannot be changed.';
export const RESERVED_MESSAGE = 'A buyer is paying for this listing right now, so it cannot be changed.';
export const ALREADY_PUBLISHED_MESSAGE = 'This listing is already published.';

export function limitMessage(limit: number): string {
  return `You have ${limit} listings for sale, your limit for now. Each completed sale raises it; end a listing to publish this one.`;
}

/** What an endpoint answers: 200/201 with the listing, 202 when held for an admin. */
export interface ListingResult {
  status: 200 | 201 | 202;
  listing: Listing;
  message?: string;
}

const findingOf = (l: Listing, sellerUid: string) => ({
  id: l.id,
  sellerUid,
  title: l.title,
  brand: l.brand,
  model: l.model,
});

export async function createListing(uid: string, input: ListingInput, now = Date.now()): Promise<ListingResult> {
  const area = pickupArea(input.pickupZip);
  const seller = await ensureSeller(uid, area.city, now);
  const ref = db().collection(LISTINGS).doc();
  const listing = newListing(ref.id, seller.id, seller, input, now);
  await ref.create(listing);
  return { status: 201, listing };
}

/** A draft changes freely; an active listing is screened again (blocked: refused; near a recall: held). */
export async function editListing(
  uid: string,
  id: string,
  input: ListingInput,
  now = Date.now(),
): Promise<ListingResult> {
  const fields = inputFields(input);
  const outcome = await runTransaction(async (tx) => {
    const current = await readOwnListing(tx, id, uid);
    if (current.status === 'sold' || current.status === 'removed') throw conflict(CLOSED_MESSAGE);
    if (current.status === 'reserved') throw conflict(RESERVED_MESSAGE);
    const next: Listing = { ...current, ...fields, updatedAt: now };
    if (current.status !== 'active') {
      tx.set(listingRef(id), next);
      return { listing: next, screening: null };
    }
    const screening = await screenListing(next, now, { listingId: id });
    if (screening.status === 'blocked') return { listing: current, screening };
    const held = screening.status === 'review';
    const saved: Listing = { ...next, screening, status: held ? 'draft' : 'active' };
    tx.set(listingRef(id), saved);
    return { listing: saved, screening };
  });
  return answer(uid, outcome.listing, outcome.screening);
}

/** Turns a screening outcome into the answer, telling moderation about anything not clear. */
async function answer(uid: string, listing: Listing, screening: ListingScreening | null): Promise<ListingResult> {
  if (screening && screening.status !== 'clear') await recordScreeningFinding(findingOf(listing, uid), screening);
  if (screening?.status === 'blocked') throw new HttpError(422, screening.reason ?? 'This item cannot be listed.');
  if (screening?.status === 'review') return { status: 202, listing, message: REVIEW_MESSAGE };
  return { status: 200, listing };
}

export async function publishListing(uid: string, id: string, now = Date.now()): Promise<ListingResult> {
  const { id: sellerId } = await ensureSeller(uid, undefined, now);
  const outcome = await runTransaction(async (tx) => {
    const current = await readOwnListing(tx, id, uid);
    if (current.status === 'active' || current.status === 'reserved') throw conflict(ALREADY_PUBLISHED_MESSAGE);
    if (current.status !== 'draft') throw conflict(CLOSED_MESSAGE);
    if (current.photos.length < MARKETPLACE_LIMITS.photosMin) throw new HttpError(422, NEEDS_PHOTO_MESSAGE);
    if (current.photos.length > MARKETPLACE_LIMITS.photosMax) throw new HttpError(422, TOO_MANY_PHOTOS_MESSAGE);
    const live = db()
      .collection(LISTINGS)
      .where('sellerId', '==', sellerId)
      .where('status', 'in', ['active', 'reserved'])
      .count();
    const [seller, count] = await Promise.all([tx.get(sellerRef(sellerId)), tx.get(live)]);
    const limit = activeListingLimit(Number(seller.get('completedSales')) || 0);
    if (count.data().count >= limit) throw conflict(limitMessage(limit));
    const screening = await screenListing(current, now, { listingId: id });
    const status: ListingStatus = screening.status === 'clear' ? 'active' : 'draft';
    const publishedAt = status === 'active' ? (current.publishedAt ?? now) : current.publishedAt;
    tx.update(listingRef(id), { status, screening, publishedAt, updatedAt: now });
    return { listing: { ...current, status, screening, publishedAt, updatedAt: now }, screening };
  });
  return answer(uid, outcome.listing, outcome.screening);
}

/**
 * The seller ends a listing: not once sold, and not while a buyer pays or an order on it is unfinished
 * (a checkout or order the listing's status may not show yet); removing twice is harmless.
 */
export async function removeListing(uid: string, id: string, now = Date.now()): Promise<ListingResult> {
  return runTransaction(async (tx) => {
    const current = await readOwnListing(tx, id, uid);
    if (current.status === 'sold') throw conflict('A sold listing cannot be removed.');
    if (current.status === 'reserved') throw conflict(LISTING_PAYING_MESSAGE);
    if (current.status === 'removed') return { status: 200, listing: current };
    await assertListingFree(tx, id);
    tx.update(listingRef(id), { status: 'removed', removedReason: null, updatedAt: now });
    return { status: 200, listing: { ...current, status: 'removed', removedReason: null, updatedAt: now } };
  });
}
