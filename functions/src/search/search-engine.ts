// Search behind one small interface, and the built-in engine that ranks a Firestore snapshot in memory.
import { logger } from 'firebase-functions';
import { badRequest } from '../lib/errors.js';
import type { ListingSearchParams, ListingSearchResponse } from '../shared/marketplace-browse.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { firestoreSource, type SearchCorpus, type SearchSource } from './firestore-source.js';
import { ListingIndex } from './listing-index.js';
import { firestoreListingSource, type ListingSource } from './listing-source.js';
import { searchListingPage } from './search-listings.js';
import { indexProduct, rankProducts, type IndexedProduct } from './rank-products.js';
import { indexRegistry, rankRegistries, type IndexedRegistry } from './rank-registries.js';
import { PRODUCT_LIMIT, REGISTRY_LIMIT, type ProductSearchPage, type RegistrySearchHit } from './types.js';

/** What the routes need from search; a hosted engine implements this and nothing else. */
export interface SearchEngine {
  /** Products matching every word of the query, best first; `cursor` comes from a previous page. */
  searchProducts(query: string, options?: { limit?: number; cursor?: string | null }): Promise<ProductSearchPage>;
  /** Public registries whose owner name or title match every word of the query, best first. */
  findRegistries(query: string, options?: { limit?: number }): Promise<RegistrySearchHit[]>;
  /** Active marketplace listings matching every word and filter, in the asked order, with facets. */
  searchListings(params: ListingSearchParams): Promise<ListingSearchResponse>;
}

/** How old the in-memory copy may get before a request reloads it. */
export const REFRESH_MS = 5 * 60_000;
/** After a failed reload, the old copy is served for this long before the next attempt. */
const RETRY_MS = 30_000;

function clampLimit(limit: number | undefined, bounds: { min: number; max: number; default: number }): number {
  if (limit === undefined || !Number.isFinite(limit)) return bounds.default;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(limit)));
}

interface Loaded {
  products: IndexedProduct[];
  registries: IndexedRegistry[];
  loadedAt: number;
}

export interface InMemorySearchEngineOptions {
  source?: SearchSource;
  /** Listings have their own source and freshness (listing-index.ts). */
  listingSource?: ListingSource;
  refreshMs?: number;
  now?: () => number;
}

/**
 * Loads every product and public registry into memory on first use and again at most every
 * REFRESH_MS, and ranks them per query. Fine for a catalog of hundreds to a few thousand items.
 */
export class InMemorySearchEngine implements SearchEngine {
  private loaded: Loaded | null = null;
  private loading: Promise<Loaded> | null = null;
  private readonly source: SearchSource;
  private readonly listingIndex: ListingIndex;
  private readonly refreshMs: number;
  private readonly now: () => number;

  constructor(options: InMemorySearchEngineOptions = {}) {
    this.source = options.source ?? firestoreSource();
    this.refreshMs = options.refreshMs ?? REFRESH_MS;
    this.now = options.now ?? Date.now;
    this.listingIndex = new ListingIndex({ source: options.listingSource ?? firestoreListingSource(), now: this.now });
  }

  /** Test seam: an engine over fixed data that never reads Firestore. */
  static fromCorpus(corpus: SearchCorpus): InMemorySearchEngine {
    return new InMemorySearchEngine({
      source: { load: () => Promise.resolve(corpus) },
      listingSource: { loadActive: () => Promise.resolve([]), changedSince: () => Promise.resolve([]) },
      refreshMs: Infinity,
    });
  }

  async searchProducts(
    query: string,
    options: { limit?: number; cursor?: string | null } = {},
  ): Promise<ProductSearchPage> {
    const limit = clampLimit(options.limit, PRODUCT_LIMIT);
    const offset = options.cursor ? decodeCursor(options.cursor) : 0;
    if (offset === null) throw badRequest('The cursor is not valid: start the search again.');
    const ranked = rankProducts((await this.data()).products, query);
    const end = offset + limit;
    return {
      hits: ranked.slice(offset, end),
      nextCursor: end < ranked.length ? encodeCursor(end) : null,
      total: ranked.length,
    };
  }

  async findRegistries(query: string, options: { limit?: number } = {}): Promise<RegistrySearchHit[]> {
    const limit = clampLimit(options.limit, REGISTRY_LIMIT);
    return rankRegistries((await this.data()).registries, query).slice(0, limit);
  }

  async searchListings(params: ListingSearchParams): Promise<ListingSearchResponse> {
    return searchListingPage(await this.listingIndex.listings(), params);
  }

  /** The indexed corpus: loaded on first use and when older than refreshMs, one load at a time. */
  private async data(): Promise<Loaded> {
    const current = this.loaded;
    if (current && this.now() - current.loadedAt < this.refreshMs) return current;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    try {
      return await this.loading;
    } catch (error) {
      if (!current) throw error;
      // A stale answer beats a failed one; try again shortly rather than on every request.
      logger.warn('search reload failed; serving the previous copy', { error: String(error) });
      this.loaded = { ...current, loadedAt: this.now() - this.refreshMs + RETRY_MS };
      return current;
    }
  }

  private async load(): Promise<Loaded> {
    const corpus = await this.source.load();
    const loaded: Loaded = {
      products: corpus.products.map(indexProduct),
      registries: corpus.registries.map(indexRegistry),
      loadedAt: this.now(),
    };
    this.loaded = loaded;
    return loaded;
  }
}

let engine: SearchEngine | null = null;

/** The engine every route uses. To move to a hosted engine, construct it here instead. */
export function getSearchEngine(): SearchEngine {
  engine ??= new InMemorySearchEngine();
  return engine;
}

/** Replaces the engine (tests point it at their own collections); null restores the default. */
export function setSearchEngine(next: SearchEngine | null): void {
  engine = next;
}
