// "Fresh listings": the newest listings, with those near the visitor's remembered ZIP first. The
// server renders the newest everywhere (it never knows where a visitor is); once the browser's ZIP is
// read, the newest within the default distance move to the front, without repeats.
import { BROWSE_LIMITS, type ListingCard } from '@shared/marketplace-browse';
import { zipArea, type ZipArea } from '@shared/zip-areas';
import { useBrowseListings, useFirstBrowsePage, type BrowseFilters, type BrowseList } from './browse-listings';
import { useMarketplaceZip } from '../../hooks/use-browser-state';

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
  const near = useFirstBrowsePage(
    { ...FRESH_FILTERS, zip, radiusMiles: BROWSE_LIMITS.defaultRadiusMiles },
    area !== null,
  );
  const nearItems = area ? near.items : [];
  return { items: nearFirst(nearItems, everywhere.items), area, nearCount: nearItems.length, everywhere };
}
