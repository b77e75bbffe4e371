// POST /api/auto-create-registry: gives a signed-in user without a registry the default one.
import { z } from 'zod';
import { runTransaction } from '../lib/transactions.js';
import { liveUserRecord } from '../lib/auth.js';
import { registryRef, userRef } from '../lib/collections.js';
import type { AutoCreateRegistryResponse } from '../shared/registry.js';
import { newRegistryDoc, ownerNameOf, type KnownNames } from './new-registry.js';

/** The spec sends no body; an empty JSON object is accepted too, anything else is a 400. */
export const autoCreateRegistryBody = z.union([z.undefined(), z.strictObject({})]);

/**
 * Creates registries/{uid} unless it exists; an existing registry is never touched. It goes by the
 * profile's names, else the Auth account's display name.
 */
export async function autoCreateRegistry(uid: string): Promise<AutoCreateRegistryResponse> {
  const record = await liveUserRecord(uid);
  const ref = registryRef(uid);
  return runTransaction(async (tx) => {
    const [snap, profile] = await tx.getAll(ref, userRef(uid));
    if (snap?.exists) return { registryId: uid, created: false };
    const known = (profile?.data() as KnownNames | undefined) ?? {};
    tx.create(
      ref,
      newRegistryDoc(uid, ownerNameOf({ ...known, displayName: known.displayName ?? record.displayName })),
    );
    return { registryId: uid, created: true };
  });
}
