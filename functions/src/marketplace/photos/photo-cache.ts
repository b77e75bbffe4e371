// How long a listing photo may be kept by browsers and the CDN, and whether it may be shown at all.

/**
 * Browsers an hour, the CDN ten minutes, so a deleted photo or a removed listing's is gone from
 * public view within minutes (it was a year, immutable: issue 23 #14). A photo's URL names one upload
 * (a random id), so its bytes never change; only whether it may be shown does.
 */
export const PHOTO_CACHE_CONTROL = 'public, max-age=3600, s-maxage=600';

/** Photos are shown while the listing exists and is not removed (a draft's, for the seller's preview). */
export function isPhotoShown(status: unknown): boolean {
  return typeof status === 'string' && status !== 'removed';
}
