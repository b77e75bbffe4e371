// In-app notifications (notifications/{id}): written by functions only, read by their owner, who may
// only set readAt (docs/decisions/013). Other marketplace areas call notify().
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';

export const NOTIFICATIONS = 'notifications';

export const NOTIFICATION_LIMITS = { id: 300, kind: 40, title: 120, body: 600, link: 300 } as const;

export interface NotificationInput {
  /** A deterministic id makes the notification idempotent: a second notify() with it does nothing. */
  id?: string;
  /** What it is about, e.g. 'recall', 'listing-removed', 'offer', 'order'. */
  kind: string;
  title: string;
  body: string;
  /** A same-site path such as /marketplace/my-listings. */
  link: string;
}

export interface NotificationDoc {
  uid: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  /** Epoch ms. */
  createdAt: number;
  readAt: number | null;
}

/** Firestore's ALREADY_EXISTS: the deterministic notification was written before. */
const ALREADY_EXISTS = 6;

/** Cuts text to `max` characters, ending with an ellipsis when it had to cut. */
function bounded(text: string, max: number): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** A link that stays on this site: anything else becomes the notifications page. */
function safeLink(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') && link.length <= NOTIFICATION_LIMITS.link
    ? link
    : '/marketplace/notifications';
}

/** Document ids may not contain '/', and are bounded. */
export function notificationId(id: string): string {
  return id.replace(/\//g, '_').slice(0, NOTIFICATION_LIMITS.id);
}

export function notificationRef(id?: string): DocumentReference {
  const collection = db().collection(NOTIFICATIONS);
  return id ? collection.doc(notificationId(id)) : collection.doc();
}

export function notificationDoc(uid: string, input: NotificationInput, now: number = Date.now()): NotificationDoc {
  return {
    uid,
    kind: bounded(input.kind, NOTIFICATION_LIMITS.kind),
    title: bounded(input.title, NOTIFICATION_LIMITS.title),
    body: bounded(input.body, NOTIFICATION_LIMITS.body),
    link: safeLink(input.link),
    createdAt: now,
    readAt: null,
  };
}

/** Notifies `uid`. With an id, at most once: a repeat (a retried trigger) leaves the first alone. */
export async function notify(uid: string, input: NotificationInput): Promise<void> {
  try {
    await notificationRef(input.id).create(notificationDoc(uid, input));
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return;
    throw error;
  }
}

/**
 * The same inside a transaction that has already read `ref` (reads come first in a transaction):
 * writes only when the read found nothing.
 */
export function notifyInTransaction(
  tx: Transaction,
  ref: DocumentReference,
  exists: boolean,
  uid: string,
  input: NotificationInput,
): void {
  if (!exists) tx.create(ref, notificationDoc(uid, input));
}
