// Trigger on registries/{uid}: keeps publicRegistries/{uid} equal to the registry's public projection.
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { isDeepStrictEqual } from 'node:util';
import { db } from '../lib/admin.js';
import { publicRegistryRef, registryRef } from '../lib/collections.js';
import type { PublicRegistry } from '../shared/registry.js';
import { buildPublicRegistry, projectableRegistry } from './public-projection.js';

/** 'withdrawn': the projection could not be written, so the public copy was deleted (fail closed). */
export type SyncOutcome = 'written' | 'deleted' | 'unchanged' | 'withdrawn';

/** Same content apart from updatedAt: rewriting it would only churn the document and its readers. */
function sameProjection(current: DocumentData | undefined, next: PublicRegistry): boolean {
  if (!current) return false;
  const { updatedAt: _current, ...currentRest } = current;
  const { updatedAt: _next, ...nextRest } = next;
  return isDeepStrictEqual(currentRest, nextRest);
}

/**
 * Inside a transaction that has already read registries/{uid}: sets or deletes the projection to
 * match `registryData` (the registry as it will be once the transaction commits).
 */
export function writePublicRegistry(
  tx: Transaction,
  uid: string,
  registryData: Record<string, unknown> | undefined,
  now: number,
): PublicRegistry | null {
  const source = projectableRegistry(uid, registryData);
  const projection = source && buildPublicRegistry(source, now);
  if (projection) tx.set(publicRegistryRef(uid), projection);
  else tx.delete(publicRegistryRef(uid));
  return projection;
}

/** gRPC INVALID_ARGUMENT: the write itself is refused (too large, too many index entries), not the moment. */
const INVALID_ARGUMENT = 3;

function isRefusedWrite(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === INVALID_ARGUMENT;
}

/**
 * Brings publicRegistries/{uid} in line with registries/{uid} as it is now. It reads the registry
 * rather than trusting the event's snapshot because triggers arrive late and out of order: a stale
 * event must not undo a newer projection (such as the one a purchase claim wrote). Safe to run twice.
 * When the registry is gone its public name is released too.
 *
 * It fails closed: when Firestore refuses the projection itself (over the 1 MiB document limit, say),
 * every retry would fail the same way and the old copy would keep showing what the owner has since
 * hidden, so the public copy is deleted instead ('withdrawn') until a later change makes it fit.
 */
export async function syncPublicRegistry(uid: string, now: number = Date.now()): Promise<SyncOutcome> {
  try {
    return await runSync(uid, now);
  } catch (error) {
    if (!isRefusedWrite(error)) throw error;
    logger.warn('public registry withdrawn: its projection cannot be written', { uid, error: String(error) });
    await publicRegistryRef(uid).delete();
    return 'withdrawn';
  }
}

function runSync(uid: string, now: number): Promise<SyncOutcome> {
  return db().runTransaction(async (tx) => {
    const [registrySnap, projectionSnap] = await tx.getAll(registryRef(uid), publicRegistryRef(uid));
    const slugs = registrySnap?.exists ? null : await tx.get(db().collection('registrySlugs').where('uid', '==', uid));
    for (const slug of slugs?.docs ?? []) tx.delete(slug.ref);

    const source = projectableRegistry(uid, registrySnap?.data());
    const projection = source && buildPublicRegistry(source, now);
    if (!projection) {
      if (!projectionSnap?.exists) return 'unchanged';
      tx.delete(publicRegistryRef(uid));
      return 'deleted';
    }
    if (sameProjection(projectionSnap?.data(), projection)) return 'unchanged';
    tx.set(publicRegistryRef(uid), projection);
    return 'written';
  });
}
