// Marketplace search and browse through the api's listing search (GET /api/marketplace/listings):
// an infinite query whose page param is the server's opaque cursor. The page keeps its filters in
// the URL, so the same query runs in the server render and in the browser.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  listingSearchQuery,
  type ListingCard,
  type ListingFacets,
  type ListingSearchParams,
  type ListingSearchResponse,
} from '@shared/marketplace-browse';
import { apiFetch } from '../../../../lib/api/client';
import { toPagedList, type Page, type PagedList } from '../../../../lib/query/paged-list';
import { useServerPrefetch } from '../../../../lib/query/server-state';
import { marketplaceKeys } from '../../api/query-keys';

export const BROWSE_UNAVAILABLE = 'The marketplace search is not available right now. Please try again in a moment.';

export type BrowseFilters = Omit<ListingSearchParams, 'cursor'>;

export interface BrowsePage extends Page<ListingCard, string> {
  total: number;
  facets: ListingFacets;
}

export async function browseListings(filters: BrowseFilters, cursor: string | null): Promise<BrowsePage> {
  const query = new URLSearchParams(listingSearchQuery({ ...filters, cursor })).toString();
  const res = await apiFetch<ListingSearchResponse>(`/api/marketplace/listings${query ? `?${query}` : ''}`, {
    auth: false,
    errorMessage: BROWSE_UNAVAILABLE,
  });
  return { items: res.items, cursor: res.nextCursor, total: res.total, facets: res.facets };
}

export const browseQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.browse(filters),
    queryFn: ({ pageParam }) => browseListings(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BrowsePage) => last.cursor ?? undefined,
  });

export interface BrowseList extends PagedList<ListingCard> {
  /** Listings matching, over every page (0 until the first page is in). */
  total: number;
  facets: ListingFacets | null;
}

/** The listings for filters, with the first page's total and facets; in the server render too. */
export function useBrowseListings(filters: BrowseFilters): BrowseList {
  const options = browseQueryOptions(filters);
  useServerPrefetch(options);
  const query = useInfiniteQuery(options);
  const first = query.data?.pages[0];
  return { ...toPagedList(query), total: first?.total ?? 0, facets: first?.facets ?? null };
}

/** The first page of listings for filters, in the browser only and once `isEnabled` (a ZIP is known). */
export function useFirstBrowsePage(filters: BrowseFilters, isEnabled: boolean) {
  const query = useInfiniteQuery({ ...browseQueryOptions(filters), enabled: isEnabled });
  const items: ListingCard[] = query.data?.pages[0]?.items ?? [];
  return { items, isError: query.isError, isSuccess: query.isSuccess };
}
