// The references the events functions use; documents are read with the shared toFamilyEvent().
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';

export { toFamilyEvent } from '../shared/events.js';

export const eventRef = (id: string): DocumentReference => db().collection('events').doc(id);
export const messageRef = (eventId: string, messageId: string): DocumentReference =>
  eventRef(eventId).collection('messages').doc(messageId);
