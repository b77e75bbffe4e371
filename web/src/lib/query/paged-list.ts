// A list page over an infinite query: the items of every page loaded so far, and what the list
// footer needs (loading, failed with a retry, "load more"). Each page's cursor is the next page param.
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';

export type ListStatus = 'loading' | 'ready' | 'failed';

/** One page of a list: its items and the cursor of the next page (null at the end). */
export interface Page<T, C> {
  items: T[];
  cursor: C | null;
}

export interface PagedList<T> {
  items: T[];
  status: ListStatus;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** The next page's param for infiniteQueryOptions: the last page's cursor, or undefined at the end. */
export function nextCursor<T, C>(last: Page<T, C>): C | undefined {
  return last.cursor ?? undefined;
}

/** What toPagedList reads of an infinite query, Suspense or not. */
type PagedQuery<T, C> = Pick<
  UseInfiniteQueryResult<InfiniteData<Page<T, C>, unknown>>,
  'isPending' | 'isFetchingNextPage' | 'isRefetching' | 'isError' | 'hasNextPage' | 'fetchNextPage' | 'refetch'
> & { data: InfiniteData<Page<T, C>, unknown> | undefined };

export function toPagedList<T, C>(query: PagedQuery<T, C>): PagedList<T> {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const isLoading = query.isPending || query.isFetchingNextPage || (query.isRefetching && items.length === 0);
  const status: ListStatus = isLoading ? 'loading' : query.isError ? 'failed' : 'ready';
  return {
    items,
    status,
    hasMore: status === 'ready' && query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    // A failed first page is fetched again; a failed later page is asked for again.
    retry: () => void (query.data ? query.fetchNextPage() : query.refetch()),
  };
}
