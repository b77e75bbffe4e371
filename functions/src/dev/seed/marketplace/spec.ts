// How the demo listings are written by hand: a catalog product (or a custom item), its condition, the
// asking price and the seller's own words. Everything else is derived in build-listings.ts.
import type { ListingCondition } from '../../../shared/marketplace.js';

export interface CustomItem {
  title: string;
  brand: string;
  model: string;
  category: string;
  subcategory: string;
  ageMinMonths: number;
  ageMaxMonths: number;
  /** Dollars, when the seller knows what it cost new. */
  original: number | null;
}

export interface ListingSpec {
  product: string | null;
  custom: CustomItem | null;
  condition: ListingCondition;
  /** Asking price in dollars. */
  price: number;
  /** The seller's own words: wear, what is included. */
  note: string;
  /** 'YYYY-MM' from the label, for items that need one; derived when absent. */
  made?: string;
}

const CONDITIONS = {
  nwt: 'new-with-tags',
  nwot: 'new-without-tags',
  ln: 'like-new',
  gu: 'gently-used',
  wl: 'well-loved',
} as const satisfies Record<string, ListingCondition>;

export type ConditionCode = keyof typeof CONDITIONS;

/** A listing of a catalog product. */
export function item(product: string, code: ConditionCode, price: number, note: string, made?: string): ListingSpec {
  return { product, custom: null, condition: CONDITIONS[code], price, note, ...(made ? { made } : {}) };
}

/** A listing of something the catalog does not carry. */
export function custom(
  custom: CustomItem,
  code: ConditionCode,
  price: number,
  note: string,
  made?: string,
): ListingSpec {
  return { product: null, custom, condition: CONDITIONS[code], price, note, ...(made ? { made } : {}) };
}
