// A published-content list as an infinite query: each page is one bounded Firestore query, and the
// last document of a page (its cursor) is the next page's param. Keys hold only plain JSON.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore';
import { nextCursor, type Page } from '../query/paged-list';

export function contentListOptions<T, K extends QueryKey>(
  queryKey: K,
  loadPage: (after: DocumentSnapshot | null) => Promise<Page<T, DocumentSnapshot>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => loadPage(pageParam),
    initialPageParam: null as DocumentSnapshot | null,
    getNextPageParam: nextCursor,
  });
}
