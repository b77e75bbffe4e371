// deletedAccounts/{uid}: written when an account is deleted, so its ID token (valid for up to an hour
// more in production) can no longer recreate a profile, a registry or quiz results under the rules.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from './admin.js';

/** Longer than an ID token lives (one hour); a TTL policy on expiresAt sweeps the marker after. */
export const DELETED_MARKER_TTL_MS = 2 * 60 * 60 * 1000;

export const deletedAccountRef = (uid: string) => db().collection('deletedAccounts').doc(uid);

export async function markAccountDeleted(uid: string, now: number = Date.now()): Promise<void> {
  await deletedAccountRef(uid).set({
    deletedAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + DELETED_MARKER_TTL_MS),
  });
}

/** Undoes the marker when deletion failed part-way: the account still exists and must keep working. */
export async function unmarkAccountDeleted(uid: string): Promise<void> {
  await deletedAccountRef(uid).delete();
}
