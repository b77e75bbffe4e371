// GET /api/check-user-exists/:uid: step 1 of the authentication flow (spec section 4).
import { db } from '../lib/admin.js';
import { registryRef, userRef } from '../lib/collections.js';
import type { CheckUserExistsResponse } from '../shared/registry.js';

export async function checkUserExists(uid: string): Promise<CheckUserExistsResponse> {
  const [user, registry] = await db().getAll(userRef(uid), registryRef(uid));
  return { exists: user?.exists === true, hasRegistry: registry?.exists === true };
}
