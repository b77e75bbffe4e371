// The footer of a paged list (toPagedList): a spinner while loading, "Try again" after a failure,
// "Load more" while there is more, or the empty text.
import type { PagedList } from '../../lib/query/paged-list';
import { ListFooter } from './ListFooter';

interface PagedListFooterProps {
  list: PagedList<unknown>;
  /** "articles", "quizzes", ... */
  noun: string;
  emptyText: string;
  /** When the page shows fewer items than the list holds (some filtered out). */
  isEmpty?: boolean;
}

export function PagedListFooter({ list, noun, emptyText, isEmpty = list.items.length === 0 }: PagedListFooterProps) {
  return (
    <ListFooter
      status={list.status}
      hasMore={list.hasMore}
      isEmpty={isEmpty}
      noun={noun}
      emptyText={emptyText}
      onMore={list.loadMore}
      onRetry={list.retry}
    />
  );
}
