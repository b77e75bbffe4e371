// Where a listing's photos live in the photo store, and the strict file names the photo URL takes.
import { PHOTO_WIDTHS, type PhotoWidth } from '../../shared/marketplace.js';

/** Listing and photo ids are ours (Firestore auto-ids and random ids): letters, digits, - and _. */
export const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The object path of one width of one photo: listings/{listingId}/{photoId}-{width}.webp. */
export function photoObjectPath(listingId: string, photoId: string, width: number): string {
  return `listings/${listingId}/${photoId}-${width}.webp`;
}

/** The prefix holding every photo of a listing. */
export function listingPhotoPrefix(listingId: string): string {
  return `listings/${listingId}/`;
}

/** `{photoId}-{width}.webp` as the photo URL names it, or null for any other name. */
export function parsePhotoFile(file: string): { photoId: string; width: PhotoWidth } | null {
  const match = /^([A-Za-z0-9_-]{1,64})-(\d{3,4})\.webp$/.exec(file);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  return { photoId: match[1]!, width: width as PhotoWidth };
}
