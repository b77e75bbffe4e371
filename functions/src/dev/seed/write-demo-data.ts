// Writes the demo catalog and the demo families' documents to Firestore in batches of at most 500.
import { FieldValue, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { publicRegistryRef, registryRef, registrySlugRef, userRef } from '../../lib/collections.js';
import { productRecallKeys } from '../../marketplace/screening/recall-keys.js';
import { DEMO_CATALOG } from './catalog/index.js';
import { buildDemoRegistries } from './demo-registries.js';

/** Firestore's limit on writes in one batch. */
const BATCH_LIMIT = 500;

export type Write = (batch: WriteBatch) => void;

export async function commitInBatches(writes: readonly Write[]): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    const batch = db().batch();
    for (const write of writes.slice(start, start + BATCH_LIMIT)) write(batch);
    await batch.commit();
  }
}

export const set =
  (ref: DocumentReference, data: Record<string, unknown>): Write =>
  (batch) =>
    batch.set(ref, data);

/** products/{id} for every demo product; returns how many. */
export async function seedCatalog(): Promise<number> {
  const products = db().collection('products');
  await commitInBatches(
    DEMO_CATALOG.map((p) =>
      set(products.doc(p.id), { ...p, recallKeys: productRecallKeys(p), createdAt: FieldValue.serverTimestamp() }),
    ),
  );
  return DEMO_CATALOG.length;
}

/** users, registries, registrySlugs and publicRegistries of the demo families; returns how many registries. */
export async function seedRegistries(now: number = Date.now()): Promise<number> {
  const families = buildDemoRegistries(now);
  const writes = families.flatMap(({ uid, user, registry, publicRegistry }): Write[] => {
    const stamps = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() };
    return [
      set(userRef(uid), { ...user, ...stamps }),
      set(registryRef(uid), { ...registry, ...stamps, UID: userRef(uid) }),
      set(registrySlugRef(registry.nameSlug), { uid, createdAt: FieldValue.serverTimestamp() }),
      ...(publicRegistry ? [set(publicRegistryRef(uid), { ...publicRegistry })] : []),
    ];
  });
  await commitInBatches(writes);
  return families.length;
}
