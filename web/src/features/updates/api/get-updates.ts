// Product and blog updates, newest first, optionally of one type, a page at a time.
import type { UpdateType } from '@shared/content';
import { contentListOptions } from '../../../lib/content/list-options';
import { listPublished, type ContentCursor } from '../../../lib/content/published';
import { usePagedList } from '../../../lib/query/use-list';
import { toUpdate } from './updates';

export function listUpdates(type: UpdateType | null, after: ContentCursor | null = null) {
  return listPublished('updates', { type: type ?? undefined }, toUpdate, after);
}

export const updateListOptions = (type: UpdateType | null) =>
  contentListOptions(['updates', 'list', type ?? 'all'], (after) => listUpdates(type, after));

export const useUpdateList = (type: UpdateType | null) => usePagedList(updateListOptions(type));
