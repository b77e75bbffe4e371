// Posting and deleting event chat messages, through the api only (issue 23 #7, #10, #11): the text
// and the sender's first name are screened before anything is stored, so a blocked message is never
// public; a message carries the sender's id in this room (random, kept in their private chat marker),
// never their uid; one message per 2 seconds per person per room; a hidden message stays for review.
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../lib/errors.js';
import { runTransaction } from '../lib/transactions.js';
import { userRef } from '../lib/collections.js';
import { EVENT_LIMITS } from '../shared/events.js';
import { findBlockedWord } from '../shared/events-moderation.js';
import { eventRef, messageRef } from './event-doc.js';

export const CHAT_POST_ERRORS = {
  blocked: 'Please keep the chat kind: that message has a word that is not allowed here.',
  blockedName:
    'Your first name has a word that is not allowed in event chats. Change it in your profile to join the chat.',
  noProfile: 'Add your first name in your profile to join the chat.',
  tooSoon: 'Your message was not sent. Wait a moment between messages and try again.',
  muted: 'A moderator has paused your messages in this chat.',
  closed: 'That event was not found.',
  hidden: 'A moderator is reviewing this message, so it cannot be deleted now.',
  notYours: 'You can only delete your own messages.',
} as const;

export const markerRef = (eventId: string, uid: string) => eventRef(eventId).collection('chatMarkers').doc(uid);

/** A new sender id: 16 random bytes, unrelated to the uid or to the person's id in other rooms. */
const newSenderId = (): string => randomBytes(16).toString('base64url');

/** The person's sender id in this room, read in the transaction (made with their first message). */
async function senderIdIn(tx: Transaction, eventId: string, uid: string): Promise<string | null> {
  const marker = await tx.get(markerRef(eventId, uid));
  const id = marker.get('senderId') as unknown;
  return typeof id === 'string' ? id : null;
}

export interface PostedMessage {
  id: string;
  senderId: string;
}

/** Posts `text` as `uid` under their profile's first name, after the screen and the room's pacing. */
export async function postMessage(
  eventId: string,
  uid: string,
  text: string,
  now = Date.now(),
): Promise<PostedMessage> {
  if (findBlockedWord(text)) throw badRequest(CHAT_POST_ERRORS.blocked);
  const message = eventRef(eventId).collection('messages').doc();
  return runTransaction(async (tx) => {
    const [event, profile, mute, marker] = await Promise.all([
      tx.get(eventRef(eventId)),
      tx.get(userRef(uid)),
      tx.get(eventRef(eventId).collection('mutes').doc(uid)),
      tx.get(markerRef(eventId, uid)),
    ]);
    if (!event.exists) throw notFound(CHAT_POST_ERRORS.closed);
    if (mute.exists) throw forbidden(CHAT_POST_ERRORS.muted);
    const first = profile.get('first') as unknown;
    const firstName = typeof first === 'string' ? first.trim().slice(0, EVENT_LIMITS.firstName) : '';
    if (!firstName) throw badRequest(CHAT_POST_ERRORS.noProfile);
    if (findBlockedWord(firstName)) throw badRequest(CHAT_POST_ERRORS.blockedName);
    const last = marker.get('lastMessageAt') as unknown;
    if (last instanceof Timestamp && now - last.toMillis() < EVENT_LIMITS.chatIntervalSeconds * 1000) {
      throw tooManyRequests(CHAT_POST_ERRORS.tooSoon);
    }
    const stored = marker.get('senderId') as unknown;
    const senderId = typeof stored === 'string' ? stored : newSenderId();
    tx.create(message, { senderId, firstName, text, createdAt: FieldValue.serverTimestamp(), hidden: false });
    tx.set(markerRef(eventId, uid), {
      uid,
      senderId,
      lastMessageAt: Timestamp.fromMillis(now),
      messageId: message.id,
    });
    return { id: message.id, senderId };
  });
}

/**
 * The sender deletes their own message; not one hidden for review (a moderator hid it, or reports
 * did), which stays in the admins' queue until an admin decides.
 */
export async function deleteOwnMessage(eventId: string, messageId: string, uid: string): Promise<void> {
  await runTransaction(async (tx) => {
    const ref = messageRef(eventId, messageId);
    const [snap, senderId] = await Promise.all([tx.get(ref), senderIdIn(tx, eventId, uid)]);
    if (!snap.exists) throw notFound('That message was not found.');
    if (!senderId || snap.get('senderId') !== senderId) throw forbidden(CHAT_POST_ERRORS.notYours);
    if (snap.get('hidden') === true) throw conflict(CHAT_POST_ERRORS.hidden);
    tx.delete(ref);
  });
}

/** Whose message it is, for admins only (muting the sender): the marker that holds its sender id. */
export async function uidOfSender(eventId: string, senderId: string): Promise<string | null> {
  if (!senderId) return null;
  const snap = await eventRef(eventId).collection('chatMarkers').where('senderId', '==', senderId).limit(1).get();
  const uid = snap.docs[0]?.get('uid') as unknown;
  return typeof uid === 'string' ? uid : null;
}
