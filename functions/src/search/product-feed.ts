// Catalog products for the embedded backend: every product once, then each change as it happens (a
// Firestore listener on the collection), so the copy is never reloaded and a removal is seen too.
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import type { CatalogProduct } from '../shared/catalog.js';

/** One product added, changed (`product` set) or removed (`product` null). */
export interface ProductChange {
  id: string;
  product: CatalogProduct | null;
}

/** Where the embedded backend gets products; tests hand it fixtures or a feed they drive. */
export interface ProductFeed {
  /**
   * Calls `onChanges` first with every product, then with each batch of changes; `onError` ends the
   * feed. Returns a function that stops it.
   */
  listen(onChanges: (changes: ProductChange[]) => void, onError: (error: Error) => void): () => void;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A products document as a CatalogProduct, whatever an admin tool once wrote into it. */
export function toCatalogProduct(id: string, d: DocumentData): CatalogProduct {
  return {
    id,
    title: text(d.title),
    brand: text(d.brand),
    category: text(d.category),
    subcategory: text(d.subcategory),
    price: count(d.price),
    imageUrl: text(d.imageUrl),
    externalUrl: text(d.externalUrl),
    retailer: text(d.retailer),
    description: text(d.description),
    ageRange: text(d.ageRange),
    popularity: count(d.popularity),
    keywords: Array.isArray(d.keywords) ? d.keywords.filter((k): k is string => typeof k === 'string') : [],
  };
}

export function firestoreProductFeed(collection = 'products'): ProductFeed {
  return {
    listen(onChanges, onError) {
      return db()
        .collection(collection)
        .onSnapshot(
          (snap) =>
            onChanges(
              snap.docChanges().map((change) => ({
                id: change.doc.id,
                product: change.type === 'removed' ? null : toCatalogProduct(change.doc.id, change.doc.data()),
              })),
            ),
          onError,
        );
    },
  };
}

/** A feed of fixed products that never changes (unit tests, and a backend over fixtures). */
export function fixedProductFeed(products: readonly CatalogProduct[]): ProductFeed {
  return {
    listen(onChanges) {
      queueMicrotask(() => onChanges(products.map((product) => ({ id: product.id, product }))));
      return () => undefined;
    },
  };
}
