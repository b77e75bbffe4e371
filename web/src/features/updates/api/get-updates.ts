// Product and blog updates, newest first, optionally of one type, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore';
import type { UpdateType } from '@shared/content';
import { contentListOptions } from '../../../lib/content/list-options';
import { listPublished } from '../../../lib/content/published';
import { toPagedList } from '../../../lib/query/paged-list';
import { toUpdate } from './updates';

export function listUpdates(type: UpdateType | null, after: DocumentSnapshot | null = null) {
  return listPublished('updates', { type: type ?? undefined }, toUpdate, after);
}

export const updateListOptions = (type: UpdateType | null) =>
  contentListOptions(['updates', 'list', type ?? 'all'], (after) => listUpdates(type, after));

export const useUpdateList = (type: UpdateType | null) => toPagedList(useInfiniteQuery(updateListOptions(type)));
