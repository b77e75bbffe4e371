// An event's newest visible chat messages as a one-shot read (Firestore Lite): what the admins' page
// lists to hide one. The same query the chat's rules allow everyone (hidden == false, newest first).
import { queryOptions } from '@tanstack/react-query';
import { EVENT_LIMITS, toChatMessageOf, type ChatMessage } from '@shared/events';
import { getReadDb } from '../../../lib/firebase/app';
import { eventKeys } from './query-keys';

const EVENT_ID = /^[a-z0-9-]{1,140}$/;

/** An event's id from what an admin pastes: its slug, or the address of its page or chat. */
export function eventIdFrom(input: string): string | null {
  const last =
    input
      .trim()
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .at(-1) ?? '';
  return EVENT_ID.test(last) ? last : null;
}

export async function getVisibleMessages(eventId: string): Promise<ChatMessage[]> {
  const { db, fs } = await getReadDb();
  const snap = await fs.getDocs(
    fs.query(
      fs.collection(db, 'events', eventId, 'messages'),
      fs.where('hidden', '==', false),
      fs.orderBy('createdAt', 'desc'),
      fs.limit(EVENT_LIMITS.chatPage),
    ),
  );
  // Only visible messages are listed (the query above), each with its server time.
  return snap.docs.map((d) => toChatMessageOf(d.id, d.data(), 0));
}

export const visibleMessagesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.visibleMessagesOf(eventId),
    queryFn: () => getVisibleMessages(eventId),
    staleTime: 0,
  });
