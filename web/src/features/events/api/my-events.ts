// The signed-in parent's own events: what they said Going to (through the api, soonest first) and the
// address of their private calendar feed (made on request; a new one retires the old).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FamilyEvent } from '@shared/events';
import { apiFetch } from '../../../lib/api/client';
import { showToast } from '../../../ui/toast/toast-store';
import { eventKeys } from './query-keys';

export const getMyGoing = () =>
  apiFetch<{ events: FamilyEvent[] }>('/api/events/my/going', {
    errorMessage: 'Your events could not be loaded. Please reload the page.',
  });

export const useMyGoing = () => useQuery({ queryKey: eventKeys.myGoing(), queryFn: getMyGoing });

/** reset: retire the old address and make a new one. */
export const requestCalendarFeed = (reset: boolean) =>
  apiFetch<{ url: string }>('/api/events/my/calendar-token', {
    method: 'POST',
    body: { reset },
    errorMessage: 'The calendar address could not be made. Please try again.',
  });

export const useCalendarFeed = () =>
  useMutation({
    mutationFn: requestCalendarFeed,
    onError: (error) => showToast({ severity: 'error', message: error.message }),
  });
