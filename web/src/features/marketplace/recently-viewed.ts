// The listings a visitor opened lately, newest first, in this browser only (localStorage): at most
// 12, each once, as compact cards. Storage failures (private mode, quota) leave the list empty.
import type { Listing } from '@shared/marketplace';
import type { ListingCard } from '@shared/marketplace-browse';
import { RECENTLY_VIEWED_KEY } from '@shared/storage-keys';

// The keys live with the others in @shared/storage-keys (the route table names those a page shows).
export { RECENTLY_VIEWED_KEY };

export const RECENTLY_VIEWED_MAX = 12;

export function toCard(listing: Listing): ListingCard {
  const photo = listing.photos[0];
  return {
    id: listing.id,
    title: listing.title,
    titleSlug: listing.titleSlug,
    brand: listing.brand,
    brandSlug: listing.brandSlug,
    category: listing.category,
    priceCents: listing.priceCents,
    originalPriceCents: listing.originalPriceCents,
    condition: listing.condition,
    photo: photo ? { id: photo.id, widths: photo.widths, aspect: photo.aspect, alt: photo.alt } : null,
    pickup: { city: listing.pickup.city, state: listing.pickup.state },
    localPickup: listing.localPickup,
    shippingCents: listing.shippingCents,
    publishedAt: listing.publishedAt,
    seller: { firstName: listing.seller.firstName, ratingAverage: listing.seller.ratingAverage },
  };
}

function isCard(value: unknown): value is ListingCard {
  const v = value as Partial<ListingCard> | null;
  return typeof v?.id === 'string' && typeof v.title === 'string' && typeof v.priceCents === 'number';
}

export function readViewed(storage: Storage | undefined = globalThis.localStorage): ListingCard[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCard).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts the listing first, once; sold and removed listings leave the list. */
export function rememberViewed(listing: Listing, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    const rest = readViewed(storage).filter((c) => c.id !== listing.id);
    const next = listing.status === 'active' ? [toCard(listing), ...rest] : rest;
    storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next.slice(0, RECENTLY_VIEWED_MAX)));
  } catch {
    // A full or blocked storage only costs the list.
  }
}
