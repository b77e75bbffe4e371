// DELETE /api/account: removes all of the caller's data, then their sign-in account.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { adminAuth } from '../lib/admin.js';
import { isUserNotFound } from '../lib/auth.js';
import { unauthorized } from '../lib/errors.js';
import type { DeleteAccountResponse } from '../shared/registry.js';
import { RECENT_SIGN_IN_MESSAGE, RECENT_SIGN_IN_MS } from '../shared/account.js';
import { assertNoOpenSales } from '../marketplace/orders/open-sales.js';
import { markAccountDeleted, unmarkAccountDeleted } from '../lib/deleted-accounts.js';
import { deleteUserData } from './user-data.js';

/**
 * Deleting is for the person at the keyboard, not for whoever holds an old token: the token's
 * auth_time (seconds) must be within RECENT_SIGN_IN_MS of now, or the answer is 401 asking them to
 * sign in again.
 */
export function assertRecentSignIn(token: Pick<DecodedIdToken, 'auth_time'>, now: number = Date.now()): void {
  const signedInAt = token.auth_time * 1000;
  if (!Number.isFinite(signedInAt) || now - signedInAt > RECENT_SIGN_IN_MS) {
    throw unauthorized(RECENT_SIGN_IN_MESSAGE);
  }
}

export async function deleteAccount(uid: string): Promise<DeleteAccountResponse> {
  // A seller finishes what a buyer paid for first (409 saying what): no payment may land on a
  // listing deletion removed, and no buyer may wait on an account that is gone.
  await assertNoOpenSales(uid);
  // The marker first, so nothing the old token writes from now on can outlive the deletion.
  await markAccountDeleted(uid);
  // Data next: if a deletion fails the Auth user remains, so the user can sign in and try again.
  try {
    await deleteUserData(uid);
  } catch (error) {
    await unmarkAccountDeleted(uid).catch((e: unknown) =>
      logger.error('could not remove the deleted-account marker', { uid, error: String(e) }),
    );
    throw error;
  }
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    // A retry after a partial failure finds the Auth user already gone: that is success.
    if (!isUserNotFound(error)) throw error;
  }
  return { deleted: true };
}
