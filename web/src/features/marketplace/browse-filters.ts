// The browse page's filters live in its address: the path gives the search words, category or
// brand, the query string the rest (the same keys the api reads), so a filtered page can be shared,
// reloaded and rendered on the server.
import { z } from 'zod/mini';
import { categoryBySlug } from '@shared/catalog';
import { LISTING_CONDITIONS } from '@shared/marketplace';
import { listingSearchQuery, listingSearchQuerySchema } from '@shared/marketplace-browse';
import type { FilterChip } from '../../ui/form/filter-chips';
import type { BrowseFilters } from './browse/api/browse-listings';

export const SORTS = [
  ['newest', 'Newest'],
  ['price-asc', 'Price: low to high'],
  ['price-desc', 'Price: high to low'],
  ['nearest', 'Nearest (needs a ZIP)'],
] as const;

export const DELIVERY_LABELS: Record<BrowseFilters['delivery'], string> = {
  any: 'Pickup or shipping',
  pickup: 'Local pickup',
  shipping: 'Ships to me',
};

export { RADII_MILES } from '@shared/marketplace-browse';

export interface BrowseScope {
  q?: string;
  category?: string;
  brandSlug?: string;
}

export interface ParsedFilters {
  filters: BrowseFilters;
  /** Why the address's filters were set aside, when they could not be read. */
  error: string | null;
}

/** The filters of a browse page from its scope (path) and query string. */
export function filtersFrom(scope: BrowseScope, search: string): ParsedFilters {
  const entries = new URLSearchParams(search);
  // A form sends each ticked condition on its own and empty fields as ''; the api wants one list.
  const params: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (key === 'cursor' || value.trim() === '') continue;
    params[key] = key === 'condition' && params[key] ? `${params[key]},${value}` : value;
  }
  const fromPath = {
    ...(scope.q ? { q: scope.q } : {}),
    ...(scope.category ? { category: scope.category } : {}),
    ...(scope.brandSlug ? { brand: scope.brandSlug } : {}),
  };
  const parsed = z.safeParse(listingSearchQuerySchema, { ...params, ...fromPath });
  if (parsed.success) {
    const { cursor: _cursor, ...filters } = parsed.data;
    return { filters, error: null };
  }
  const fallback = z.parse(listingSearchQuerySchema, fromPath);
  const { cursor: _cursor, ...filters } = fallback;
  return { filters, error: parsed.error.issues[0]?.message ?? 'Those filters could not be read.' };
}

/** The query string for filters on a page whose path already holds `scope` (path keys left out). */
export function searchFor(filters: BrowseFilters, scope: BrowseScope): string {
  const query = listingSearchQuery(filters);
  if (scope.q) delete query.q;
  if (scope.category) delete query.category;
  if (scope.brandSlug) delete query.brand;
  // The default sort for the page is implied: leave it out so equal pages share one address.
  if (query.sort === (filters.q ? 'relevance' : 'newest')) delete query.sort;
  const text = new URLSearchParams(query).toString();
  return text ? `?${text}` : '';
}

/**
 * The applied filters of a browse page as chips, each linking to the page without it. The page's own
 * scope (its search words, category or brand) and the sort are not filters a chip removes.
 */
export function browseFilterChips(filters: BrowseFilters, scope: BrowseScope, action: string): FilterChip[] {
  const without = (change: Partial<BrowseFilters>) => `${action}${searchFor({ ...filters, ...change }, scope)}`;
  const chips: FilterChip[] = [];
  if (filters.category && !scope.category) {
    const name = categoryBySlug(filters.category)?.name ?? filters.category;
    chips.push({ key: 'category', label: name, href: without({ category: null }) });
  }
  for (const condition of filters.conditions) {
    const label = LISTING_CONDITIONS.find((c) => c.value === condition)?.label ?? condition;
    chips.push({
      key: `condition-${condition}`,
      label,
      href: without({ conditions: filters.conditions.filter((c) => c !== condition) }),
    });
  }
  if (filters.minPriceCents !== null)
    chips.push({
      key: 'minPrice',
      label: `From $${filters.minPriceCents / 100}`,
      href: without({ minPriceCents: null }),
    });
  if (filters.maxPriceCents !== null)
    chips.push({
      key: 'maxPrice',
      label: `Up to $${filters.maxPriceCents / 100}`,
      href: without({ maxPriceCents: null }),
    });
  if (filters.delivery !== 'any')
    chips.push({ key: 'delivery', label: DELIVERY_LABELS[filters.delivery], href: without({ delivery: 'any' }) });
  if (filters.zip) {
    // A distance needs a ZIP, and nearest-first needs one too: removing the ZIP removes both.
    const sort = filters.sort === 'nearest' ? (filters.q ? 'relevance' : 'newest') : filters.sort;
    chips.push({ key: 'zip', label: `Near ${filters.zip}`, href: without({ zip: null, radiusMiles: null, sort }) });
    if (filters.radiusMiles !== null)
      chips.push({
        key: 'radius',
        label: `Within ${filters.radiusMiles} miles`,
        href: without({ radiusMiles: null }),
      });
  }
  return chips;
}
