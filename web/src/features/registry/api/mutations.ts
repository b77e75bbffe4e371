// Writes to registries/{uid}: add and remove products in transactions (spec section 4).
import { addItemToFront, LIMITS, newRegistryItem, removeItemById, type ProductSnapshot } from '@shared/registry';
import { getDb } from '../../../lib/firebase/app';
import { pickProductSnapshot } from '../product-snapshot';
import { registryRef } from './refs';

/** Spec section 9: document transaction default max attempts. */
export const TRANSACTION_MAX_ATTEMPTS = 5;

export const REGISTRY_NOT_READY_MESSAGE = 'Your registry is not ready yet. Please try again in a moment.';
export const REGISTRY_FULL_MESSAGE = `Your registry is full: it can hold up to ${LIMITS.registryItems} products.`;

/** Puts the product first in the owner's registry unless it is already there. Returns whether it was added. */
export async function addProductToRegistry(uid: string, product: ProductSnapshot): Promise<boolean> {
  const [db, { runTransaction, serverTimestamp }, ref, { isValidRegistryItem, REGISTRY_ITEM_INVALID_MESSAGE }] =
    await Promise.all([
      getDb(),
      import('firebase/firestore'),
      registryRef(uid),
      import('@shared/schemas/registry-item'),
    ]);
  // Only product fields: search hits carry extra keys that must not be stored in the item.
  const item = newRegistryItem(pickProductSnapshot(product), Date.now());
  // The rules refuse an item over LIMITS too; saying so here gives the reason instead of "permission denied".
  if (!isValidRegistryItem(item)) throw new Error(REGISTRY_ITEM_INVALID_MESSAGE);
  return runTransaction(
    db,
    async (transaction) => {
      const registry = (await transaction.get(ref)).data();
      if (!registry) throw new Error(REGISTRY_NOT_READY_MESSAGE);
      const items = addItemToFront(registry.product, item);
      if (items.length === registry.product.length) return false;
      if (items.length > LIMITS.registryItems) throw new Error(REGISTRY_FULL_MESSAGE);
      transaction.update(ref, { product: items, updatedAt: serverTimestamp() });
      return true;
    },
    { maxAttempts: TRANSACTION_MAX_ATTEMPTS },
  );
}

/** Removes the product from the owner's registry. Returns whether it was there. */
export async function removeProductFromRegistry(uid: string, productId: string): Promise<boolean> {
  const [db, { runTransaction, serverTimestamp }, ref] = await Promise.all([
    getDb(),
    import('firebase/firestore'),
    registryRef(uid),
  ]);
  return runTransaction(
    db,
    async (transaction) => {
      const registry = (await transaction.get(ref)).data();
      if (!registry) throw new Error(REGISTRY_NOT_READY_MESSAGE);
      const items = removeItemById(registry.product, productId);
      if (items.length === registry.product.length) return false;
      transaction.update(ref, { product: items, updatedAt: serverTimestamp() });
      return true;
    },
    { maxAttempts: TRANSACTION_MAX_ATTEMPTS },
  );
}

/** Sets (or with '' removes) the age range of one item, for the outgrow timeline. */
export async function setItemAgeRange(uid: string, itemId: string, ageRange: string): Promise<void> {
  const [db, { runTransaction, serverTimestamp }, ref] = await Promise.all([
    getDb(),
    import('firebase/firestore'),
    registryRef(uid),
  ]);
  const value = ageRange.trim();
  await runTransaction(
    db,
    async (transaction) => {
      const registry = (await transaction.get(ref)).data();
      if (!registry) throw new Error(REGISTRY_NOT_READY_MESSAGE);
      const items = registry.product.map((item) => {
        if (item.id !== itemId) return item;
        const { ageRange: _old, ...rest } = item;
        return value ? { ...rest, ageRange: value } : rest;
      });
      transaction.update(ref, { product: items, updatedAt: serverTimestamp() });
    },
    { maxAttempts: TRANSACTION_MAX_ATTEMPTS },
  );
}
