// The chat's reads and writes through the full Firestore SDK (this module is only in lazy chunks):
// the newest messages live, older ones a page at a time, posting with the sender's marker in one
// batch (the rules' 2-second gap), deleting one's own, reporting through the api, and RSVPs.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { EVENT_LIMITS, type ChatMessage, type RsvpStatus } from '@shared/events';
import { apiFetch } from '../../../lib/api/client';

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
  const d = snap.data({ serverTimestamps: 'estimate' });
  const createdAt = d.createdAt as { toMillis?: () => number } | null;
  return {
    id: snap.id,
    uid: typeof d.uid === 'string' ? d.uid : '',
    firstName: typeof d.firstName === 'string' ? d.firstName : '',
    text: typeof d.text === 'string' ? d.text : '',
    createdAt: typeof createdAt?.toMillis === 'function' ? createdAt.toMillis() : Date.now(),
    hidden: d.hidden === true,
  };
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

export async function sendChatMessage(db: Firestore, eventId: string, uid: string, firstName: string, text: string) {
  const message = doc(messagesRef(db, eventId));
  const batch = writeBatch(db);
  batch.set(message, { uid, firstName, text, createdAt: serverTimestamp(), hidden: false });
  batch.set(doc(db, 'events', eventId, 'chatMarkers', uid), {
    uid,
    lastMessageAt: serverTimestamp(),
    messageId: message.id,
  });
  await batch.commit();
}

export const deleteChatMessage = (db: Firestore, eventId: string, messageId: string) =>
  deleteDoc(doc(messagesRef(db, eventId), messageId));

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

export const rsvpsRef = (db: Firestore, eventId: string) => collection(db, 'events', eventId, 'rsvps');
export const goingQuery = (db: Firestore, eventId: string) =>
  query(rsvpsRef(db, eventId), where('status', '==', 'going'), limit(100));

export async function setRsvp(
  db: Firestore,
  eventId: string,
  uid: string,
  firstName: string,
  status: RsvpStatus | null,
) {
  const ref = doc(rsvpsRef(db, eventId), uid);
  if (status === null) await deleteDoc(ref);
  else await setDoc(ref, { uid, firstName, status, updatedAt: serverTimestamp() });
}
