// Marketplace browse, used-listing summaries and demand insights: the query schema, result and
// summary shapes shared by the api function and the web (docs/decisions/013). No Firebase imports.
import { z } from 'zod/mini';
import { CATEGORIES } from './catalog.js';
import { CONDITION_VALUES, MARKETPLACE_LIMITS, type ListingCondition } from './marketplace.js';

export const LISTING_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'nearest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_DELIVERIES = ['any', 'pickup', 'shipping'] as const;
export type ListingDelivery = (typeof LISTING_DELIVERIES)[number];

export const BROWSE_LIMITS = {
  query: 100,
  brandSlug: 80,
  /** Whole dollars in the URL (minPrice, maxPrice); the engine takes cents. */
  maxPriceDollars: MARKETPLACE_LIMITS.maxPriceCents / 100,
  maxRadiusMiles: 500,
  /** The distance the page offers first once a ZIP is given (without radius, every distance is shown). */
  defaultRadiusMiles: 25,
  cursor: 200,
  /** GET /api/marketplace/used?productIds=: ids per request. */
  usedProductIds: 50,
} as const;

/** The distances the marketplace offers (the browse filter's "Within", a listing alert's distance). */
export const RADII_MILES = [5, 10, 25, 50, 100] as const;

/** What the engine's searchListings takes: every field already checked. */
export interface ListingSearchParams {
  q: string;
  category: string | null;
  brandSlug: string | null;
  /** Empty: any condition. */
  conditions: ListingCondition[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  delivery: ListingDelivery;
  zip: string | null;
  /** Only with a zip: null means every distance (sorted or shown by distance only). */
  radiusMiles: number | null;
  sort: ListingSort;
  cursor: string | null;
}

/** A listing as result lists show it: enough for a card and its link, nothing more. */
export interface ListingCard {
  id: string;
  title: string;
  titleSlug: string;
  brand: string;
  brandSlug: string;
  category: string;
  priceCents: number;
  originalPriceCents: number | null;
  condition: ListingCondition;
  /** The first photo only, or null. */
  photo: { id: string; widths: number[]; aspect: number; alt: string } | null;
  pickup: { city: string; state: string };
  /** Miles from the query's ZIP, rounded to one decimal; only when a zip is given. */
  distanceMiles?: number;
  localPickup: boolean;
  shippingCents: number | null;
  publishedAt: number | null;
  seller: { firstName: string; ratingAverage: number | null };
}

export interface ListingFacets {
  /** Listings per category for the query and every filter but the category (zero counts left out). */
  categories: { slug: string; count: number }[];
  /** Listings per condition for the query and every filter but the condition. */
  conditions: { value: ListingCondition; count: number }[];
}

/** GET /api/marketplace/listings */
export interface ListingSearchResponse {
  items: ListingCard[];
  nextCursor: string | null;
  total: number;
  facets: ListingFacets;
}

/** GET /api/marketplace/used?productIds=a,b: only products with active listings appear. */
export type UsedSummaryResponse = Record<string, { count: number; minPriceCents: number }>;

// ---- Query schema (strings from the URL) -------------------------------------------------------

const categorySlugs = CATEGORIES.map((c) => c.slug) as [string, ...string[]];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DOLLARS = /^\d{1,5}$/;
const MILES = /^\d{1,3}$/;

/** The distinct, trimmed, non-empty entries of a comma-separated list. */
const splitList = (v: string): string[] => [
  ...new Set(
    v
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  ),
];
const isCondition = (v: string): v is ListingCondition => (CONDITION_VALUES as readonly string[]).includes(v);
const text = (message: string) => z.string({ error: message });
const optional = <T extends z.core.SomeType>(schema: T) => z.optional(schema);
const dollars = (message: string) =>
  optional(
    z.pipe(
      text(message).check(z.trim(), z.regex(DOLLARS, message)),
      z.transform((v) => Number(v) * 100),
    ),
  );

export const PRICE_FILTER_MESSAGE = `Enter a price in whole dollars, from 0 to ${BROWSE_LIMITS.maxPriceDollars.toLocaleString('en-US')}.`;
export const RADIUS_MESSAGE = `Choose a distance from 1 to ${BROWSE_LIMITS.maxRadiusMiles} miles.`;
export const CONDITION_FILTER_MESSAGE = `Choose conditions from: ${CONDITION_VALUES.join(', ')}.`;
export const PRICE_RANGE_MESSAGE = 'The lowest price must not be above the highest.';
export const NEAREST_NEEDS_ZIP_MESSAGE = 'Enter a ZIP code to sort by distance.';
export const RADIUS_NEEDS_ZIP_MESSAGE = 'Enter a ZIP code to search within a distance.';

/** GET /api/marketplace/listings's query string, as ListingSearchParams. */
export const listingSearchQuerySchema = z.pipe(
  z
    .object({
      q: optional(
        text('Enter words to search for.').check(
          z.trim(),
          z.maxLength(BROWSE_LIMITS.query, `Keep the search to ${BROWSE_LIMITS.query} characters or fewer.`),
        ),
      ),
      category: optional(z.enum(categorySlugs, { error: 'Choose one of the marketplace categories.' })),
      brand: optional(
        text('Choose a brand.').check(
          z.maxLength(BROWSE_LIMITS.brandSlug, 'Choose a brand.'),
          z.regex(SLUG, 'Choose a brand.'),
        ),
      ),
      condition: optional(
        z.pipe(
          text(CONDITION_FILTER_MESSAGE).check(
            z.maxLength(120, CONDITION_FILTER_MESSAGE),
            z.refine((v) => splitList(v).every(isCondition), CONDITION_FILTER_MESSAGE),
          ),
          z.transform((v) => splitList(v).filter(isCondition)),
        ),
      ),
      minPrice: dollars(PRICE_FILTER_MESSAGE),
      maxPrice: dollars(PRICE_FILTER_MESSAGE),
      delivery: optional(z.enum(LISTING_DELIVERIES, { error: 'Choose pickup, shipping or any.' })),
      zip: optional(text('Enter a 5-digit ZIP code.').check(z.trim(), z.regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.'))),
      radius: optional(
        z.pipe(
          text(RADIUS_MESSAGE).check(z.regex(MILES, RADIUS_MESSAGE)),
          z.pipe(
            z.transform(Number),
            z.number().check(z.gte(1, RADIUS_MESSAGE), z.lte(BROWSE_LIMITS.maxRadiusMiles, RADIUS_MESSAGE)),
          ),
        ),
      ),
      sort: optional(z.enum(LISTING_SORTS, { error: `Sort by one of: ${LISTING_SORTS.join(', ')}.` })),
      cursor: optional(
        text('The page link is not valid: start the search again.').check(
          z.minLength(1),
          z.maxLength(BROWSE_LIMITS.cursor, 'The page link is not valid: start the search again.'),
        ),
      ),
    })
    .check(
      z.refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
        message: PRICE_RANGE_MESSAGE,
        path: ['minPrice'],
      }),
      z.refine((v) => v.sort !== 'nearest' || v.zip !== undefined, {
        message: NEAREST_NEEDS_ZIP_MESSAGE,
        path: ['zip'],
      }),
      z.refine((v) => v.radius === undefined || v.zip !== undefined, {
        message: RADIUS_NEEDS_ZIP_MESSAGE,
        path: ['zip'],
      }),
    ),
  z.transform((v): ListingSearchParams => ({
    q: v.q ?? '',
    category: v.category ?? null,
    brandSlug: v.brand ?? null,
    conditions: v.condition ?? [],
    minPriceCents: v.minPrice ?? null,
    maxPriceCents: v.maxPrice ?? null,
    delivery: v.delivery ?? 'any',
    zip: v.zip ?? null,
    radiusMiles: v.radius ?? null,
    sort: v.sort ?? (v.q ? 'relevance' : 'newest'),
    cursor: v.cursor ?? null,
  })),
);

export const USED_IDS_MESSAGE = `List up to ${BROWSE_LIMITS.usedProductIds} product ids, separated by commas.`;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** GET /api/marketplace/used's query string: the product ids, deduplicated. */
export const usedQuerySchema = z.object({
  productIds: z.pipe(
    text(USED_IDS_MESSAGE).check(
      z.maxLength(BROWSE_LIMITS.usedProductIds * 130, USED_IDS_MESSAGE),
      z.refine((v) => {
        const ids = splitList(v);
        return ids.length >= 1 && ids.length <= BROWSE_LIMITS.usedProductIds;
      }, USED_IDS_MESSAGE),
      z.refine((v) => splitList(v).every((id) => PRODUCT_ID.test(id)), 'A product id is not valid.'),
    ),
    z.transform(splitList),
  ),
});
// ---- Demand insights: marketplaceInsights/summary ---------------------------------------------

export interface CategoryInsight {
  /** Public registries wanting something of this category, not yet received; null when under 5. */
  wantedRegistries: number | null;
  listed: number;
  medianAskCents: number | null;
  medianSoldCents: number | null;
  medianDaysToSell: number | null;
}

export interface ProductInsight extends CategoryInsight {
  title: string;
  category: string;
  minAskCents: number | null;
}

export interface MarketplaceInsights {
  updatedAt: number;
  recallsNote?: string;
  categories: Record<string, CategoryInsight>;
  products: Record<string, ProductInsight>;
}

/** Products kept in the summary (by demand, then listings), so the document stays small. */
export const INSIGHT_PRODUCTS_MAX = 400;

/**
 * The query string of a search (the inverse of listingSearchQuerySchema): what the web puts in
 * /api/marketplace/listings and in its page URLs. Defaults are left out, so equal searches share a URL.
 */
export function listingSearchQuery(p: Partial<ListingSearchParams>): Record<string, string> {
  const query: Record<string, string> = {};
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') query[key] = String(value);
  };
  put('q', p.q?.trim());
  put('category', p.category);
  put('brand', p.brandSlug);
  put('condition', p.conditions?.join(','));
  put('minPrice', p.minPriceCents == null ? null : Math.floor(p.minPriceCents / 100));
  put('maxPrice', p.maxPriceCents == null ? null : Math.ceil(p.maxPriceCents / 100));
  put('delivery', p.delivery === 'any' ? null : p.delivery);
  put('zip', p.zip);
  put('radius', p.zip ? p.radiusMiles : null);
  put('sort', p.sort);
  put('cursor', p.cursor);
  return query;
}

/**
 * The marketplace's search address for what someone typed. The header's box (a GET form to
 * /marketplace/search?q=) lands there too, so it works before the app has loaded.
 */
export function marketplaceSearchPath(q: string): string {
  return `/marketplace/search/${encodeURIComponent(q.trim())}`;
}
