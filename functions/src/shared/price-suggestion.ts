// The sell form's suggested price (issue 27 §2): the median of a catalog product's sales in the last
// 12 months, each sale first brought to a common footing by its condition, then priced for the
// condition the seller chose; with fewer than MIN_SALES sales, an estimate from the catalog (store)
// price and the condition. Shared by the api (which computes it) and the form (which words it).
import { LISTING_CONDITIONS, MARKETPLACE_LIMITS, type ListingCondition } from './marketplace.js';

/**
 * What a used item fetches as a share of its store price, by condition. They come from how the demo
 * market's sales sit against their store prices (a gently used item about half, a worn one about a
 * third) and match what the larger resale sites publish for baby gear. Only their ratios matter for
 * the median of sales: a like-new sale counts as 0.5 / 0.6 of itself towards a gently used price.
 */
export const CONDITION_PRICE_FACTORS: Readonly<Record<ListingCondition, number>> = {
  'new-with-tags': 0.8,
  'new-without-tags': 0.7,
  'like-new': 0.6,
  'gently-used': 0.5,
  'well-loved': 0.35,
};

/** Sales needed before the median is used; under it, the estimate from the store price. */
export const MIN_SALES = 5;
/** How far back sales count. */
export const PRICE_HISTORY_MS = 365 * 24 * 60 * 60 * 1000;
/** The most recent sales read for one product (the api's query limit). */
export const PRICE_HISTORY_MAX = 200;

export interface SoldPrice {
  priceCents: number;
  condition: string;
}

export type PriceBasis = 'sales' | 'estimate' | 'none';

/** GET /api/marketplace/price-suggestion: one answer covers every condition, so the form never asks again. */
export interface PriceSuggestion {
  productId: string;
  basis: PriceBasis;
  /** Sales in the last 12 months that the median is of (also said under the estimate). */
  sales: number;
  /** The catalog's store price in cents, or null when it has none. */
  storePriceCents: number | null;
  /** Whole dollars in cents per condition; empty when basis is 'none'. */
  byCondition: Partial<Record<ListingCondition, number>>;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const isListingCondition = (value: string): value is ListingCondition =>
  Object.hasOwn(CONDITION_PRICE_FACTORS, value);

/** Whole dollars, inside the prices a listing may ask. */
function toPrice(cents: number): number {
  const dollars = Math.round(cents / 100) * 100;
  return Math.min(MARKETPLACE_LIMITS.maxPriceCents, Math.max(MARKETPLACE_LIMITS.minPriceCents, dollars));
}

function perCondition(baseCents: number): Partial<Record<ListingCondition, number>> {
  return Object.fromEntries(
    LISTING_CONDITIONS.map((c) => [c.value, toPrice(baseCents * CONDITION_PRICE_FACTORS[c.value])]),
  );
}

/**
 * The suggestion from a product's sales (already limited to the last 12 months) and its store price
 * in dollars. A sale of an unknown condition or a price that is not a positive number is left out.
 */
export function suggestPrices(
  productId: string,
  sold: readonly SoldPrice[],
  storePriceDollars: number | null | undefined,
): PriceSuggestion {
  // Each sale as the store price it implies: price / factor of its condition.
  const implied = sold.flatMap((s) =>
    isListingCondition(s.condition) && Number.isFinite(s.priceCents) && s.priceCents > 0
      ? [s.priceCents / CONDITION_PRICE_FACTORS[s.condition]]
      : [],
  );
  const storePriceCents =
    typeof storePriceDollars === 'number' && Number.isFinite(storePriceDollars) && storePriceDollars > 0
      ? Math.round(storePriceDollars * 100)
      : null;
  const base = { productId, sales: implied.length, storePriceCents };
  const middle = implied.length >= MIN_SALES ? median(implied) : null;
  if (middle !== null) return { ...base, basis: 'sales', byCondition: perCondition(middle) };
  if (storePriceCents !== null) return { ...base, basis: 'estimate', byCondition: perCondition(storePriceCents) };
  return { ...base, basis: 'none', byCondition: {} };
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/**
 * The line under the price field: "Suggested $48, based on 7 sales"; under MIN_SALES sales, an
 * estimate that says it is one; null when there is nothing to go on or no condition chosen yet.
 */
export function suggestionText(s: PriceSuggestion, condition: string): string | null {
  const cents = isListingCondition(condition) ? s.byCondition[condition] : undefined;
  if (cents === undefined) return null;
  if (s.basis === 'sales')
    return `Suggested ${dollars(cents)}, based on ${s.sales} ${s.sales === 1 ? 'sale' : 'sales'}`;
  const few = s.sales === 0 ? 'no recent sales' : `only ${s.sales} recent ${s.sales === 1 ? 'sale' : 'sales'}`;
  return `Suggested ${dollars(cents)}, an estimate from the ${dollars(s.storePriceCents ?? 0)} store price and the condition (${few} to go on)`;
}
