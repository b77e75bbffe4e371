// users/{uid}/preferences/reminders, written by its owner under the rules: whether the weekly resale
// reminder may go out (no document: it may). Read by the sweep a page at a time and by each task.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { singleDocumentSource, type UserDataSource } from '../../lib/data-source.js';
import { userRef } from '../../lib/collections.js';
import { REMINDER_PREFERENCES } from '../../shared/resale-reminder.js';

export function reminderPreferencesRef(uid: string): DocumentReference {
  return userRef(uid).collection(REMINDER_PREFERENCES.collection).doc(REMINDER_PREFERENCES.doc);
}

/** Off only when the owner turned it off. */
export function wantsResaleReminders(snap: DocumentSnapshot): boolean {
  return snap.get('resaleReminders') !== false;
}

/** In the account's export and deletion (decision 003); the reminders themselves are notifications. */
export const reminderPreferencesSource: UserDataSource = singleDocumentSource(
  'reminderPreferences',
  reminderPreferencesRef,
);
