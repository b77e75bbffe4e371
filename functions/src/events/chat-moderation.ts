// Chat moderation in functions: reports, weighted by the reporter's standing (issue 23 #11), hide a
// message for review; admins hide, restore and mute. A message hidden for review stays in the admins'
// queue until an admin decides: its sender cannot delete it. Reports and mutes are closed to clients.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { userRef } from '../lib/collections.js';
import { conflict, notFound } from '../lib/errors.js';
import { runTransaction } from '../lib/transactions.js';
import { notify } from '../notify/notifications.js';
import { EVENT_LIMITS, reportWeight } from '../shared/events.js';
import { REPORTED_REASON, type HiddenMessage } from '../shared/events-moderation.js';
import { markerRef, uidOfSender } from './chat-messages.js';
import { eventRef, messageRef } from './event-doc.js';

export interface ReportResult {
  reports: number;
  hidden: boolean;
}

const DAY_MS = 86_400_000;

/**
 * One report per person per message. Each weighs by the reporter's standing (reportWeight: the age of
 * their profile, and whether they answered this event); at EVENT_LIMITS.reportsToHide the message is
 * hidden and waits in the admins' queue for a second look.
 */
export async function reportMessage(
  eventId: string,
  messageId: string,
  reporterUid: string,
  reason: string,
  now = Date.now(),
): Promise<ReportResult> {
  const ref = messageRef(eventId, messageId);
  const reportRef = ref.collection('reports').doc(reporterUid);
  return runTransaction(async (tx) => {
    const [message, report, marker, profile, rsvp] = await Promise.all([
      tx.get(ref),
      tx.get(reportRef),
      tx.get(markerRef(eventId, reporterUid)),
      tx.get(userRef(reporterUid)),
      tx.get(eventRef(eventId).collection('rsvps').doc(reporterUid)),
    ]);
    if (!message.exists) throw notFound('That message was not found.');
    const data = message.data() ?? {};
    if (typeof data.senderId === 'string' && data.senderId === marker.get('senderId')) {
      throw conflict('You cannot report your own message.');
    }
    const count = typeof data.reportCount === 'number' ? data.reportCount : 0;
    if (report.exists) return { reports: count, hidden: data.hidden === true };
    const createdAt = profile.get('createdAt') as unknown;
    const accountAgeDays = createdAt instanceof Timestamp ? (now - createdAt.toMillis()) / DAY_MS : 0;
    const weight = reportWeight({ accountAgeDays, isMember: rsvp.exists });
    const total = (typeof data.reportWeight === 'number' ? data.reportWeight : 0) + weight;
    // Weights are quarters, so the sum is exact in floating point.
    const hide = total >= EVENT_LIMITS.reportsToHide && data.hidden !== true;
    tx.create(reportRef, { uid: reporterUid, reason, weight, createdAt: FieldValue.serverTimestamp() });
    tx.update(ref, {
      reportCount: count + 1,
      reportWeight: total,
      ...(hide
        ? { hidden: true, hiddenReason: 'reported', hiddenAt: FieldValue.serverTimestamp(), needsReview: true }
        : {}),
    });
    return { reports: count + 1, hidden: hide || data.hidden === true };
  });
}

/** An admin hides a message (its sender is told) or restores it; either way it has had its review. */
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
      ? {
          hidden: true,
          hiddenReason: 'moderator',
          hiddenAt: FieldValue.serverTimestamp(),
          reviewedBy: adminUid,
          needsReview: false,
        }
      : {
          hidden: false,
          hiddenReason: FieldValue.delete(),
          reviewedBy: adminUid,
          reportCount: 0,
          reportWeight: 0,
          needsReview: false,
        },
  );
  const uid = await uidOfSender(eventId, String(snap.get('senderId') ?? ''));
  if (hidden && uid) {
    await notify(uid, {
      kind: 'chat',
      title: 'A moderator hid your chat message',
      body: REPORTED_REASON,
      link: `/chat/${eventId}`,
    });
  }
}

/** Mutes (or unmutes) a person in one event's room: the api then refuses their messages. */
export async function setMuted(eventId: string, uid: string, muted: boolean, adminUid: string): Promise<void> {
  const event = await eventRef(eventId).get();
  if (!event.exists) throw notFound('That event was not found.');
  const ref = eventRef(eventId).collection('mutes').doc(uid);
  if (muted) await ref.set({ uid, mutedBy: adminUid, mutedAt: FieldValue.serverTimestamp() });
  else await ref.delete();
}

/** The admins' queue: hidden messages across every room, newest first, a page at a time. */
export async function listHiddenMessages(limit = 50): Promise<HiddenMessage[]> {
  const snap = await db()
    .collectionGroup('messages')
    .where('hidden', '==', true)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  const docs = snap.docs.filter((d) => d.ref.parent.parent?.parent.id === 'events');
  return Promise.all(
    docs.map(async (d) => {
      const m = d.data();
      const eventId = d.ref.parent.parent?.id ?? '';
      return {
        eventId,
        messageId: d.id,
        uid: (await uidOfSender(eventId, String(m.senderId ?? ''))) ?? '',
        firstName: String(m.firstName ?? ''),
        text: String(m.text ?? ''),
        hiddenReason: String(m.hiddenReason ?? ''),
        reportCount: typeof m.reportCount === 'number' ? m.reportCount : 0,
        needsReview: m.needsReview === true,
        createdAt: m.createdAt instanceof Timestamp ? m.createdAt.toMillis() : 0,
      };
    }),
  );
}
