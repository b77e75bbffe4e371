// The embedded search backend: catalog products and active listings held in the function's memory,
// each kept current incrementally (product-index.ts, listing-index.ts) and ranked per query. It needs
// nothing but Firestore, so `npm start` and `npm test` run on it; past its stated limits it says so.
import type { CatalogProduct } from '../shared/catalog.js';
import type { ListingSearchParams, ListingSearchResponse } from '../shared/marketplace-browse.js';
import type { SearchBackend } from './backend.js';
import { encodeCursor, productPageAsked } from './cursor.js';
import { ListingIndex } from './listing-index.js';
import { firestoreListingSource, type ListingSource } from './listing-source.js';
import { firestoreProductFeed, fixedProductFeed, type ProductFeed } from './product-feed.js';
import { ProductIndex } from './product-index.js';
import { rankProducts } from './rank-products.js';
import { searchListingPage } from './search-listings.js';
import type { ProductSearchPage } from './types.js';

export interface EmbeddedSearchBackendOptions {
  productFeed?: ProductFeed;
  listingSource?: ListingSource;
  now?: () => number;
}

export class EmbeddedSearchBackend implements SearchBackend {
  readonly name = 'embedded';
  private readonly productIndex: ProductIndex;
  private readonly listingIndex: ListingIndex;

  constructor(options: EmbeddedSearchBackendOptions = {}) {
    this.productIndex = new ProductIndex(options.productFeed ?? firestoreProductFeed());
    this.listingIndex = new ListingIndex({
      source: options.listingSource ?? firestoreListingSource(),
      now: options.now ?? Date.now,
    });
  }

  /** Test seam: a backend over fixed products (and no listings) that never reads Firestore. */
  static fromProducts(products: readonly CatalogProduct[]): EmbeddedSearchBackend {
    return new EmbeddedSearchBackend({
      productFeed: fixedProductFeed(products),
      listingSource: { loadActive: () => Promise.resolve([]), changedSince: () => Promise.resolve([]) },
    });
  }

  async searchProducts(
    query: string,
    options: { limit?: number; cursor?: string | null } = {},
  ): Promise<ProductSearchPage> {
    const { limit, offset } = productPageAsked(options);
    const ranked = rankProducts(await this.productIndex.products(), query);
    const end = offset + limit;
    return {
      hits: ranked.slice(offset, end),
      nextCursor: end < ranked.length ? encodeCursor(end) : null,
      total: ranked.length,
    };
  }

  async searchListings(params: ListingSearchParams): Promise<ListingSearchResponse> {
    return searchListingPage(await this.listingIndex.listings(), params);
  }

  /** What the backend holds, for the bench and the logs. */
  stats(): { products: number; listings: number } {
    return { products: this.productIndex.size, listings: this.listingIndex.size };
  }

  close(): void {
    this.productIndex.close();
  }
}
