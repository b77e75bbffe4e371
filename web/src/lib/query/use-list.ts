// The two query hooks the pages use for data that is not read under Suspense: both wait for their
// data in the server render (useServerPrefetch), so the HTML has it and the browser does not ask again.
import {
  useInfiniteQuery,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { toPagedList, type Page, type PagedList } from './paged-list';
import { useServerPrefetch } from './server-state';

/** A cursor-paged list (infiniteQueryOptions of Page<T, C>) as the list footer wants it. */
export function usePagedList<T, C, K extends QueryKey>(
  options: UseInfiniteQueryOptions<Page<T, C>, DefaultError, InfiniteData<Page<T, C>, unknown>, K, C | null>,
): PagedList<T> {
  useServerPrefetch(options);
  return toPagedList(useInfiniteQuery(options));
}

/** useQuery, with the data in the server render too (when enabled). */
export function useRenderedQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, DefaultError, T, K>,
): UseQueryResult<T> {
  useServerPrefetch(options, options.enabled !== false);
  return useQuery(options);
}
