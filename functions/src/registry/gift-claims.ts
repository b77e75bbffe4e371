// registries/{uid}/giftClaims/{itemId}: one document per bought gift, created with a precondition
// (it must not exist, or be the stale claim read a moment before), so exactly one giver wins each
// item and claims on different items never contend; it is then reflected into the registry, inline
// and by a trigger.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { registryRef } from '../lib/collections.js';
import { runTransaction } from '../lib/transactions.js';
import type { PurchaseClaimInput } from '../shared/registry.js';
import { recordGiverPurchase } from './giver-purchases.js';
import { writePublicRegistry } from './sync-public-registry.js';

/** What a claim holds until it is reflected; the giver's details then live on the item only. */
export interface GiftClaimDoc extends PurchaseClaimInput {
  itemId: string;
  claimedAt: number;
  giverUid: string | null;
  reflectedAt?: number;
}

const GIVER_FIELDS = ['first', 'last', 'email', 'storeName', 'orderNumber', 'giverUid'] as const;

export function giftClaimRef(uid: string, itemId: string): DocumentReference {
  return registryRef(uid).collection('giftClaims').doc(itemId);
}

type Item = Record<string, unknown>;
const isItem = (item: unknown): item is Item => typeof item === 'object' && item !== null;

export type ReflectOutcome = 'reflected' | 'unchanged' | 'orphaned';

/**
 * Marks the claimed item bought (with the giver's details) and rewrites the public projection, in one
 * transaction; then the claim keeps only that it was reflected. Safe to run twice and out of order:
 * a reflected claim, or an item already bought, changes nothing. A claim whose item or registry is
 * gone is deleted (nothing to show it on).
 */
export async function reflectGiftClaim(uid: string, itemId: string, now: number = Date.now()): Promise<ReflectOutcome> {
  const ref = giftClaimRef(uid, itemId);
  return runTransaction(async (tx) => {
    const [registrySnap, claimSnap] = await tx.getAll(registryRef(uid), ref);
    const claim = claimSnap?.data() as GiftClaimDoc | undefined;
    if (!claim || claim.reflectedAt !== undefined) return 'unchanged';
    const registry = registrySnap?.data();
    const items: unknown[] = Array.isArray(registry?.product) ? (registry.product as unknown[]) : [];
    const index = items.findIndex((item) => isItem(item) && item.id === itemId);
    const item = items[index];
    if (!registry || !isItem(item)) {
      tx.delete(ref);
      return 'orphaned';
    }
    const reflected = { reflectedAt: now, ...Object.fromEntries(GIVER_FIELDS.map((f) => [f, FieldValue.delete()])) };
    if (item.purchased === true) {
      tx.update(ref, reflected);
      return 'unchanged';
    }
    const product = [...items];
    product[index] = {
      ...item,
      purchased: true,
      email: { email: claim.email },
      first: claim.first,
      last: claim.last,
      storeName: claim.storeName,
      orderNumber: claim.orderNumber ?? '',
      purchasedAt: claim.claimedAt,
    };
    tx.update(registryRef(uid), { product, updatedAt: FieldValue.serverTimestamp() });
    writePublicRegistry(tx, uid, { ...registry, product }, now);
    if (claim.giverUid) {
      recordGiverPurchase(tx, {
        giverUid: claim.giverUid,
        registryUid: uid,
        itemId,
        purchasedAt: claim.claimedAt,
      });
    }
    tx.update(ref, reflected);
    return 'reflected';
  });
}

/** The trigger's work (index.ts): a claim whose inline reflection lost to contention is shown bought. */
export async function reflectGiftClaimOnce(uid: string, itemId: string): Promise<void> {
  const outcome = await reflectGiftClaim(uid, itemId);
  if (outcome === 'orphaned') logger.warn('gift claim without its item', { itemId });
}
