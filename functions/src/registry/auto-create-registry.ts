// POST /api/auto-create-registry: gives a signed-in user without a registry the default one.
import { z } from 'zod';
import { runTransaction } from '../lib/transactions.js';
import { liveUserRecord } from '../lib/auth.js';
import { registryRef } from '../lib/collections.js';
import type { AutoCreateRegistryResponse } from '../shared/registry.js';
import { newRegistryDoc } from './new-registry.js';

/** The spec sends no body; an empty JSON object is accepted too, anything else is a 400. */
export const autoCreateRegistryBody = z.union([z.undefined(), z.strictObject({})]);

/** Creates registries/{uid} unless it exists; an existing registry is never touched. */
export async function autoCreateRegistry(uid: string): Promise<AutoCreateRegistryResponse> {
  await liveUserRecord(uid);
  const ref = registryRef(uid);
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) return { registryId: uid, created: false };
    tx.create(ref, newRegistryDoc(uid));
    return { registryId: uid, created: true };
  });
}
