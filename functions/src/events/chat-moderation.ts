// Chat moderation in functions: reports (3 hide a message until review), the blocked-word screen of
// every new message, and the admins' hide, restore and mute. Reports and mutes are closed to clients.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { conflict, notFound } from '../lib/errors.js';
import { runTransaction } from '../lib/transactions.js';
import { notify } from '../marketplace/notifications.js';
import { EVENT_LIMITS } from '../shared/events.js';
import { BLOCKED_WORD_REASON, REPORTED_REASON, findBlockedWord } from '../shared/events-moderation.js';
import { eventRef, messageRef } from './event-doc.js';

export interface ReportResult {
  reports: number;
  hidden: boolean;
}

/** One report per person per message; the third hides the message pending review. */
export async function reportMessage(
  eventId: string,
  messageId: string,
  reporterUid: string,
  reason: string,
): Promise<ReportResult> {
  const ref = messageRef(eventId, messageId);
  const reportRef = ref.collection('reports').doc(reporterUid);
  return runTransaction(async (tx) => {
    const [message, report] = await Promise.all([tx.get(ref), tx.get(reportRef)]);
    if (!message.exists) throw notFound('That message was not found.');
    const data = message.data() ?? {};
    if (data.uid === reporterUid) throw conflict('You cannot report your own message.');
    const count = typeof data.reportCount === 'number' ? data.reportCount : 0;
    if (report.exists) return { reports: count, hidden: data.hidden === true };
    const reports = count + 1;
    const hide = reports >= EVENT_LIMITS.reportsToHide && data.hidden !== true;
    tx.create(reportRef, { uid: reporterUid, reason, createdAt: FieldValue.serverTimestamp() });
    tx.update(ref, {
      reportCount: reports,
      ...(hide ? { hidden: true, hiddenReason: 'reported', hiddenAt: FieldValue.serverTimestamp() } : {}),
    });
    return { reports, hidden: hide || data.hidden === true };
  });
}

/** The blocked-word screen: hides a new message that contains one, and tells its sender why. */
export async function screenMessage(eventId: string, messageId: string): Promise<boolean> {
  const ref = messageRef(eventId, messageId);
  const snap = await ref.get();
  const data = snap.data();
  if (!data || data.hidden === true || typeof data.text !== 'string') return false;
  if (!findBlockedWord(data.text)) return false;
  await ref.update({ hidden: true, hiddenReason: 'blocked-word', hiddenAt: FieldValue.serverTimestamp() });
  if (typeof data.uid === 'string') {
    await notify(data.uid, {
      id: `chat-blocked-${eventId}-${messageId}`.slice(0, 300),
      kind: 'chat',
      title: 'Your chat message was not shown',
      body: BLOCKED_WORD_REASON,
      link: `/chat/${eventId}`,
    });
  }
  return true;
}

/** An admin hides a message (with a reason the sender is told) or restores it. */
export async function setMessageHidden(
  eventId: string,
  messageId: string,
  hidden: boolean,
  adminUid: string,
): Promise<void> {
  const ref = messageRef(eventId, messageId);
  const snap = await ref.get();
  if (!snap.exists) throw notFound('That message was not found.');
  await ref.update(
    hidden
      ? { hidden: true, hiddenReason: 'moderator', hiddenAt: FieldValue.serverTimestamp(), reviewedBy: adminUid }
      : { hidden: false, hiddenReason: FieldValue.delete(), reviewedBy: adminUid, reportCount: 0 },
  );
  const uid = snap.get('uid') as unknown;
  if (hidden && typeof uid === 'string') {
    await notify(uid, {
      kind: 'chat',
      title: 'A moderator hid your chat message',
      body: REPORTED_REASON,
      link: `/chat/${eventId}`,
    });
  }
}

/** Mutes (or unmutes) a person in one event's room: the rules then refuse their messages. */
export async function setMuted(eventId: string, uid: string, muted: boolean, adminUid: string): Promise<void> {
  const event = await eventRef(eventId).get();
  if (!event.exists) throw notFound('That event was not found.');
  const ref = eventRef(eventId).collection('mutes').doc(uid);
  if (muted) await ref.set({ uid, mutedBy: adminUid, mutedAt: FieldValue.serverTimestamp() });
  else await ref.delete();
}

export interface HiddenMessage {
  eventId: string;
  messageId: string;
  uid: string;
  firstName: string;
  text: string;
  hiddenReason: string;
  reportCount: number;
  createdAt: number;
}

/** The admins' queue: hidden messages across every room, newest first, a page at a time. */
export async function listHiddenMessages(limit = 50): Promise<HiddenMessage[]> {
  const snap = await db()
    .collectionGroup('messages')
    .where('hidden', '==', true)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snap.docs
    .filter((d) => d.ref.parent.parent?.parent.id === 'events')
    .map((d) => {
      const m = d.data();
      return {
        eventId: d.ref.parent.parent?.id ?? '',
        messageId: d.id,
        uid: String(m.uid ?? ''),
        firstName: String(m.firstName ?? ''),
        text: String(m.text ?? ''),
        hiddenReason: String(m.hiddenReason ?? ''),
        reportCount: typeof m.reportCount === 'number' ? m.reportCount : 0,
        createdAt: m.createdAt instanceof Timestamp ? m.createdAt.toMillis() : 0,
      };
    });
}
