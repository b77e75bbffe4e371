// The public name of a registry, /registry/{nameSlug}: claimed by its owner, looked up by anyone.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { runTransaction } from '../lib/transactions.js';
import { publicRegistryRef, registryRef, registrySlugRef } from '../lib/collections.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { NAME_SLUG_PATTERN, type RegistryBySlugResponse, type RegistrySlugResponse } from '../shared/registry.js';
import {
  NAME_SLUG_INVALID_MESSAGE,
  NAME_SLUG_RESERVED_MESSAGE,
  nameSlugSchema,
} from '../shared/schemas/registry-settings.js';
import { writePublicRegistry } from './sync-public-registry.js';
import { REGISTRY_NOT_FOUND_MESSAGE } from './claim-purchase.js';

export { NAME_SLUG_INVALID_MESSAGE, NAME_SLUG_RESERVED_MESSAGE };
export const NAME_SLUG_TAKEN_MESSAGE = "That registry name is taken. Try adding your baby's name or the year.";

/** The value is checked by checkNameSlug, so a missing or mistyped name gets the form's own words. */
export const registrySlugBody = z.strictObject({ nameSlug: z.unknown().optional() });

/** The slug itself, or a 400 in the words the settings form shows (the same schema checks it there). */
export function checkNameSlug(nameSlug: unknown): string {
  const result = z.safeParse(nameSlugSchema, nameSlug);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? NAME_SLUG_INVALID_MESSAGE);
  return result.data;
}

/**
 * Gives the caller's registry the name `nameSlug`: registrySlugs/{nameSlug} must be free or the
 * caller's already; their previous name is released. One transaction, so two owners racing for one
 * name cannot both get it.
 */
export async function setRegistrySlug(uid: string, wanted: unknown, now = Date.now()): Promise<RegistrySlugResponse> {
  const nameSlug = checkNameSlug(wanted);
  const ref = registryRef(uid);
  const slugRef = registrySlugRef(nameSlug);
  return runTransaction(async (tx) => {
    const [registrySnap, slugSnap] = await tx.getAll(ref, slugRef);
    const registry = registrySnap?.data();
    if (!registry) throw notFound(REGISTRY_NOT_FOUND_MESSAGE);
    const holder: unknown = slugSnap?.get('uid');
    if (slugSnap?.exists && holder !== uid) throw conflict(NAME_SLUG_TAKEN_MESSAGE);

    const previous: unknown = registry.nameSlug;
    const previousRef = typeof previous === 'string' && previous !== nameSlug ? registrySlugRef(previous) : null;
    const previousSnap = previousRef ? await tx.get(previousRef) : null;
    // Released only if it really is the caller's: a stale nameSlug must never free someone else's name.
    if (previousRef && previousSnap?.get('uid') === uid) tx.delete(previousRef);

    if (!slugSnap?.exists) tx.create(slugRef, { uid, createdAt: FieldValue.serverTimestamp() });
    if (previous !== nameSlug) {
      tx.update(ref, { nameSlug, updatedAt: FieldValue.serverTimestamp() });
      writePublicRegistry(tx, uid, { ...registry, nameSlug }, now);
    }
    return { nameSlug };
  });
}

/**
 * Whose public registry `nameSlug` names. A name nobody holds, one that cannot be a name, and the
 * name of a private registry all get the same 404: a private registry's name gives nothing away.
 */
export async function registryBySlug(nameSlug: string): Promise<RegistryBySlugResponse> {
  if (!NAME_SLUG_PATTERN.test(nameSlug)) throw notFound(REGISTRY_NOT_FOUND_MESSAGE);
  const uid: unknown = (await registrySlugRef(nameSlug).get()).get('uid');
  if (typeof uid !== 'string' || !(await publicRegistryRef(uid).get()).exists) {
    throw notFound(REGISTRY_NOT_FOUND_MESSAGE);
  }
  return { uid };
}
