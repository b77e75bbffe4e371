// Demand insights from plain data: registries wanting each category and product (counted once per
// registry, hidden under the privacy threshold), listings' asking prices, and sales. No Firebase here.
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

export interface WantedItem {
  productId: string;
  title: string;
  category: string;
  purchased: boolean;
}

export interface ListingFacts {
  productId: string | null;
  title: string;
  category: string;
  priceCents: number;
  publishedAt: number | null;
  soldAt: number | null;
}

export interface InsightInput {
  /** The public items of each public registry. */
  registries: WantedItem[][];
  active: ListingFacts[];
  sold: ListingFacts[];
  /** Catalog title and category by product id; products it does not hold are never published. */
  catalog: Map<string, { title: string; category: string }>;
  now: number;
  recallsNote?: string;
}

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

function insight(t: Tally): CategoryInsight {
  const ask = median(t.asks);
  const sold = median(t.sold);
  const days = median(t.days);
  return {
    wantedRegistries: privateCount(t.wanted),
    listed: t.asks.length,
    medianAskCents: ask === null ? null : Math.round(ask),
    medianSoldCents: sold === null ? null : Math.round(sold),
    medianDaysToSell: days === null ? null : Math.round(days * 10) / 10,
  };
}

function tallyAll(input: Omit<InsightInput, 'catalog' | 'now' | 'recallsNote'>) {
  const categories = new Map<string, Tally>(CATEGORIES.map((c) => [c.slug, tally()]));
  const products = new Map<string, Tally>();
  for (const items of input.registries) {
    // A registry (one family) counts once per category and product however many of its items ask for it.
    const wantedCategories = new Set<string>();
    const wantedProducts = new Set<string>();
    for (const item of items) {
      if (item.purchased) continue;
      if (item.category) wantedCategories.add(item.category);
      if (item.productId) wantedProducts.add(item.productId);
    }
    for (const slug of wantedCategories) {
      const t = categories.get(slug);
      if (t) t.wanted++;
    }
    for (const id of wantedProducts) get(products, id).wanted++;
  }
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
export function publishableProductIds(input: Omit<InsightInput, 'catalog' | 'now' | 'recallsNote'>): string[] {
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
    productInsights[id] = {
      title: known?.title ?? '',
      category: known?.category ?? '',
      ...insight(t),
      minAskCents: t.asks.length > 0 ? Math.min(...t.asks) : null,
    };
  }
  return {
    updatedAt: input.now,
    ...(input.recallsNote ? { recallsNote: input.recallsNote } : {}),
    categories: Object.fromEntries([...categories].map(([slug, t]) => [slug, insight(t)])),
    products: productInsights,
  };
}
