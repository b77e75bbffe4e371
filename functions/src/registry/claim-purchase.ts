// POST /api/registry/:uid/items/:itemId/purchase: a gift giver (no account needed) marks an item bought.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { registryRef } from '../lib/collections.js';
import { conflict, fromFirestore, notFound } from '../lib/errors.js';
import { documentId } from '../lib/params.js';
import type { RateLimit } from '../lib/rate-limit.js';
import { ALREADY_PURCHASED_MESSAGE, type PurchaseClaimInput, type PurchaseClaimResponse } from '../shared/registry.js';
import { purchaseClaimSchema } from '../shared/schemas/purchase-claim.js';
import { giftClaimRef, reflectGiftClaim, type GiftClaimDoc } from './gift-claims.js';

export { ALREADY_PURCHASED_MESSAGE };
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

/** gRPC ALREADY_EXISTS and FAILED_PRECONDITION: another giver's claim was written first. */
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const lostTheRace = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === ALREADY_EXISTS || code === FAILED_PRECONDITION;
};

type Item = Record<string, unknown>;
const isItem = (item: unknown): item is Item => typeof item === 'object' && item !== null;

/** The public item of a public registry, as stored now; 404 otherwise. */
async function publicItem(uid: string, itemId: string): Promise<Item> {
  const registry = (await registryRef(uid).get()).data();
  if (!registry || registry.isPublic !== true) throw notFound(REGISTRY_NOT_FOUND_MESSAGE);
  const items: unknown[] = Array.isArray(registry.product) ? (registry.product as unknown[]) : [];
  const item = items.find((i) => isItem(i) && i.id === itemId);
  if (!isItem(item) || item.isPublic !== true) throw notFound(GIFT_NOT_FOUND_MESSAGE);
  return item;
}

/**
 * Creates the item's claim document; exactly one concurrent writer succeeds. A claim already there
 * is someone else's, unless it was reflected and the item is not bought now (the owner removed the
 * gift and added it again): that stale claim is replaced, again by exactly one writer (a precondition
 * on the version just read).
 */
async function writeClaim(uid: string, itemId: string, doc: GiftClaimDoc): Promise<void> {
  const ref = giftClaimRef(uid, itemId);
  try {
    await ref.create(doc);
    return;
  } catch (error) {
    if (!lostTheRace(error)) throw error;
  }
  const existing = await ref.get();
  const isStale = existing.get('reflectedAt') !== undefined && (await publicItem(uid, itemId)).purchased !== true;
  if (!existing.exists || !isStale) throw conflict(ALREADY_PURCHASED_MESSAGE);
  try {
    await ref.update({ ...doc, reflectedAt: FieldValue.delete() }, { lastUpdateTime: existing.updateTime });
  } catch (error) {
    if (lostTheRace(error)) throw conflict(ALREADY_PURCHASED_MESSAGE);
    throw error;
  }
}

/**
 * The registry and the item must be public and the item not yet bought; then the claim document of
 * this item is written, which succeeds for exactly one of any number of concurrent givers (issue 23
 * #8: when every claim was a transaction on the registry, claims on different items contended and a
 * round could end with no winner). The winner's claim is reflected into the registry at once, so a
 * reload shows the item bought; if that loses to contention, the giftClaimReflect trigger does it.
 */
export async function claimPurchase(claim: PurchaseClaim, now: number = Date.now()): Promise<PurchaseClaimResponse> {
  const { uid, itemId, first, last, email, storeName, orderNumber, giverUid } = claim;
  const item = await publicItem(uid, itemId);
  if (item.purchased === true) throw conflict(ALREADY_PURCHASED_MESSAGE);
  const doc: GiftClaimDoc = {
    itemId,
    claimedAt: now,
    first,
    last,
    email,
    storeName,
    orderNumber: orderNumber ?? '',
    giverUid: giverUid ?? null,
  };
  await writeClaim(uid, itemId, doc);
  try {
    await reflectGiftClaim(uid, itemId, now);
  } catch (error) {
    // The gift is this giver's already (the claim exists); only the registry's copy waits for the trigger.
    const log = fromFirestore(error) ? logger.warn : logger.error;
    log('gift claim left for the trigger to reflect', { itemId, error: String(error) });
  }
  return { id: itemId, purchased: true };
}
