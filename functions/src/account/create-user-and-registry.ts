// POST /api/create-user-and-registry: the first sign-in creates the profile and the default registry.
import { z } from 'zod';
import { db } from '../lib/admin.js';
import { liveUserRecord } from '../lib/auth.js';
import { registryRef, userRef } from '../lib/collections.js';
import { documentId } from '../lib/params.js';
import { newRegistryDoc } from '../registry/index.js';
import { LIMITS, type CreateUserAndRegistryResponse } from '../shared/registry.js';
import { newUserDoc } from './new-user.js';

export const createUserAndRegistryBody = z.strictObject({
  uid: documentId,
  // The web sends the signed-in user's values, which Firebase gives as null when absent.
  email: z.string().max(LIMITS.email).nullish(),
  displayName: z.string().max(LIMITS.displayName).nullish(),
});

export type CreateUserAndRegistryInput = z.infer<typeof createUserAndRegistryBody>;

/**
 * Creates users/{uid} and registries/{uid}, each only if missing, in one transaction, so a
 * repeated or concurrent call never overwrites a profile or a registry that already has items.
 */
export async function createUserAndRegistry(input: CreateUserAndRegistryInput): Promise<CreateUserAndRegistryResponse> {
  const { uid } = input;
  const record = await liveUserRecord(uid);
  const user = newUserDoc({
    uid,
    // The rules freeze email once written, so it comes from Auth, never from the request body.
    email: record.email ?? null,
    displayName: input.displayName ?? record.displayName ?? null,
    phoneNumber: record.phoneNumber ?? null,
  });
  const registry = newRegistryDoc(uid);
  return db().runTransaction(async (tx) => {
    const [userSnap, registrySnap] = await tx.getAll(userRef(uid), registryRef(uid));
    const createdUser = userSnap?.exists !== true;
    const createdRegistry = registrySnap?.exists !== true;
    if (createdUser) tx.create(userRef(uid), user);
    if (createdRegistry) tx.create(registryRef(uid), registry);
    return { registryId: uid, createdUser, createdRegistry };
  });
}
