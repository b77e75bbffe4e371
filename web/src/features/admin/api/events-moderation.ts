// The events moderation page's reads and actions (/admin/events): submitted events to approve or
// decline, their pictures, chat messages hidden by reports, the word filter or an admin, and hiding a
// visible message. Admins only: the api refuses anyone else (403, shown as NotAllowed).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HiddenMessage } from '@shared/events-moderation';
import type { EventSubmission } from '@shared/schemas/event-submission';
import { ApiError, apiFetch, pathSegment } from '../../../lib/api/client';
import { showToast } from '../../../ui/toast/toast-store';
import { eventKeys, visibleMessagesQueryOptions } from '../../events';
import { adminKeys } from './query-keys';

export interface Submission extends EventSubmission {
  id: string;
  picture?: { id: string; aspect: number } | null;
}

export const MODERATION_FAILED = 'That did not work. Please try again.';

const failed = (error: unknown) =>
  showToast({ severity: 'error', message: error instanceof ApiError ? error.message : MODERATION_FAILED });

export const useEventSubmissions = () =>
  useQuery({
    queryKey: adminKeys.eventSubmissions(),
    queryFn: ({ signal }) => apiFetch<{ submissions: Submission[] }>('/api/admin/events/submissions', { signal }),
  });

export const useHiddenChat = () =>
  useQuery({
    queryKey: adminKeys.hiddenChat(),
    queryFn: ({ signal }) => apiFetch<{ messages: HiddenMessage[] }>('/api/admin/events/chat', { signal }),
  });

/** A submitted event's picture, as a blob: before approval it is not public, so it is not linked. */
export const useSubmissionPicture = (submissionId: string, pictureId: string) =>
  useQuery({
    queryKey: adminKeys.eventPicture(submissionId, pictureId),
    queryFn: ({ signal }) =>
      apiFetch<Blob>(`/api/events/pictures/${pathSegment(submissionId)}/${pathSegment(`${pictureId}-640.webp`)}`, {
        as: 'blob',
        signal,
      }),
    staleTime: Infinity,
  });

/** One moderation POST (approve, decline, restore, keep hidden, mute); the page's lists refresh after. */
export function useModerationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      apiFetch(path, { method: 'POST', body: body ?? {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
    onError: failed,
  });
}

/** One event's visible chat messages (the admin pastes its address), once an event is chosen. */
export const useVisibleMessages = (eventId: string | null) =>
  useQuery({ ...visibleMessagesQueryOptions(eventId ?? ''), enabled: eventId !== null });

/** Hides a visible chat message: the list the admin is looking at refreshes first, the hidden queue after. */
export function useHideChatMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ event, id }: { event: string; id: string }) =>
      apiFetch(`/api/admin/events/${pathSegment(event)}/messages/${pathSegment(id)}/hidden`, {
        method: 'POST',
        body: { hidden: true },
      }),
    onSuccess: async () => {
      showToast({ severity: 'success', message: 'Message hidden.' });
      void client.invalidateQueries({ queryKey: adminKeys.all });
      await client.invalidateQueries({ queryKey: eventKeys.visibleMessages() });
    },
    onError: failed,
  });
}
