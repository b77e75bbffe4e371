// POST /api/create-user-and-registry: the first sign-in creates the profile and the default registry.
import { z } from 'zod';
import { db } from '../lib/admin.js';
import { liveUserRecord } from '../lib/auth.js';
import { registryRef, userRef } from '../lib/collections.js';
import { documentId } from '../lib/params.js';
import { newRegistryDoc, ownerNameOf, type KnownNames } from '../registry/index.js';
import { LIMITS, type CreateUserAndRegistryResponse } from '../shared/registry.js';
import { personNamesSchema } from '../shared/schemas/profile.js';
import { newUserDoc } from './new-user.js';

export const createUserAndRegistryBody = z
  .strictObject({
    uid: documentId,
    // The web sends the signed-in user's values, which Firebase gives as null when absent.
    email: z.string().max(LIMITS.email).nullish(),
    displayName: z.string().max(LIMITS.displayName).nullish(),
    // The names asked at sign-up when the sign-in method gave none (both or neither).
    first: z.optional(personNamesSchema.shape.first),
    last: z.optional(personNamesSchema.shape.last),
  })
  .refine(
    (body) => (body.first === undefined) === (body.last === undefined),
    'Send both first and last name, or neither.',
  );

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
    names: input.first !== undefined && input.last !== undefined ? { first: input.first, last: input.last } : null,
  });
  return db().runTransaction(async (tx) => {
    const [userSnap, registrySnap] = await tx.getAll(userRef(uid), registryRef(uid));
    const createdUser = userSnap?.exists !== true;
    const createdRegistry = registrySnap?.exists !== true;
    if (createdUser) tx.create(userRef(uid), user);
    // The registry goes by the person's name from the start (the names asked at sign-up, else
    // Google's display name; an existing profile's own names win), so friends find it by name and
    // never see "by Registry Owner".
    const known = createdUser ? user : (userSnap?.data() as KnownNames | undefined);
    if (createdRegistry) tx.create(registryRef(uid), newRegistryDoc(uid, ownerNameOf(known ?? {})));
    return { registryId: uid, createdUser, createdRegistry };
  });
}
