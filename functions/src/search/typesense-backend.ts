// The production search backend: Typesense, fed by the official Firebase extension (one instance per
// collection; typesense-schema.ts). Words, typo tolerance, filters, facets, the distance filter and
// every sort run in Typesense; this file only translates the routes' parameters and its answers.
import { logger } from 'firebase-functions';
import type { Client } from 'typesense';
import { badRequest, serviceUnavailable } from '../lib/errors.js';
import type { CatalogProduct } from '../shared/catalog.js';
import { CONDITION_VALUES, LISTINGS_PAGE_SIZE, type ListingCondition } from '../shared/marketplace.js';
import type { ListingFacets, ListingSearchParams, ListingSearchResponse } from '../shared/marketplace-browse.js';
import { distanceMiles, UNKNOWN_ZIP_MESSAGE, zipArea, type ZipArea } from '../shared/zip-areas.js';
import type { SearchBackend } from './backend.js';
import { encodeCursor, productPageAsked } from './cursor.js';
import { decodeListingCursor, encodeListingCursor } from './listing-cursor.js';
import { toListing } from './listing-source.js';
import { productQueryWords } from './match-words.js';
import { toCatalogProduct } from './product-feed.js';
import { listingCard } from './rank-listings.js';
import { LISTING_CURSOR_MESSAGE } from './search-listings.js';
import type { ProductSearchPage } from './types.js';

/** One search of a multi-search, as Typesense takes it. */
export interface TypesenseSearch {
  collection: string;
  q: string;
  query_by: string;
  query_by_weights?: string;
  filter_by?: string;
  sort_by?: string;
  facet_by?: string;
  max_facet_values?: number;
  offset?: number;
  limit?: number;
  prefix?: boolean;
  num_typos?: number;
  min_len_1typo?: number;
  drop_tokens_threshold?: number;
}

export interface TypesenseResult {
  found: number;
  hits?: { document: Record<string, unknown> }[];
  facet_counts?: { field_name: string; counts: { value: string; count: number }[] }[];
}

/** What the backend needs of a Typesense client: one multi-search round trip. */
export type TypesenseSearcher = (searches: TypesenseSearch[]) => Promise<TypesenseResult[]>;

export interface TypesenseSettings {
  /** TYPESENSE_URL: https://host:port of one node, or several separated by commas. */
  urls: string[];
  /** TYPESENSE_SEARCH_KEY: a search-only key; the function never writes to Typesense. */
  searchKey: string;
  listings: string;
  products: string;
}

/** The settings from the environment; a missing one stops the backend at its first use, loudly. */
export function typesenseSettings(env: NodeJS.ProcessEnv): TypesenseSettings {
  const urls = (env.TYPESENSE_URL ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const searchKey = env.TYPESENSE_SEARCH_KEY?.trim() ?? '';
  if (urls.length === 0 || !searchKey) {
    throw new Error('SEARCH_BACKEND=typesense needs TYPESENSE_URL and TYPESENSE_SEARCH_KEY (README: Deployment)');
  }
  return {
    urls,
    searchKey,
    listings: env.TYPESENSE_LISTINGS_COLLECTION?.trim() || 'listings',
    products: env.TYPESENSE_PRODUCTS_COLLECTION?.trim() || 'products',
  };
}

/**
 * A searcher over the real client: a timeout, one retry on another node, errors as 503. The client
 * (and its HTTP library) is loaded on the first search, so an instance on the embedded backend never
 * loads it.
 */
export function clientSearcher(settings: Pick<TypesenseSettings, 'urls' | 'searchKey'>): TypesenseSearcher {
  let client: Promise<Client> | null = null;
  const connect = async () => {
    const { Client } = await import('typesense');
    return new Client({
      apiKey: settings.searchKey,
      nodes: settings.urls.map((url) => ({ url })),
      connectionTimeoutSeconds: 3,
      numRetries: 1,
      logLevel: 'warn',
    });
  };
  return async (searches) => {
    try {
      client ??= connect();
      const { results } = await (await client).multiSearch.perform({ searches });
      return (results as unknown as (TypesenseResult & { error?: unknown })[]).map((r) => {
        if (typeof r.error === 'string') throw new Error(r.error);
        return r;
      });
    } catch (error) {
      logger.error('typesense search failed', { error: String(error) });
      throw serviceUnavailable();
    }
  };
}

/** A filter value in backticks, so commas and brackets in it stay literal. */
const literal = (value: string) => `\`${value.replace(/`/g, '')}\``;

const PRODUCT_QUERY_BY = { query_by: 'title,brand,category,subcategory,keywords', query_by_weights: '8,4,2,2,1' };
const LISTING_QUERY_BY = { query_by: 'title,brand,model,category,subcategory', query_by_weights: '8,4,4,1,1' };
/** As the embedded backend: every word must match; one typo allowed in words of five letters or more. */
const MATCHING = { prefix: true, num_typos: 1, min_len_1typo: 5, drop_tokens_threshold: 0 };

type Filter = 'category' | 'condition';

/** The listing filters as Typesense filter_by clauses, without `skip` (a facet's own dimension). */
export function listingFilters(p: ListingSearchParams, origin: ZipArea | null, skip?: Filter): string {
  const clauses = ['status:=active'];
  if (skip !== 'category' && p.category) clauses.push(`category:=${literal(p.category)}`);
  if (skip !== 'condition' && p.conditions.length > 0) {
    clauses.push(`condition:=[${p.conditions.map(literal).join(',')}]`);
  }
  if (p.brandSlug) clauses.push(`brandSlug:=${literal(p.brandSlug)}`);
  if (p.minPriceCents !== null) clauses.push(`priceCents:>=${p.minPriceCents}`);
  if (p.maxPriceCents !== null) clauses.push(`priceCents:<=${p.maxPriceCents}`);
  if (p.delivery === 'pickup') clauses.push('localPickup:=true');
  if (p.delivery === 'shipping') clauses.push('shippingCents:>=0');
  if (origin && p.radiusMiles !== null) {
    clauses.push(`pickupLocation:(${origin.lat}, ${origin.lng}, ${p.radiusMiles} mi)`);
  }
  return clauses.join(' && ');
}

export function listingSort(p: ListingSearchParams, origin: ZipArea | null, hasWords: boolean): string {
  switch (p.sort) {
    case 'price-asc':
      return 'priceCents:asc,publishedAt:desc';
    case 'price-desc':
      return 'priceCents:desc,publishedAt:desc';
    case 'nearest':
      return origin
        ? `pickupLocation(${origin.lat}, ${origin.lng}):asc,_text_match:desc,publishedAt:desc`
        : 'publishedAt:desc';
    case 'newest':
      return 'publishedAt:desc';
    case 'relevance':
      return hasWords ? '_text_match:desc,publishedAt:desc' : 'publishedAt:desc';
  }
}

function facetCounts(result: TypesenseResult | undefined, field: string): { value: string; count: number }[] {
  return (result?.facet_counts?.find((f) => f.field_name === field)?.counts ?? []).filter((c) => c.count > 0);
}

export class TypesenseSearchBackend implements SearchBackend {
  readonly name = 'typesense';

  constructor(
    private readonly search: TypesenseSearcher,
    private readonly collections: { listings: string; products: string },
  ) {}

  static fromEnv(env: NodeJS.ProcessEnv): TypesenseSearchBackend {
    const settings = typesenseSettings(env);
    return new TypesenseSearchBackend(clientSearcher(settings), settings);
  }

  async searchProducts(
    query: string,
    options: { limit?: number; cursor?: string | null } = {},
  ): Promise<ProductSearchPage> {
    const { limit, offset } = productPageAsked(options);
    const words = productQueryWords(query);
    if (words.length === 0) return { hits: [], nextCursor: null, total: 0 };
    const [result] = await this.search([
      {
        collection: this.collections.products,
        q: words.join(' '),
        ...PRODUCT_QUERY_BY,
        ...MATCHING,
        sort_by: '_text_match:desc,popularity:desc',
        offset,
        limit,
      },
    ]);
    const hits: CatalogProduct[] = (result?.hits ?? []).map((h) => toCatalogProduct(String(h.document.id), h.document));
    const total = result?.found ?? 0;
    const end = offset + hits.length;
    return { hits, nextCursor: hits.length > 0 && end < total ? encodeCursor(end) : null, total };
  }

  async searchListings(params: ListingSearchParams): Promise<ListingSearchResponse> {
    const origin = params.zip === null ? null : zipArea(params.zip);
    if (params.zip !== null && !origin) throw badRequest(UNKNOWN_ZIP_MESSAGE);
    if (params.sort === 'nearest' && !origin) throw badRequest('Enter a ZIP code to sort by distance.');
    const cursor = params.cursor === null ? null : decodeListingCursor(params.cursor);
    if (params.cursor !== null && !cursor) throw badRequest(LISTING_CURSOR_MESSAGE);
    const offset = cursor?.offset ?? 0;
    const words = productQueryWords(params.q);
    const common = {
      collection: this.collections.listings,
      q: words.join(' ') || '*',
      ...LISTING_QUERY_BY,
      ...MATCHING,
    };
    // Three searches in one round trip: the page, and each facet counted without its own filter.
    const [page, byCategory, byCondition] = await this.search([
      {
        ...common,
        filter_by: listingFilters(params, origin),
        sort_by: listingSort(params, origin, words.length > 0),
        offset,
        limit: LISTINGS_PAGE_SIZE,
      },
      {
        ...common,
        filter_by: listingFilters(params, origin, 'category'),
        facet_by: 'category',
        max_facet_values: 100,
        limit: 0,
      },
      {
        ...common,
        filter_by: listingFilters(params, origin, 'condition'),
        facet_by: 'condition',
        max_facet_values: 10,
        limit: 0,
      },
    ]);
    const items = (page?.hits ?? []).flatMap((h) => {
      const listing = toListing(String(h.document.id), h.document);
      if (!listing) return [];
      const card = listingCard(listing);
      return [origin ? { ...card, distanceMiles: Math.round(distanceMiles(origin, listing.pickup) * 10) / 10 } : card];
    });
    const total = page?.found ?? 0;
    const end = offset + items.length;
    const last = items.at(-1);
    const facets: ListingFacets = {
      categories: facetCounts(byCategory, 'category')
        .map(({ value, count }) => ({ slug: value, count }))
        .sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug)),
      // In the conditions' own order (new to well loved), as the filter lists them.
      conditions: CONDITION_VALUES.flatMap((value: ListingCondition) => {
        const count = facetCounts(byCondition, 'condition').find((c) => c.value === value)?.count ?? 0;
        return count > 0 ? [{ value, count }] : [];
      }),
    };
    return {
      items,
      nextCursor: last && end < total ? encodeListingCursor({ offset: end, lastId: last.id }) : null,
      total,
      facets,
    };
  }
}
