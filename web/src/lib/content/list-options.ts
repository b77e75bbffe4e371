// A published-content list as an infinite query: each page is one bounded Firestore query, and the
// cursor of a page (its last document's publishedAt and id) is the next page's param. Keys hold only plain JSON.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ContentCursor } from './published';
import { nextCursor, type Page } from '../query/paged-list';

export function contentListOptions<T, K extends QueryKey>(
  queryKey: K,
  loadPage: (after: ContentCursor | null) => Promise<Page<T, ContentCursor>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => loadPage(pageParam),
    initialPageParam: null as ContentCursor | null,
    getNextPageParam: nextCursor,
  });
}
