// DELETE /api/account: removes all of the caller's data, then their sign-in account.
import { adminAuth } from '../lib/admin.js';
import { isUserNotFound } from '../lib/auth.js';
import type { DeleteAccountResponse } from '../shared/registry.js';
import { deleteUserData } from './user-data.js';

export async function deleteAccount(uid: string): Promise<DeleteAccountResponse> {
  // Data first: if a deletion fails the Auth user remains, so the user can sign in and try again.
  await deleteUserData(uid);
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    // A retry after a partial failure finds the Auth user already gone: that is success.
    if (!isUserNotFound(error)) throw error;
  }
  return { deleted: true };
}
