// PATCH /api/registry/:registryId/product/:productId/privacy: the owner shows or hides one item.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { runTransaction } from '../lib/transactions.js';
import { registryRef } from '../lib/collections.js';
import { forbidden, notFound } from '../lib/errors.js';
import { documentId } from '../lib/params.js';
import type { TogglePrivacyResponse } from '../shared/registry.js';

export const togglePrivacyParams = z.object({ registryId: documentId, productId: documentId });
export const togglePrivacyBody = z.strictObject({ isPublic: z.boolean() });

export interface TogglePrivacyInput {
  callerUid: string;
  registryId: string;
  productId: string;
  isPublic: boolean;
}

function hasId(item: unknown, id: string): item is Record<string, unknown> {
  return typeof item === 'object' && item !== null && (item as { id?: unknown }).id === id;
}

/** Sets isPublic on the item with that id; the rest of the list is written back unchanged. */
export async function toggleProductPrivacy(input: TogglePrivacyInput): Promise<TogglePrivacyResponse> {
  const { callerUid, registryId, productId, isPublic } = input;
  const ref = registryRef(registryId);
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Registry not found.');
    // The id already matched the caller; the stored owner must agree, whatever a client once wrote.
    if (snap.get('uid') !== callerUid) throw forbidden();
    const items: unknown = snap.get('product');
    if (!Array.isArray(items) || !items.some((item) => hasId(item, productId))) {
      throw notFound('Product not found in this registry.');
    }
    const product = items.map((item: unknown) => (hasId(item, productId) ? { ...item, isPublic } : item));
    tx.update(ref, { product, updatedAt: FieldValue.serverTimestamp() });
    return { id: productId, isPublic };
  });
}
