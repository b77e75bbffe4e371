// Products and public registries for a query, ranked by the server's search engine (GET /api/search):
// an infinite query whose page param is the server's product cursor.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CatalogProduct } from '@shared/catalog';
import { apiFetch } from '../../../lib/api/client';
import { useServerPrefetch } from '../../../lib/query/server-state';
import { SEARCH_UNAVAILABLE, type RegistryHit } from './find-registries';

const SEARCH_PAGE_SIZE = 24;

export interface SearchResult {
  query: string;
  products: { hits: CatalogProduct[]; nextCursor: string | null; total: number };
  registries: RegistryHit[];
}

export function searchAll(q: string, cursor?: string | null): Promise<SearchResult> {
  const params = new URLSearchParams({ q, limit: String(SEARCH_PAGE_SIZE), ...(cursor ? { cursor } : {}) });
  return apiFetch(`/api/search?${params.toString()}`, { auth: false, errorMessage: SEARCH_UNAVAILABLE });
}

export const searchQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['search', 'all', q],
    queryFn: ({ pageParam }) => searchAll(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchResult) => last.products.nextCursor ?? undefined,
  });

export function useSearch(q: string) {
  useServerPrefetch(searchQueryOptions(q));
  return useInfiniteQuery(searchQueryOptions(q));
}
