// Building and loading listings/{id} for the listing endpoints. Timestamps (createdAt, updatedAt,
// publishedAt, soldAt) are stored as epoch milliseconds, the Listing shape's own numbers, so the
// web, the search index and the insights read them without converting. Only the ZIP's area (city,
// state, rounded centre) is stored, never an address.
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import {
  brandSlug,
  listingTitleSlug,
  type Listing,
  type ListingInput,
  type ListingSeller,
  type PickupArea,
} from '../../shared/marketplace.js';
import { UNKNOWN_ZIP_MESSAGE, zipArea } from '../../shared/zip-areas.js';
import { listingRecallKeys } from '../screening/recall-keys.js';
import { sellerIdOf } from '../sellers.js';

export const LISTINGS = 'listings';
export const LISTING_NOT_FOUND_MESSAGE = 'This listing does not exist.';
export const NOT_YOUR_LISTING_MESSAGE = 'Only the seller can change this listing.';

export function listingRef(id: string): DocumentReference {
  return db().collection(LISTINGS).doc(id);
}

export function pickupArea(zip: string): PickupArea {
  const area = zipArea(zip);
  if (!area) throw badRequest(`pickupZip: ${UNKNOWN_ZIP_MESSAGE}`);
  return { city: area.city, state: area.state, zip: area.zip, lat: area.lat, lng: area.lng };
}

/** The fields a seller writes, as stored (the ZIP becomes the pickup area, slugs and recall keys follow the text). */
export function inputFields(input: ListingInput) {
  const { pickupZip, ...rest } = input;
  const pickup = pickupArea(pickupZip);
  return {
    ...rest,
    titleSlug: listingTitleSlug(input.title),
    brandSlug: brandSlug(input.brand),
    recallKeys: listingRecallKeys(input),
    pickup,
    pickupLocation: [pickup.lat, pickup.lng] as [number, number],
  };
}

export function newListing(
  id: string,
  sellerId: string,
  seller: ListingSeller,
  input: ListingInput,
  now: number,
): Listing {
  return {
    ...inputFields(input),
    id,
    sellerId,
    seller,
    photos: [],
    status: 'draft',
    screening: null,
    removedReason: null,
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
    soldAt: null,
  };
}

/** The listing in `snap`, when it exists and the seller `sellerId` sells it (404 and 403 otherwise). */
export function ownListing(snap: DocumentSnapshot, sellerId: string | null): Listing {
  const listing = snap.data() as Listing | undefined;
  if (!listing) throw notFound(LISTING_NOT_FOUND_MESSAGE);
  if (!sellerId || listing.sellerId !== sellerId) throw forbidden(NOT_YOUR_LISTING_MESSAGE);
  return { ...listing, id: snap.id };
}

/** The listing `id` when `uid` sells it: listings carry the seller's public id, so it is looked up first. */
export async function readOwnListing(tx: Transaction, id: string, uid: string): Promise<Listing> {
  const sellerId = await sellerIdOf(uid);
  return ownListing(await tx.get(listingRef(id)), sellerId);
}
