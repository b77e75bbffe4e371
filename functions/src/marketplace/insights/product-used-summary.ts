// products/{id}.used {count, minPriceCents}: the product page's "N available used from $X", kept by a
// trigger on listings so the page stays one read (decision 013).
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';

/** Active listings read per product; beyond this the count says "200" and the minimum may be missed. */
export const USED_LISTINGS_READ = 200;
const NOT_FOUND = 5;

export interface UsedCollections {
  listings: string;
  products: string;
}
const DEFAULT_COLLECTIONS: UsedCollections = { listings: 'listings', products: 'products' };

export type UsedSummary = { count: number; minPriceCents: number } | null;

/**
 * Recomputes the used summary of one catalog product from its active listings and writes it (or
 * deletes the field when none is left). Idempotent: it reads the current state, never increments,
 * and writes nothing when the product already says the same. A product missing from the catalog is
 * left alone rather than created.
 */
export async function refreshProductUsedSummary(
  productId: string,
  collections: UsedCollections = DEFAULT_COLLECTIONS,
): Promise<UsedSummary> {
  const [listings, product] = await Promise.all([
    db()
      .collection(collections.listings)
      .where('productId', '==', productId)
      .where('status', '==', 'active')
      .select('priceCents')
      .limit(USED_LISTINGS_READ)
      .get(),
    db().collection(collections.products).doc(productId).get(),
  ]);
  const prices = listings.docs
    .map((doc) => doc.get('priceCents') as unknown)
    .filter((p): p is number => typeof p === 'number');
  const summary: UsedSummary = prices.length > 0 ? { count: prices.length, minPriceCents: Math.min(...prices) } : null;
  if (!product.exists) return summary;
  const current = product.get('used') as { count?: unknown; minPriceCents?: unknown } | undefined;
  const same = summary
    ? current?.count === summary.count && current.minPriceCents === summary.minPriceCents
    : current === undefined;
  if (same) return summary;
  try {
    await product.ref.update({ used: summary ?? FieldValue.delete() });
  } catch (error) {
    // Deleted from the catalog meanwhile: nothing to show the summary on.
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
  }
  return summary;
}

const productIdOf = (data: Record<string, unknown> | undefined): string | null =>
  typeof data?.productId === 'string' &&
  data.productId.length > 0 &&
  data.productId.length <= 128 &&
  !data.productId.includes('/')
    ? data.productId
    : null;

/** On every listing write (index.ts): the catalog products of its before and after versions. */
export async function summariseListingWrite(beforeData: DocumentData | undefined, afterData: DocumentData | undefined) {
  // Most writes (a photo, a rating copied on, a description) change neither count nor minimum.
  const unchanged = (['productId', 'status', 'priceCents'] as const).every((k) => beforeData?.[k] === afterData?.[k]);
  if (unchanged) return;
  const before = productIdOf(beforeData);
  const after = productIdOf(afterData);
  const ids = new Set([before, after].filter((id): id is string => id !== null));
  await Promise.all([...ids].map((id) => refreshProductUsedSummary(id)));
}
