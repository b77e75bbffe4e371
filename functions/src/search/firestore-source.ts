// Reads the search corpus (catalog products and public registries) from Firestore with the Admin SDK.
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin.js';
import type { CatalogProduct } from '../shared/catalog.js';
import type { RegistrySearchHit } from './types.js';

export interface SearchCorpus {
  products: CatalogProduct[];
  registries: RegistrySearchHit[];
}

/** Where the in-memory engine gets its data; tests hand it fixtures instead. */
export interface SearchSource {
  load(): Promise<SearchCorpus>;
}

export interface CorpusCollections {
  products: string;
  registries: string;
}

export const DEFAULT_COLLECTIONS: CorpusCollections = { products: 'products', registries: 'publicRegistries' };

/** Caps that keep a runaway collection from exhausting the function's memory (see decision 005). */
export const MAX_PRODUCTS = 5_000;
export const MAX_REGISTRIES = 50_000;

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

/** A publicRegistries document (keyed by the owner's uid) as a search hit. */
export function toRegistryHit(uid: string, d: DocumentData): RegistrySearchHit {
  const nameSlug = text(d.nameSlug);
  return {
    uid,
    ownerName: text(d.ownerName),
    title: text(d.title),
    nameSlug: nameSlug || null,
    itemCount: count(d.itemCount),
  };
}

async function readCapped(query: Query, cap: number, what: string): Promise<[string, DocumentData][]> {
  const snap = await query.limit(cap).get();
  if (snap.size >= cap) logger.warn(`search loaded only the first ${cap} ${what}; time for a hosted engine`);
  return snap.docs.map((doc) => [doc.id, doc.data()]);
}

export function firestoreSource(collections: CorpusCollections = DEFAULT_COLLECTIONS): SearchSource {
  return {
    async load() {
      const [products, registries] = await Promise.all([
        readCapped(db().collection(collections.products), MAX_PRODUCTS, 'products'),
        // Only the fields search shows: a registry's items never enter memory.
        readCapped(
          db().collection(collections.registries).select('ownerName', 'title', 'nameSlug', 'itemCount'),
          MAX_REGISTRIES,
          'public registries',
        ),
      ]);
      return {
        products: products.map(([id, d]) => toCatalogProduct(id, d)),
        registries: registries.map(([uid, d]) => toRegistryHit(uid, d)),
      };
    },
  };
}
