// The marketplace moderation queue for admins: GET /api/admin/marketplace/queue (cursor pages, newest
// first) and approve or remove an item. A resolved item leaves the open list at once (the cache is
// edited rather than every page fetched again); removing takes the listing's other open items with it,
// as the server resolves them too.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { ModerationItem } from '@shared/marketplace-safety';
import { apiFetch, pathSegment } from '../../../lib/api/client';
import type { Page } from '../../../lib/query/paged-list';
import { adminKeys } from './query-keys';

export const QUEUE_FAILED = 'The moderation queue could not be loaded.';

interface QueueResponse {
  items: ModerationItem[];
  nextCursor: string | null;
}

export async function getOpenQueue(cursor: string | null, signal?: AbortSignal): Promise<Page<ModerationItem, string>> {
  const query = new URLSearchParams({ status: 'open', ...(cursor ? { cursor } : {}) });
  const page = await apiFetch<QueueResponse>(`/api/admin/marketplace/queue?${query.toString()}`, {
    errorMessage: QUEUE_FAILED,
    signal,
  });
  return { items: page.items, cursor: page.nextCursor };
}

export const approveQueueItem = (id: string) =>
  apiFetch<unknown>(`/api/admin/marketplace/queue/${pathSegment(id)}/approve`, { method: 'POST', body: {} });

export const removeQueueItem = (id: string, reason: string) =>
  apiFetch<unknown>(`/api/admin/marketplace/queue/${pathSegment(id)}/remove`, { method: 'POST', body: { reason } });

const QUEUE_KEY = adminKeys.marketplaceQueue();

export const openQueueOptions = () =>
  infiniteQueryOptions({
    queryKey: QUEUE_KEY,
    queryFn: ({ pageParam, signal }) => getOpenQueue(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const useOpenQueue = () => useInfiniteQuery(openQueueOptions());

type QueueData = InfiniteData<Page<ModerationItem, string>, string | null>;

/** The loaded pages without the items `isGone` picks out. */
export function withoutItems(data: QueueData | undefined, isGone: (item: ModerationItem) => boolean) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => !isGone(i)) })) };
}

export type QueueAction =
  { kind: 'approve'; item: ModerationItem } | { kind: 'remove'; item: ModerationItem; reason: string };

export function useResolveQueueItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: QueueAction) =>
      action.kind === 'approve' ? approveQueueItem(action.item.id) : removeQueueItem(action.item.id, action.reason),
    onSuccess: (_, action) =>
      client.setQueryData<QueueData>(QUEUE_KEY, (data) =>
        withoutItems(data, (i) =>
          action.kind === 'remove' ? i.listingId === action.item.listingId : i.id === action.item.id,
        ),
      ),
  });
}
