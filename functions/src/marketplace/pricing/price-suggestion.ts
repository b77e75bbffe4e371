// A catalog product's suggested resale price (issue 27 §2): its sales of the last 12 months, read with
// one bounded query (productId + sold + soldAt, the PRICE_HISTORY_MAX most recent, two fields each),
// and its store price from the catalog; the arithmetic is shared (shared/price-suggestion.ts).
import { db } from '../../lib/admin.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import {
  PRICE_HISTORY_MAX,
  PRICE_HISTORY_MS,
  suggestPrices,
  type PriceSuggestion,
  type SoldPrice,
} from '../../shared/price-suggestion.js';

/** Asked once per product the seller starts from; a person clearing a nursery asks tens an hour. */
export const PRICE_SUGGESTION_LIMIT: RateLimit = {
  scope: 'price-suggestion',
  max: 200,
  windowMs: 60 * 60 * 1000,
  message: 'You have asked for a lot of suggested prices in the last hour. Please try again later.',
};

/** The prices and conditions of `productId`'s sales since `since`, most recent first, at most `max`. */
export async function recentSales(productId: string, since: number, max = PRICE_HISTORY_MAX): Promise<SoldPrice[]> {
  const snap = await db()
    .collection('listings')
    .where('productId', '==', productId)
    .where('status', '==', 'sold')
    .where('soldAt', '>=', since)
    .orderBy('soldAt', 'desc')
    .select('priceCents', 'condition')
    .limit(max)
    .get();
  return snap.docs.map((d) => ({ priceCents: Number(d.get('priceCents')), condition: String(d.get('condition')) }));
}

/** The suggestion for `productId` at `now`; a product not in the catalog has only its sales to go on. */
export async function priceSuggestion(productId: string, now: number = Date.now()): Promise<PriceSuggestion> {
  const [sales, product] = await Promise.all([
    recentSales(productId, now - PRICE_HISTORY_MS),
    db().collection('products').doc(productId).get(),
  ]);
  const price = product.get('price') as unknown;
  return suggestPrices(productId, sales, typeof price === 'number' ? price : null);
}
