// The chat's reads through the full Firestore SDK (this module is only in lazy chunks): the newest
// messages live, older ones a page at a time, the reader's own sender id in the room (their private
// chat marker), the first names shown as Going; posting, deleting and reporting through the api,
// which screens every message. RSVPs and their counts: rsvps.ts.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { EVENT_LIMITS, toChatMessageOf, type ChatMessage } from '@shared/events';
import { apiFetch } from '../../../lib/api/client';
import { eventKeys } from './query-keys';

export const messagesRef = (db: Firestore, eventId: string) => collection(db, 'events', eventId, 'messages');

/** The newest page, as the listener and the rules' list rule want it. */
export const newestMessagesQuery = (db: Firestore, eventId: string) =>
  query(
    messagesRef(db, eventId),
    where('hidden', '==', false),
    orderBy('createdAt', 'desc'),
    limit(EVENT_LIMITS.chatPage),
  );

export function toChatMessage(snap: QueryDocumentSnapshot<DocumentData>): ChatMessage {
  // A message just sent has no server time yet: the estimate, else now.
  return toChatMessageOf(snap.id, snap.data({ serverTimestamps: 'estimate' }), Date.now());
}

export interface OlderPage {
  messages: ChatMessage[];
  cursor: QueryDocumentSnapshot<DocumentData> | null;
}

/** The page of messages before `before` (the oldest one shown). */
export async function olderMessages(
  db: Firestore,
  eventId: string,
  before: QueryDocumentSnapshot<DocumentData> | ChatMessage,
): Promise<OlderPage> {
  const cursor = 'data' in before ? before : await getDoc(doc(messagesRef(db, eventId), before.id));
  const snap = await getDocs(
    query(
      messagesRef(db, eventId),
      where('hidden', '==', false),
      orderBy('createdAt', 'desc'),
      startAfter(cursor),
      limit(EVENT_LIMITS.chatPage),
    ),
  );
  return {
    messages: snap.docs.map(toChatMessage),
    cursor: snap.docs.length === EVENT_LIMITS.chatPage ? (snap.docs.at(-1) ?? null) : null,
  };
}

/** Posts through the api, which screens the text and the sender's first name before storing it. */
export const sendChatMessage = (eventId: string, text: string) =>
  apiFetch<{ id: string; senderId: string }>(`/api/events/${eventId}/messages`, {
    method: 'POST',
    body: { text },
    errorMessage: 'Your message was not sent. Please try again.',
  });

/** Deletes one's own message (not one hidden for a moderator's review). */
export const deleteChatMessage = (eventId: string, messageId: string) =>
  apiFetch<{ ok: boolean }>(`/api/events/${eventId}/messages/${messageId}`, {
    method: 'DELETE',
    errorMessage: 'The message could not be deleted. Please try again.',
  });

/** The reader's sender id in a room, from their private chat marker (null before their first message). */
export async function mySenderId(db: Firestore, eventId: string, uid: string): Promise<string | null> {
  const id = (await getDoc(doc(db, 'events', eventId, 'chatMarkers', uid))).get('senderId') as unknown;
  return typeof id === 'string' ? id : null;
}

/** The first names of Going parents who chose to be shown, for signed-in readers. */
export const goingNamesRef = (db: Firestore, eventId: string) => doc(db, 'events', eventId, 'going', 'names');

export const reportChatMessage = (eventId: string, messageId: string, reason: string) =>
  apiFetch<{ reports: number; hidden: boolean }>(`/api/events/${eventId}/messages/${messageId}/report`, {
    method: 'POST',
    body: { reason },
    errorMessage: 'The report could not be sent. Please try again.',
  });

/** The first name on the person's profile: the one the rules accept on messages and RSVPs. */
export async function profileFirstName(db: Firestore, uid: string): Promise<string | null> {
  const snap = await getDoc(doc(db, 'users', uid));
  const first = snap.get('first') as unknown;
  return typeof first === 'string' && first.trim() ? first : null;
}

/** The first name the reader posts under (null until they add one to their profile); none signed out. */
export function useChatFirstName(db: Firestore, uid: string | null): string | null | undefined {
  return useQuery({
    queryKey: eventKeys.chatFirstName(uid ?? ''),
    queryFn: () => (uid ? profileFirstName(db, uid) : null),
    enabled: uid !== null,
  }).data;
}

/** The reader's sender id in the room (null before their first message), and a setter for a message just sent. */
export function useChatSenderId(db: Firestore, eventId: string, uid: string | null) {
  const client = useQueryClient();
  const queryKey = eventKeys.chatSender(eventId, uid ?? '');
  const { data = null } = useQuery({
    queryKey,
    queryFn: () => (uid ? mySenderId(db, eventId, uid) : null),
    enabled: uid !== null,
  });
  return [data, (senderId: string) => client.setQueryData(queryKey, senderId)] as const;
}

type OlderCursor = QueryDocumentSnapshot<DocumentData> | ChatMessage;

/**
 * The pages before the live newest ones, as an infinite query that reads nothing until asked
 * (`loadMore`): its first page starts after `oldest`, the oldest live message, and each next page
 * after the last one read. Dropped when the chat closes, so a reopened chat starts at the newest
 * messages again. `isLiveFull`: the live page is full, so older messages may exist.
 */
export function useOlderChatMessages(db: Firestore, eventId: string, oldest: OlderCursor | null, isLiveFull: boolean) {
  const query = useInfiniteQuery({
    queryKey: eventKeys.olderMessages(eventId),
    queryFn: ({ pageParam }): Promise<OlderPage> =>
      pageParam ? olderMessages(db, eventId, pageParam) : Promise.resolve({ messages: [], cursor: null }),
    initialPageParam: oldest,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: false,
    gcTime: 0,
  });
  // A second ask in the same tick (the scroll sentinel and the button) must not start a second read.
  const isLoading = useRef(false);
  const pages = query.data?.pages ?? [];
  const { fetchNextPage } = query;
  const loadMore = useCallback(async (): Promise<boolean> => {
    if (isLoading.current) return true;
    isLoading.current = true;
    try {
      return !(await fetchNextPage({ cancelRefetch: false })).isError;
    } finally {
      isLoading.current = false;
    }
  }, [fetchNextPage]);
  return {
    /** Oldest first. */
    messages: pages.flatMap((p) => p.messages).reverse(),
    canLoadMore: pages.length > 0 ? query.hasNextPage : isLiveFull && oldest !== null,
    isLoading: query.isFetching,
    loadMore,
    /** Changes when a page arrives. */
    pageCount: pages.length,
  };
}
