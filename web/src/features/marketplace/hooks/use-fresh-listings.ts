// "Fresh listings": the newest listings, with those near the visitor's remembered ZIP first. The
// server renders the newest everywhere (it never knows where a visitor is); once the browser's ZIP is
// read, the newest within the default distance move to the front, without repeats.
import { useInfiniteQuery } from '@tanstack/react-query';
import { BROWSE_LIMITS, type ListingCard } from '@shared/marketplace-browse';
import { zipArea, type ZipArea } from '@shared/zip-areas';
import { browseQueryOptions, useBrowseListings, type BrowseFilters, type BrowseList } from '../api/browse-listings';
import { useMarketplaceZip } from './use-browser-state';

export const FRESH_FILTERS: BrowseFilters = {
  q: '',
  category: null,
  brandSlug: null,
  conditions: [],
  minPriceCents: null,
  maxPriceCents: null,
  delivery: 'any',
  zip: null,
  radiusMiles: null,
  sort: 'newest',
};

/** Near listings first (newest first), then the newest elsewhere. */
export function nearFirst(near: readonly ListingCard[], everywhere: readonly ListingCard[]): ListingCard[] {
  const seen = new Set(near.map((l) => l.id));
  return [...near, ...everywhere.filter((l) => !seen.has(l.id))];
}

export interface FreshListings {
  items: ListingCard[];
  /** The remembered area, once known in the browser. */
  area: ZipArea | null;
  /** How many of `items` come from the area. */
  nearCount: number;
  everywhere: BrowseList;
}

export function useFreshListings(): FreshListings {
  const everywhere = useBrowseListings(FRESH_FILTERS);
  const [zip] = useMarketplaceZip();
  const area = zip ? zipArea(zip) : null;
  const near = useInfiniteQuery({
    ...browseQueryOptions({ ...FRESH_FILTERS, zip, radiusMiles: BROWSE_LIMITS.defaultRadiusMiles }),
    enabled: area !== null,
  });
  const nearItems = area ? (near.data?.pages[0]?.items ?? []) : [];
  return { items: nearFirst(nearItems, everywhere.items), area, nearCount: nearItems.length, everywhere };
}
