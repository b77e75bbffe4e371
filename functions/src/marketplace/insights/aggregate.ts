// Demand insights from plain data: registries wanting each category and product (counted once per
// registry, hidden under the privacy threshold), listings' asking prices, and sales. No Firebase here.
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
  /** Catalog title and category by product id, where the catalog knows the product. */
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
  title: string;
  category: string;
}

const tally = (title = '', category = ''): Tally => ({ wanted: 0, asks: [], sold: [], days: [], title, category });

function get(map: Map<string, Tally>, key: string, title: string, category: string): Tally {
  let t = map.get(key);
  if (!t) map.set(key, (t = tally(title, category)));
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

export function buildInsights(input: InsightInput): MarketplaceInsights {
  const categories = new Map<string, Tally>(CATEGORIES.map((c) => [c.slug, tally()]));
  const products = new Map<string, Tally>();
  for (const items of input.registries) {
    // A registry counts once per category and product however many of its items ask for it.
    const wantedCategories = new Set<string>();
    const wantedProducts = new Map<string, WantedItem>();
    for (const item of items) {
      if (item.purchased) continue;
      if (item.category) wantedCategories.add(item.category);
      if (item.productId) wantedProducts.set(item.productId, item);
    }
    for (const slug of wantedCategories) {
      const t = categories.get(slug);
      if (t) t.wanted++;
    }
    for (const [id, item] of wantedProducts) get(products, id, item.title, item.category).wanted++;
  }
  for (const l of input.active) {
    categories.get(l.category)?.asks.push(l.priceCents);
    if (l.productId) get(products, l.productId, l.title, l.category).asks.push(l.priceCents);
  }
  for (const l of input.sold) {
    const targets = [
      categories.get(l.category),
      l.productId ? get(products, l.productId, l.title, l.category) : undefined,
    ];
    for (const t of targets) {
      if (!t) continue;
      t.sold.push(l.priceCents);
      if (l.publishedAt !== null && l.soldAt !== null && l.soldAt >= l.publishedAt) {
        t.days.push((l.soldAt - l.publishedAt) / DAY_MS);
      }
    }
  }
  const kept = [...products]
    .sort(([, a], [, b]) => b.wanted - a.wanted || b.asks.length - a.asks.length || b.sold.length - a.sold.length)
    .slice(0, INSIGHT_PRODUCTS_MAX);
  const productInsights: Record<string, ProductInsight> = {};
  for (const [id, t] of kept) {
    const known = input.catalog.get(id);
    productInsights[id] = {
      title: known?.title || t.title,
      category: known?.category || t.category,
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
