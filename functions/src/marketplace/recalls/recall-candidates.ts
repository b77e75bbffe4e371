// The listings a recall could apply to, found by query (issue 26 §2): listings whose recallKeys
// share a key with the recall (screening/recall-keys.ts), and listings of a catalog product whose
// own keys hold the recall's brand. Only active, reserved and sold listings are read, only their ids,
// a page at a time on a cursor: the reads grow with the recall's candidates, not with the listings
// ever made. The recall's task matches each candidate in full.
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import type { Recall } from '../../shared/marketplace-safety.js';
import { recallQueryKeys } from '../screening/recall-keys.js';

export const CANDIDATE_STATUSES = ['active', 'reserved', 'sold'];
const PAGE = 300;
/** Firestore takes at most 30 disjunctions a query: 10 values against the 3 statuses. */
const VALUES_PER_QUERY = 10;

const chunks = <T>(values: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(values.length / size) }, (_, i) => values.slice(i * size, (i + 1) * size));

/** The ids `query` matches, in id order, a page at a time. */
async function* pagedIds(query: Query, pageSize = PAGE): AsyncGenerator<string> {
  let after: string | null = null;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).select().limit(pageSize);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    for (const doc of snap.docs) yield doc.id;
    if (snap.size < pageSize) return;
    after = snap.docs[snap.size - 1]?.id ?? null;
  }
}

/** Catalog products a recall could match by their brand or title (products' recallKeys). */
async function* productIds(recall: Recall, pageSize: number): AsyncGenerator<string> {
  const [key] = recallQueryKeys(recall);
  if (key) yield* pagedIds(db().collection('products').where('recallKeys', 'array-contains', key), pageSize);
}

/** Each candidate listing's id once: by its own keys first, then by its catalog product. */
export async function* recallCandidates(recall: Recall, pageSize = PAGE): AsyncGenerator<string> {
  const listings = db().collection('listings').where('status', 'in', CANDIDATE_STATUSES);
  const seen = new Set<string>();
  const once = async function* (ids: AsyncGenerator<string>) {
    for await (const id of ids) {
      if (seen.has(id)) continue;
      seen.add(id);
      yield id;
    }
  };
  for (const keys of chunks(recallQueryKeys(recall), VALUES_PER_QUERY)) {
    yield* once(pagedIds(listings.where('recallKeys', 'array-contains-any', keys), pageSize));
  }
  let products: string[] = [];
  const byProducts = () => once(pagedIds(listings.where('productId', 'in', products), pageSize));
  for await (const productId of productIds(recall, pageSize)) {
    products.push(productId);
    if (products.length < VALUES_PER_QUERY) continue;
    yield* byProducts();
    products = [];
  }
  if (products.length > 0) yield* byProducts();
}
