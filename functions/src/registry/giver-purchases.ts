// The purchase records a signed-in gift giver leaves on other people's registries. The record itself
// (name, email, order number) lives on the item in registries/{ownerUid}; giverPurchases/{id} says
// which items a giver's account bought, so their export can find them and their deletion can replace
// their identity with DELETED_PURCHASER_NAME while the item stays bought for the owner.
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { registryRef } from '../lib/collections.js';
import { DELETED_PURCHASER_NAME } from '../shared/registry.js';
import type { UserDataSource } from '../lib/data-source.js';

/** giverPurchases/{id}: closed to clients, written by the purchase claim in its transaction. */
export interface GiverPurchase {
  giverUid: string;
  registryUid: string;
  itemId: string;
  /** The item's purchasedAt: tells this purchase from a later one of an item re-added with the same id. */
  purchasedAt: number;
}

const giverPurchases = () => db().collection('giverPurchases');

/** Inside the claim's transaction: notes that the signed-in giver bought this item. */
export function recordGiverPurchase(tx: Transaction, purchase: GiverPurchase): void {
  tx.set(giverPurchases().doc(), purchase);
}

type Item = Record<string, unknown>;

function findItem(product: unknown, purchase: GiverPurchase): { items: Item[]; index: number } {
  const items = Array.isArray(product) ? (product as Item[]) : [];
  const index = items.findIndex(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      item.id === purchase.itemId &&
      item.purchased === true &&
      item.purchasedAt === purchase.purchasedAt,
  );
  return { items, index };
}

/** What the giver told the owner, as their export shows it; null once the item is gone. */
async function collectOne(purchase: GiverPurchase) {
  const registry = (await registryRef(purchase.registryUid).get()).data();
  const { items, index } = findItem(registry?.product, purchase);
  const item = items[index];
  if (!item) return null;
  return {
    registryUid: purchase.registryUid,
    registryOwnerName: typeof registry?.ownerName === 'string' ? registry.ownerName : null,
    itemId: purchase.itemId,
    itemTitle: item.title ?? null,
    first: item.first ?? null,
    last: item.last ?? null,
    email: (item.email as { email?: unknown } | null)?.email ?? null,
    storeName: item.storeName ?? null,
    orderNumber: item.orderNumber ?? null,
    purchasedAt: new Date(purchase.purchasedAt).toISOString(),
  };
}

/**
 * Replaces the giver's identity on the item with DELETED_PURCHASER_NAME and drops the record, in one
 * transaction. The item stays bought, so the owner's gift tracker and the public copy are unchanged.
 */
async function anonymiseOne(ref: DocumentReference, purchase: GiverPurchase): Promise<void> {
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(registryRef(purchase.registryUid));
    const { items, index } = findItem(snap.data()?.product, purchase);
    const item = items[index];
    if (snap.exists && item) {
      const product = [...items];
      product[index] = { ...item, first: DELETED_PURCHASER_NAME, last: '', email: null, orderNumber: '' };
      tx.update(snap.ref, { product, updatedAt: FieldValue.serverTimestamp() });
    }
    tx.delete(ref);
  });
}

const byGiver = (uid: string) => giverPurchases().where('giverUid', '==', uid);

/** The user data source of the purchases a giver made while signed in. */
export const giftsBoughtSource: UserDataSource = {
  name: 'giftsBought',
  collect: async (uid) => {
    const snap = await byGiver(uid).get();
    if (snap.empty) return null;
    const records = await Promise.all(snap.docs.map((d) => collectOne(d.data() as GiverPurchase)));
    return records.filter((r) => r !== null);
  },
  remove: async (uid) => {
    const snap = await byGiver(uid).get();
    // One at a time: two purchases on the same registry would otherwise contend for it.
    for (const d of snap.docs) await anonymiseOne(d.ref, d.data() as GiverPurchase);
    // Records of gifts on this user's own registry, which goes too: they would only keep its uid.
    const onOwnRegistry = await giverPurchases().where('registryUid', '==', uid).get();
    await Promise.all(onOwnRegistry.docs.map((d) => d.ref.delete()));
  },
};
