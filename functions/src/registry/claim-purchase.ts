// POST /api/registry/:uid/items/:itemId/purchase: a gift giver (no account needed) marks an item bought.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { recordGiverPurchase } from '../account/index.js';
import { runTransaction } from '../lib/transactions.js';
import { registryRef } from '../lib/collections.js';
import { conflict, notFound } from '../lib/errors.js';
import { documentId } from '../lib/params.js';
import type { RateLimit } from '../lib/rate-limit.js';
import type { PurchaseClaimInput, PurchaseClaimResponse } from '../shared/registry.js';
import { purchaseClaimSchema } from '../shared/schemas/purchase-claim.js';
import { writePublicRegistry } from './sync-public-registry.js';

export const ALREADY_PURCHASED_MESSAGE = 'Someone just bought this gift. Please choose another item from the list.';
export const REGISTRY_NOT_FOUND_MESSAGE = 'Registry not found.';
export const GIFT_NOT_FOUND_MESSAGE = 'This gift is not on the registry any more.';

/** Per visitor (address, plus account when signed in): enough for a family, not for a script. */
export const PURCHASE_CLAIM_LIMIT: RateLimit = {
  scope: 'purchase',
  max: 10,
  windowMs: 60 * 60 * 1000,
  message: 'You have marked a lot of gifts as bought in the last hour. Please try again later.',
};

export const purchaseClaimParams = z.object({ uid: documentId, itemId: documentId });

/** The body a gift giver sends: one schema, shared with the purchase dialog in the browser. */
export const purchaseClaimBody = purchaseClaimSchema;

export interface PurchaseClaim extends PurchaseClaimInput {
  uid: string;
  itemId: string;
  /** The giver's account when they claim signed in: their export and deletion then find the record. */
  giverUid?: string | null;
}

function isItem(item: unknown): item is Record<string, unknown> {
  return typeof item === 'object' && item !== null;
}

/**
 * In one transaction: the registry and the item must be public and the item not yet bought; then the
 * purchaser is recorded on the item and the public projection rewritten, so exactly one of any number
 * of concurrent givers wins and a reload shows the item bought at once.
 */
export async function claimPurchase(claim: PurchaseClaim, now: number = Date.now()): Promise<PurchaseClaimResponse> {
  const { uid, itemId, first, last, email, storeName, orderNumber, giverUid } = claim;
  const ref = registryRef(uid);
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const registry = snap.data();
    if (!registry || registry.isPublic !== true) throw notFound(REGISTRY_NOT_FOUND_MESSAGE);
    const items: unknown[] = Array.isArray(registry.product) ? (registry.product as unknown[]) : [];
    const index = items.findIndex((item) => isItem(item) && item.id === itemId);
    const item = items[index];
    if (!isItem(item) || item.isPublic !== true) throw notFound(GIFT_NOT_FOUND_MESSAGE);
    if (item.purchased === true) throw conflict(ALREADY_PURCHASED_MESSAGE);

    const product = [...items];
    product[index] = {
      ...item,
      purchased: true,
      email: { email },
      first,
      last,
      storeName,
      orderNumber: orderNumber ?? '',
      purchasedAt: now,
    };
    tx.update(ref, { product, updatedAt: FieldValue.serverTimestamp() });
    writePublicRegistry(tx, uid, { ...registry, product }, now);
    if (giverUid) recordGiverPurchase(tx, { giverUid, registryUid: uid, itemId, purchasedAt: now });
    return { id: itemId, purchased: true };
  });
}
