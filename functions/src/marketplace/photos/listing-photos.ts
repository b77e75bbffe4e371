// Adding and deleting a listing's photos (POST/DELETE /api/marketplace/listings/{id}/photos...):
// the image is processed and stored first, then recorded on the listing in a transaction that
// checks again; a photo the transaction refuses is deleted from the store.
import { randomBytes } from 'node:crypto';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import { MARKETPLACE_LIMITS, PHOTO_WIDTHS, type Listing, type ListingPhoto } from '../../shared/marketplace.js';
import { LISTING_NOT_FOUND_MESSAGE, listingRef, ownListing, readOwnListing } from '../listings/listing-doc.js';
import { CLOSED_MESSAGE, RESERVED_MESSAGE, TOO_MANY_PHOTOS_MESSAGE } from '../listings/listings.js';
import { PHOTO_ID, photoObjectPath } from './photo-paths.js';
import { photoStore } from './photo-store.js';
import { sellerIdOf } from '../sellers.js';
import { processPhoto } from './process-photo.js';

export const PHOTO_NOT_FOUND_MESSAGE = 'That photo is not on this listing.';

export { isPhotoShown, PHOTO_CACHE_CONTROL } from './photo-cache.js';
export const LAST_PHOTO_MESSAGE = 'A published listing needs at least one photo. Add another before deleting this one.';

function assertCanAddPhoto(listing: Listing): void {
  if (listing.status === 'sold' || listing.status === 'removed') throw conflict(CLOSED_MESSAGE);
  if (listing.status === 'reserved') throw conflict(RESERVED_MESSAGE);
  if (listing.photos.length >= MARKETPLACE_LIMITS.photosMax) throw conflict(TOO_MANY_PHOTOS_MESSAGE);
}

/** A default description for screen readers until the seller writes one. */
const defaultAlt = (listing: Listing, index: number) =>
  `${listing.title}, photo ${index + 1}`.slice(0, MARKETPLACE_LIMITS.photoAlt);

export async function addListingPhoto(uid: string, listingId: string, body: Buffer, now = Date.now()) {
  // Photo paths and URLs take plain ids only (the serving route refuses anything else).
  if (!PHOTO_ID.test(listingId)) throw notFound(LISTING_NOT_FOUND_MESSAGE);
  // Checked before the costly processing, and again in the transaction.
  assertCanAddPhoto(ownListing(await listingRef(listingId).get(), await sellerIdOf(uid)));
  const processed = await processPhoto(body);
  const id = randomBytes(9).toString('hex');
  const store = photoStore();
  await Promise.all(processed.variants.map((v) => store.put(photoObjectPath(listingId, id, v.width), v.data)));
  try {
    return await runTransaction(async (tx) => {
      const listing = await readOwnListing(tx, listingId, uid);
      assertCanAddPhoto(listing);
      const photo: ListingPhoto = {
        id,
        widths: [...PHOTO_WIDTHS],
        aspect: processed.aspect,
        alt: defaultAlt(listing, listing.photos.length),
      };
      tx.update(listingRef(listingId), { photos: [...listing.photos, photo], updatedAt: now });
      return photo;
    });
  } catch (error) {
    await deleteStoredPhoto(listingId, id).catch(() => undefined);
    throw error;
  }
}

/** Deletes the stored objects of every photo of a listing (the seller removed it). */
export async function deleteStoredPhotos(listingId: string, photos: readonly { id: string }[]): Promise<void> {
  await Promise.all(photos.map((p) => deleteStoredPhoto(listingId, p.id)));
}

async function deleteStoredPhoto(listingId: string, photoId: string): Promise<void> {
  const store = photoStore();
  // An exact object path is a prefix matching only itself.
  await Promise.all(PHOTO_WIDTHS.map((w) => store.deletePrefix(photoObjectPath(listingId, photoId, w))));
}

/**
 * The seller deletes a photo: of a draft or active listing (an active one keeps at least one), or any
 * photo of a removed one (issue 23 #14: they could not); a sold listing's photos stay with its orders.
 */
export async function deleteListingPhoto(uid: string, listingId: string, photoId: string, now = Date.now()) {
  const listing = await runTransaction(async (tx) => {
    const current = await readOwnListing(tx, listingId, uid);
    if (current.status === 'sold') throw conflict(CLOSED_MESSAGE);
    if (current.status === 'reserved') throw conflict(RESERVED_MESSAGE);
    if (!current.photos.some((p) => p.id === photoId)) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
    const photos = current.photos.filter((p) => p.id !== photoId);
    if (current.status === 'active' && photos.length === 0) throw new HttpError(409, LAST_PHOTO_MESSAGE);
    tx.update(listingRef(listingId), { photos, updatedAt: now });
    return { ...current, photos, updatedAt: now };
  });
  await deleteStoredPhoto(listingId, photoId);
  return listing;
}
