// Rebuilds marketplaceInsights/summary from public registries, listings and the catalog: one small
// document the demand-insights page, the listing form and the used summaries read (decision 013).
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../../lib/admin.js';
import type { MarketplaceInsights } from '../../shared/marketplace-browse.js';
import { buildInsights, publishableProductIds, type ListingFacts, type WantedItem } from './aggregate.js';
import { millisOf, numberOf, textOf } from '../../shared/stored-values.js';

export interface InsightCollections {
  publicRegistries: string;
  listings: string;
  products: string;
  /** The summary document's path. */
  summary: string;
  /** The recall screening's meta document ({count}), for the page's note. */
  recallsMeta: string;
}

export const INSIGHT_COLLECTIONS: InsightCollections = {
  publicRegistries: 'publicRegistries',
  listings: 'listings',
  products: 'products',
  summary: 'marketplaceInsights/summary',
  recallsMeta: 'marketplaceMeta/recalls',
};

/** Caps that keep a runaway collection from exhausting the function's memory. */
const MAX_REGISTRIES = 50_000;
const MAX_ACTIVE = 20_000;
/** The most recent sales only: prices and selling times move with the market. */
const MAX_SOLD = 5_000;

function wantedItems(d: DocumentData): WantedItem[] {
  const items: unknown[] = Array.isArray(d.items) ? d.items : [];
  return items.flatMap((raw) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const productId = textOf(item.id);
    if (!productId) return [];
    return [
      { productId, title: textOf(item.title), category: textOf(item.category), purchased: item.purchased === true },
    ];
  });
}

function listingFacts(d: DocumentData): ListingFacts | null {
  const priceCents = numberOf(d.priceCents);
  if (priceCents === null) return null;
  return {
    ...{ productId: textOf(d.productId) || null, title: textOf(d.title), category: textOf(d.category), priceCents },
    ...{ publishedAt: millisOf(d.publishedAt), soldAt: millisOf(d.soldAt) },
  };
}

const FACT_FIELDS = ['productId', 'title', 'category', 'priceCents', 'publishedAt', 'soldAt'];

export async function rebuildMarketplaceInsights(
  now: number,
  collections: InsightCollections = INSIGHT_COLLECTIONS,
): Promise<MarketplaceInsights> {
  const listings = db().collection(collections.listings);
  const [registries, active, sold, recalls] = await Promise.all([
    // Only the items: owner names and descriptions never enter this function.
    db().collection(collections.publicRegistries).select('items').limit(MAX_REGISTRIES).get(),
    listings
      .where('status', '==', 'active')
      .select(...FACT_FIELDS)
      .limit(MAX_ACTIVE)
      .get(),
    listings
      .where('status', '==', 'sold')
      .orderBy('soldAt', 'desc')
      .select(...FACT_FIELDS)
      .limit(MAX_SOLD)
      .get(),
    db().doc(collections.recallsMeta).get(),
  ]);
  if (registries.size >= MAX_REGISTRIES) logger.warn(`insights read only the first ${MAX_REGISTRIES} registries`);
  const input = {
    registries: registries.docs.map((doc) => wantedItems(doc.data())),
    active: active.docs.flatMap((doc) => listingFacts(doc.data()) ?? []),
    sold: sold.docs.flatMap((doc) => listingFacts(doc.data()) ?? []),
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

/** Catalog title and category of each id the catalog knows, read in batches of 300. */
async function catalogFacts(
  products: string,
  ids: string[],
): Promise<Map<string, { title: string; category: string }>> {
  const facts = new Map<string, { title: string; category: string }>();
  for (let i = 0; i < ids.length; i += 300) {
    const refs = ids.slice(i, i + 300).map((id) => db().collection(products).doc(id));
    if (refs.length === 0) continue;
    const snaps = await db().getAll(...refs, { fieldMask: ['title', 'category'] });
    for (const snap of snaps) {
      if (snap.exists) facts.set(snap.id, { title: textOf(snap.get('title')), category: textOf(snap.get('category')) });
    }
  }
  return facts;
}
