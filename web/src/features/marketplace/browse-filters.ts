// The browse page's filters live in its address: the path gives the search words, category or
// brand, the query string the rest (the same keys the api reads), so a filtered page can be shared,
// reloaded and rendered on the server.
import { z } from 'zod/mini';
import { listingSearchQuery, listingSearchQuerySchema } from '@shared/marketplace-browse';
import type { BrowseFilters } from './api/browse-listings';

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
