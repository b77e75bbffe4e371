// The demand counters recounted from every public registry, a page at a time: a repair tool (run by
// `npm run rebuild-insights -w functions`, and by the demo seed, which writes registries without the
// trigger), never a schedule. The trigger on publicRegistries keeps the counters in normal running.
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { CATEGORIES } from '../../shared/catalog.js';
import {
  CATEGORY_SHARDS,
  DEMAND_COLLECTIONS,
  categoryShardRef,
  productCounterRef,
  type DemandCollections,
} from './demand-counters.js';
import { wantedBy } from './demand-delta.js';

export interface RebuildCollections {
  publicRegistries: string;
  demand: DemandCollections;
}

export const REBUILD_COLLECTIONS: RebuildCollections = {
  publicRegistries: 'publicRegistries',
  demand: DEMAND_COLLECTIONS,
};

/** Registries read a page: only their items (select), about 31 KB for 40 items, so about 15 MB a page. */
export const REBUILD_PAGE = 500;

export interface RebuildResult {
  registries: number;
  /** Product counters written (products at least one registry wants). */
  products: number;
  /** Counters of products no registry wants any more, deleted. */
  removed: number;
}

async function* pages(collection: string, fields: string[], pageSize: number) {
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collection(collection)
      .orderBy(FieldPath.documentId())
      .select(...fields)
      .limit(pageSize);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    if (!page.empty) yield page.docs;
    if (page.size < pageSize) return;
    cursor = page.docs.at(-1);
  }
}

/**
 * Sets every counter to the count of the registries as stored: pages of `pageSize` registries on a
 * document-id cursor, so memory holds one page and one number per wanted product (never the
 * registries). Each category's count goes in its first shard and the others are zeroed. A registry
 * written while this runs may be counted by both this and the trigger, or by neither: run it when the
 * counters are known wrong, and again if registries changed meanwhile.
 */
export async function rebuildDemandCounters(
  collections: RebuildCollections = REBUILD_COLLECTIONS,
  pageSize: number = REBUILD_PAGE,
): Promise<RebuildResult> {
  const products = new Map<string, number>();
  const categories = new Map<string, number>(CATEGORIES.map((c) => [c.slug, 0]));
  let registries = 0;
  for await (const docs of pages(collections.publicRegistries, ['items'], pageSize)) {
    registries += docs.length;
    for (const doc of docs) {
      const wanted = wantedBy(doc.data());
      for (const id of wanted.products) products.set(id, (products.get(id) ?? 0) + 1);
      for (const slug of wanted.categories) categories.set(slug, (categories.get(slug) ?? 0) + 1);
    }
  }

  const writer = db().bulkWriter();
  const demand = collections.demand;
  for (const [id, count] of products) void writer.set(productCounterRef(demand, id), { registries: count });
  let removed = 0;
  for await (const docs of pages(demand.products, [], pageSize)) {
    for (const doc of docs) {
      if (products.has(doc.id)) continue;
      removed++;
      void writer.delete(doc.ref);
    }
  }
  for (const [slug, count] of categories) {
    for (let shard = 0; shard < CATEGORY_SHARDS; shard++) {
      void writer.set(categoryShardRef(demand, slug, shard), { category: slug, registries: shard === 0 ? count : 0 });
    }
  }
  await writer.close();
  return { registries, products: products.size, removed };
}
