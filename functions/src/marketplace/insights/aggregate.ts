// Demand insights from plain data: registries wanting each category and product (the demand counters,
// hidden under the privacy threshold), listings' asking prices, and sales. No Firebase here.
// A product is published only if it is in the catalog (a family's own item title never is) and either
// at least DEMAND_PRIVACY_THRESHOLD families want it or it is listed or sold (public facts anyway):
// a product wanted by fewer families and never listed does not appear at all (issue 23 #9).
import { CATEGORIES } from '../../shared/catalog.js';
import { DEMAND_PRIVACY_THRESHOLD } from '../../shared/marketplace.js';
import {
  INSIGHT_PRODUCTS_MAX,
  type CategoryInsight,
  type MarketplaceInsights,
  type ProductInsight,
} from '../../shared/marketplace-browse.js';

export interface ListingFacts {
  productId: string | null;
  title: string;
  category: string;
  priceCents: number;
  publishedAt: number | null;
  soldAt: number | null;
}

export interface CatalogFacts {
  title: string;
  category: string;
  /** products/{id}.used, kept by the listing trigger: the exact active count (to 200) and lowest price. */
  used?: { count: number; minPriceCents: number };
}

export interface InsightInput {
  /** Public registries wanting each category and each product (the counters, whatever their source). */
  wanted: { categories: ReadonlyMap<string, number>; products: ReadonlyMap<string, number> };
  /** Active listings to take asking prices from (the most recent ones). */
  active: ListingFacts[];
  sold: ListingFacts[];
  /** Active listings per category when counted apart from `active` (which may be a sample). */
  listedByCategory?: ReadonlyMap<string, number>;
  /** Catalog facts by product id; products it does not hold are never published. */
  catalog: Map<string, CatalogFacts>;
  now: number;
  recallsNote?: string;
}

type TallyInput = Pick<InsightInput, 'wanted' | 'active' | 'sold'>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return value;
}

/** A registry count as the public may see it: null ("fewer than 5") under the threshold. */
export function privateCount(count: number): number | null {
  return count < DEMAND_PRIVACY_THRESHOLD ? null : count;
}

interface Tally {
  wanted: number;
  asks: number[];
  sold: number[];
  days: number[];
}

const tally = (): Tally => ({ wanted: 0, asks: [], sold: [], days: [] });

function get(map: Map<string, Tally>, key: string): Tally {
  let t = map.get(key);
  if (!t) map.set(key, (t = tally()));
  return t;
}

function insight(t: Tally, listed: number = t.asks.length): CategoryInsight {
  const ask = median(t.asks);
  const sold = median(t.sold);
  const days = median(t.days);
  return {
    wantedRegistries: privateCount(t.wanted),
    listed,
    medianAskCents: ask === null ? null : Math.round(ask),
    medianSoldCents: sold === null ? null : Math.round(sold),
    medianDaysToSell: days === null ? null : Math.round(days * 10) / 10,
  };
}

function tallyAll(input: TallyInput) {
  const categories = new Map<string, Tally>(CATEGORIES.map((c) => [c.slug, tally()]));
  const products = new Map<string, Tally>();
  for (const [slug, count] of input.wanted.categories) {
    const t = categories.get(slug);
    if (t) t.wanted = count;
  }
  for (const [id, count] of input.wanted.products) if (count > 0) get(products, id).wanted = count;
  for (const l of input.active) {
    categories.get(l.category)?.asks.push(l.priceCents);
    if (l.productId) get(products, l.productId).asks.push(l.priceCents);
  }
  for (const l of input.sold) {
    const targets = [categories.get(l.category), l.productId ? get(products, l.productId) : undefined];
    for (const t of targets) {
      if (!t) continue;
      t.sold.push(l.priceCents);
      if (l.publishedAt !== null && l.soldAt !== null && l.soldAt >= l.publishedAt) {
        t.days.push((l.soldAt - l.publishedAt) / DAY_MS);
      }
    }
  }
  return { categories, products };
}

/** Enough families want it, or it is on sale or sold: the only products that may be published. */
const isPublishable = (t: Tally) => t.wanted >= DEMAND_PRIVACY_THRESHOLD || t.asks.length > 0 || t.sold.length > 0;

/** The product ids that may be published once the catalog confirms them (the catalog is read for these). */
export function publishableProductIds(input: TallyInput): string[] {
  return [...tallyAll(input).products].filter(([, t]) => isPublishable(t)).map(([id]) => id);
}

export function buildInsights(input: InsightInput): MarketplaceInsights {
  const { categories, products } = tallyAll(input);
  const kept = [...products]
    .filter(([id, t]) => isPublishable(t) && input.catalog.has(id))
    .sort(([, a], [, b]) => b.wanted - a.wanted || b.asks.length - a.asks.length || b.sold.length - a.sold.length)
    .slice(0, INSIGHT_PRODUCTS_MAX);
  const productInsights: Record<string, ProductInsight> = {};
  for (const [id, t] of kept) {
    const known = input.catalog.get(id);
    // The product's used summary counts all its active listings, not only those in the sample.
    const used = known?.used;
    productInsights[id] = {
      title: known?.title ?? '',
      category: known?.category ?? '',
      ...insight(t, used?.count ?? t.asks.length),
      minAskCents: used ? used.minPriceCents : t.asks.length > 0 ? Math.min(...t.asks) : null,
    };
  }
  const listed = (slug: string, t: Tally) => input.listedByCategory?.get(slug) ?? t.asks.length;
  return {
    updatedAt: input.now,
    ...(input.recallsNote ? { recallsNote: input.recallsNote } : {}),
    categories: Object.fromEntries([...categories].map(([slug, t]) => [slug, insight(t, listed(slug, t))])),
    products: productInsights,
  };
}
