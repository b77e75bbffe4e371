// Writes marketplaceInsights/summary, the one small document the demand-insights page, the listing
// form and the used summaries read (decision 013), from bounded reads only: the demand counters (kept
// by the publicRegistries trigger), the most recent listings and sales, per-category counts and the
// catalog entries of the products it may publish. No read grows with the number of registries.
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { CATEGORIES } from '../../shared/catalog.js';
import { INSIGHT_PRODUCTS_MAX, type MarketplaceInsights } from '../../shared/marketplace-browse.js';
import { DEMAND_PRIVACY_THRESHOLD } from '../../shared/marketplace.js';
import { millisOf, numberOf, textOf } from '../../shared/stored-values.js';
import { buildInsights, publishableProductIds, type CatalogFacts, type ListingFacts } from './aggregate.js';
import { DEMAND_COLLECTIONS, readCategoryCounts, readTopProducts, type DemandCollections } from './demand-counters.js';

export interface InsightCollections {
  listings: string;
  products: string;
  /** The summary document's path. */
  summary: string;
  /** The recall screening's meta document ({count}), for the page's note. */
  recallsMeta: string;
  demand: DemandCollections;
}

export const INSIGHT_COLLECTIONS: InsightCollections = {
  listings: 'listings',
  products: 'products',
  summary: 'marketplaceInsights/summary',
  recallsMeta: 'marketplaceMeta/recalls',
  demand: DEMAND_COLLECTIONS,
};

/** Asking prices come from the most recent active listings (medians move with the market). */
export const RECENT_ACTIVE_READ = 5_000;
/** Sale prices and selling times from the most recent sales. */
export const RECENT_SOLD_READ = 5_000;
/** Product counters read: the most wanted products at or over the threshold, as many as the summary keeps. */
export const WANTED_PRODUCTS_READ = INSIGHT_PRODUCTS_MAX;

function listingFacts(d: DocumentData): ListingFacts | null {
  const priceCents = numberOf(d.priceCents);
  if (priceCents === null) return null;
  return {
    ...{ productId: textOf(d.productId) || null, title: textOf(d.title), category: textOf(d.category), priceCents },
    ...{ publishedAt: millisOf(d.publishedAt), soldAt: millisOf(d.soldAt) },
  };
}

const FACT_FIELDS = ['productId', 'title', 'category', 'priceCents', 'publishedAt', 'soldAt'];

/** Active listings per catalog category, counted by Firestore (count(): no documents are sent). */
async function activeCountsByCategory(listings: string): Promise<Map<string, number>> {
  const counts = await Promise.all(
    CATEGORIES.map(async (c) => {
      const q = db().collection(listings).where('status', '==', 'active').where('category', '==', c.slug);
      return [c.slug, (await q.count().get()).data().count] as const;
    }),
  );
  return new Map(counts);
}

export async function refreshMarketplaceInsights(
  now: number,
  collections: InsightCollections = INSIGHT_COLLECTIONS,
): Promise<MarketplaceInsights> {
  const listings = db().collection(collections.listings);
  const [categories, products, active, sold, listedByCategory, recalls] = await Promise.all([
    readCategoryCounts(collections.demand),
    readTopProducts(DEMAND_PRIVACY_THRESHOLD, WANTED_PRODUCTS_READ, collections.demand),
    listings
      .where('status', '==', 'active')
      .orderBy('publishedAt', 'desc')
      .select(...FACT_FIELDS)
      .limit(RECENT_ACTIVE_READ)
      .get(),
    listings
      .where('status', '==', 'sold')
      .orderBy('soldAt', 'desc')
      .select(...FACT_FIELDS)
      .limit(RECENT_SOLD_READ)
      .get(),
    activeCountsByCategory(collections.listings),
    db().doc(collections.recallsMeta).get(),
  ]);
  const input = {
    wanted: { categories, products },
    active: active.docs.flatMap((doc) => listingFacts(doc.data()) ?? []),
    sold: sold.docs.flatMap((doc) => listingFacts(doc.data()) ?? []),
    listedByCategory,
  };
  const recallCount = numberOf(recalls.get('count'));
  // Only catalog products are published: read the catalog for the candidates (title and category
  // come from it, never from a family's own item).
  const catalog = await catalogFacts(collections.products, publishableProductIds(input));
  const insights = buildInsights({
    ...input,
    catalog,
    now,
    ...(recallCount !== null
      ? { recallsNote: `Every listing is checked against ${recallCount.toLocaleString('en-US')} recalls.` }
      : {}),
  });
  await db().doc(collections.summary).set(insights);
  return insights;
}

function usedOf(value: unknown): CatalogFacts['used'] {
  const used = (value ?? {}) as { count?: unknown; minPriceCents?: unknown };
  const count = numberOf(used.count);
  const minPriceCents = numberOf(used.minPriceCents);
  return count !== null && count > 0 && minPriceCents !== null ? { count, minPriceCents } : undefined;
}

/** Catalog facts of each id the catalog knows, read in batches of 300. */
async function catalogFacts(products: string, ids: string[]): Promise<Map<string, CatalogFacts>> {
  const facts = new Map<string, CatalogFacts>();
  for (let i = 0; i < ids.length; i += 300) {
    const refs = ids.slice(i, i + 300).map((id) => db().collection(products).doc(id));
    if (refs.length === 0) continue;
    const snaps = await db().getAll(...refs, { fieldMask: ['title', 'category', 'used'] });
    for (const snap of snaps) {
      if (!snap.exists) continue;
      const used = usedOf(snap.get('used'));
      facts.set(snap.id, {
        ...{ title: textOf(snap.get('title')), category: textOf(snap.get('category')) },
        ...(used ? { used } : {}),
      });
    }
  }
  return facts;
}
