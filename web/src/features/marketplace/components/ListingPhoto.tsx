// One listing photo at the size shown: WebP at every stored width (srcset), the browser picks.
import { listingPhotoUrl, PHOTO_WIDTHS, type ListingPhoto as Photo, type PhotoWidth } from '@shared/marketplace';

interface ListingPhotoProps {
  listingId: string;
  photo: Pick<Photo, 'id' | 'widths' | 'aspect'>;
  alt: string;
  /** The sizes attribute: how wide the photo is shown. */
  sizes: string;
  /** The page's largest image: fetched first, never lazily. */
  isPriority?: boolean;
}

export function ListingPhoto({ listingId, photo, alt, sizes, isPriority = false }: ListingPhotoProps) {
  const widths = PHOTO_WIDTHS.filter((w) => photo.widths.includes(w));
  const stored: readonly PhotoWidth[] = widths.length > 0 ? widths : PHOTO_WIDTHS;
  const middle = stored[Math.min(1, stored.length - 1)] ?? 640;
  return (
    <img
      src={listingPhotoUrl(listingId, photo.id, middle)}
      srcSet={stored.map((w) => `${listingPhotoUrl(listingId, photo.id, w)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={middle}
      height={Math.round(middle / (photo.aspect || 1))}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}
