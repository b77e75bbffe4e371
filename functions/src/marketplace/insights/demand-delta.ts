// What one public registry wants (the products and categories of its items not yet received), and how
// a change of its projection moves the demand counters. No Firebase here: the trigger, the paged
// rebuild and the tests all count through these, so the two paths cannot disagree.
import { CATEGORIES } from '../../shared/catalog.js';
import { textOf } from '../../shared/stored-values.js';

const CATEGORY_SLUGS = new Set(CATEGORIES.map((c) => c.slug));

/** What one registry counts for: each product and category once, however many items ask for it. */
export interface Wanted {
  products: Set<string>;
  categories: Set<string>;
}

/** A product id that can name a counter document (item ids are the owner's text, up to 128 characters). */
export function isCountableProductId(id: string): boolean {
  return id.length > 0 && id.length <= 128 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/**
 * The wanted products and categories of publicRegistries/{uid} as stored (undefined: no projection,
 * so nothing). Received items are no longer wanted; a category outside the catalog's is not counted.
 */
export function wantedBy(data: Record<string, unknown> | undefined): Wanted {
  const wanted: Wanted = { products: new Set(), categories: new Set() };
  const items: unknown[] = Array.isArray(data?.items) ? (data.items as unknown[]) : [];
  for (const raw of items) {
    const item = (raw ?? {}) as Record<string, unknown>;
    const productId = textOf(item.id);
    if (!productId || item.purchased === true) continue;
    if (isCountableProductId(productId)) wanted.products.add(productId);
    const category = textOf(item.category);
    if (CATEGORY_SLUGS.has(category)) wanted.categories.add(category);
  }
  return wanted;
}

export type CounterKey = { kind: 'product' | 'category'; id: string };

/** One counter's move: +1 (the registry now wants it) or -1 (no longer). */
export interface CounterMove extends CounterKey {
  by: 1 | -1;
}

function moves(kind: CounterKey['kind'], before: Set<string>, after: Set<string>): CounterMove[] {
  const out: CounterMove[] = [];
  for (const id of after) if (!before.has(id)) out.push({ kind, id, by: 1 });
  for (const id of before) if (!after.has(id)) out.push({ kind, id, by: -1 });
  return out;
}

/**
 * The counter moves of one projection write, from its before and after, in a fixed order (kind, then
 * id) so a retried event splits them into the same chunks. Most writes (a title, a purchase of one of
 * two strollers) move nothing.
 */
export function demandMoves(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): CounterMove[] {
  const b = wantedBy(before);
  const a = wantedBy(after);
  return [...moves('category', b.categories, a.categories), ...moves('product', b.products, a.products)].sort((x, y) =>
    x.kind === y.kind ? (x.id < y.id ? -1 : x.id > y.id ? 1 : 0) : x.kind === 'category' ? -1 : 1,
  );
}
