// The demand counters behind demand insights (decision 013): how many public registries want each
// product (demandProducts/{productId}) and each category (demandCategories/{slug}_{shard}), moved by
// the publicRegistries/{uid} trigger from each write's before and after.
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { runTransaction } from '../../lib/transactions.js';
import { CATEGORIES } from '../../shared/catalog.js';
import { numberOf } from '../../shared/stored-values.js';
import { demandMoves, type CounterMove } from './demand-delta.js';

export interface DemandCollections {
  /** demandProducts/{productId} {registries}. */
  products: string;
  /** demandCategories/{slug}_{shard} {category, registries}: a category's count is the sum of its shards. */
  categories: string;
  /** demandChanges/{eventId}_{chunk} {moves, appliedAt, expiresAt}: one per chunk applied, so a redelivered event moves nothing. */
  changes: string;
}

export const DEMAND_COLLECTIONS: DemandCollections = {
  products: 'demandProducts',
  categories: 'demandCategories',
  changes: 'demandChanges',
};

/**
 * A category is wanted by most registries, so its counter is split: a registry always moves the same
 * shard (by uid), and 8 shards take 8 times Firestore's sustained rate of about one write a second
 * per document. A product's counter is one document (one product rarely changes hands that fast).
 */
export const CATEGORY_SHARDS = 8;
/** Moves per transaction: a registry made public moves up to 500 products (its item cap) and 12 categories. */
export const MOVES_PER_TRANSACTION = 200;
/** Markers outlive the platform's retries of an event (7 days), then Firestore's TTL deletes them. */
export const CHANGE_MARKER_MS = 8 * 24 * 60 * 60 * 1000;

export function shardOf(uid: string): number {
  let hash = 2166136261;
  for (let i = 0; i < uid.length; i++) hash = Math.imul(hash ^ uid.charCodeAt(i), 16777619);
  return (hash >>> 0) % CATEGORY_SHARDS;
}

export const productCounterRef = (c: DemandCollections, productId: string): DocumentReference =>
  db().collection(c.products).doc(productId);

export const categoryShardRef = (c: DemandCollections, slug: string, shard: number): DocumentReference =>
  db().collection(c.categories).doc(`${slug}_${shard}`);

function counterRef(c: DemandCollections, move: CounterMove, shard: number): DocumentReference {
  return move.kind === 'product' ? productCounterRef(c, move.id) : categoryShardRef(c, move.id, shard);
}

export interface DemandChangeResult {
  /** Counters the write moves. */
  moves: number;
  /** Of those, moved by this run (0 when an earlier delivery of the same event had moved them). */
  applied: number;
}

/**
 * Applies one publicRegistries/{uid} write to the counters: +1 where the registry starts wanting a
 * product or category, -1 where it stops. Triggers are delivered at least once, so each chunk of
 * moves commits with a marker named by the event id and chunk, and a chunk whose marker exists is
 * skipped: a retried or redelivered event moves nothing twice. Events may arrive out of order; the
 * moves of each write are exact, so the counters still sum to the registries as stored.
 */
export async function applyDemandChange(
  changeId: string,
  uid: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  collections: DemandCollections = DEMAND_COLLECTIONS,
  now: number = Date.now(),
): Promise<DemandChangeResult> {
  const moves = demandMoves(before, after);
  const shard = shardOf(uid);
  const markerBase = changeId.replaceAll('/', '_');
  let applied = 0;
  for (let start = 0; start < moves.length; start += MOVES_PER_TRANSACTION) {
    const chunk = moves.slice(start, start + MOVES_PER_TRANSACTION);
    const marker = db()
      .collection(collections.changes)
      .doc(`${markerBase}_${start / MOVES_PER_TRANSACTION}`);
    const done = await runTransaction(async (tx) => {
      if ((await tx.get(marker)).exists) return false;
      // No uid in the marker: it is kept for days and says only that this event was counted.
      tx.create(marker, {
        moves: chunk.length,
        appliedAt: now,
        expiresAt: Timestamp.fromMillis(now + CHANGE_MARKER_MS),
      });
      for (const move of chunk) {
        const ref = counterRef(collections, move, shard);
        const fields = move.kind === 'category' ? { category: move.id } : {};
        tx.set(ref, { ...fields, registries: FieldValue.increment(move.by) }, { merge: true });
      }
      return true;
    });
    if (done) applied += chunk.length;
  }
  return { moves: moves.length, applied };
}

/** Registries wanting each catalog category: the sum of its shards (12 × 8 documents, one getAll). */
export async function readCategoryCounts(
  collections: DemandCollections = DEMAND_COLLECTIONS,
): Promise<Map<string, number>> {
  const refs = CATEGORIES.flatMap((c) =>
    Array.from({ length: CATEGORY_SHARDS }, (_, shard) => categoryShardRef(collections, c.slug, shard)),
  );
  const counts = new Map<string, number>(CATEGORIES.map((c) => [c.slug, 0]));
  for (const snap of await db().getAll(...refs, { fieldMask: ['category', 'registries'] })) {
    const slug = snap.id.slice(0, snap.id.lastIndexOf('_'));
    if (counts.has(slug)) counts.set(slug, counts.get(slug)! + (numberOf(snap.get('registries')) ?? 0));
  }
  return counts;
}

/** The products at least `min` registries want, most wanted first, at most `limit` of them. */
export async function readTopProducts(
  min: number,
  limit: number,
  collections: DemandCollections = DEMAND_COLLECTIONS,
): Promise<Map<string, number>> {
  const snap = await db()
    .collection(collections.products)
    .where('registries', '>=', min)
    .orderBy('registries', 'desc')
    .limit(limit)
    .get();
  return new Map(snap.docs.map((doc) => [doc.id, numberOf(doc.get('registries')) ?? 0]));
}
