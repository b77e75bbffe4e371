// One contract for every search backend: the same fixtures and the same expectations, run against the
// embedded backend always, and against Typesense when TYPESENSE_URL and TYPESENSE_API_KEY (an admin
// key: the test creates and drops collections of its own) name a server; skipped with the reason
// printed otherwise. The ranking details of each backend have their own tests; this holds what the
// routes and pages rely on: every word must match, filters, facets, sorts, distance, and pages.
import { randomUUID } from 'node:crypto';
import { Client } from 'typesense';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseListing } from '../../test/helpers/browse-listings.js';
import type { CatalogProduct } from '../shared/catalog.js';
import type { Listing } from '../shared/marketplace.js';
import type { ListingSearchParams } from '../shared/marketplace-browse.js';
import type { SearchBackend } from './backend.js';
import { EmbeddedSearchBackend } from './embedded-backend.js';
import { fixedProductFeed } from './product-feed.js';
import { clientSearcher, TypesenseSearchBackend } from './typesense-backend.js';
import {
  asExtensionWrites,
  listingCollectionSchema,
  productCollectionSchema,
  TYPESENSE_LISTING_FIELDS,
  TYPESENSE_PRODUCT_FIELDS,
} from './typesense-schema.js';

const product = (
  id: string,
  title: string,
  brand: string,
  popularity: number,
  category = 'strollers',
): CatalogProduct => ({
  ...{ id, title, brand, category, subcategory: '', price: 300 },
  ...{ imageUrl: '', externalUrl: 'https://example.com', retailer: 'Example', description: '', ageRange: '' },
  ...{ popularity, keywords: [] },
});

const PRODUCTS: CatalogProduct[] = [
  product('double', 'Urban Glide Double Jogging Stroller', 'Thule', 10),
  product('single', 'Urban Glide Jogging Stroller', 'Thule', 90),
  product('cover', 'Jogging Stroller Rain Cover', 'Thule', 50),
  product('mat', 'Foam Play Mat', 'Skip Hop', 70, 'play'),
  ...Array.from({ length: 9 }, (_, i) => product(`lamp${i}`, `Night Lamp ${i}`, 'Hatch', i, 'nursery')),
];

const T = 1_790_000_000_000;
const LISTINGS: Listing[] = [
  browseListing({
    id: 'crib-ny',
    title: 'Walnut Crib',
    category: 'nursery',
    priceCents: 25_000,
    zip: '10001',
    publishedAt: T - 1,
    shippingCents: 3_000,
  }),
  browseListing({
    id: 'crib-bk',
    title: 'Mini Crib',
    category: 'nursery',
    condition: 'like-new',
    priceCents: 12_000,
    zip: '11201',
    publishedAt: T - 2,
    localPickup: false,
    shippingCents: 2_000,
  }),
  browseListing({
    id: 'crib-la',
    title: 'Convertible Crib',
    category: 'nursery',
    priceCents: 30_000,
    zip: '90012',
    publishedAt: T - 3,
  }),
  browseListing({
    id: 'jogger-ny',
    title: 'Jogging Stroller',
    category: 'strollers',
    priceCents: 18_000,
    zip: '10001',
    publishedAt: T - 4,
  }),
  browseListing({
    id: 'crib-sold',
    title: 'Sold Crib',
    category: 'nursery',
    status: 'sold',
    zip: '10001',
    publishedAt: T - 5,
  }),
  browseListing({
    id: 'crib-draft',
    title: 'Draft Crib',
    category: 'nursery',
    status: 'draft',
    zip: '10001',
    publishedAt: null,
  }),
  ...Array.from({ length: 30 }, (_, i) =>
    browseListing({
      id: `bottle-${String(i).padStart(2, '0')}`,
      title: `Bottle Set ${i}`,
      category: 'feeding',
      priceCents: 1_000 + i,
      zip: '60607',
      publishedAt: T - 100 - i,
    }),
  ),
];

const params = (p: Partial<ListingSearchParams>): ListingSearchParams => ({
  ...{ q: '', category: null, brandSlug: null, conditions: [], minPriceCents: null, maxPriceCents: null },
  ...{ delivery: 'any', zip: null, radiusMiles: null, sort: 'relevance', cursor: null },
  ...p,
});

interface Candidate {
  name: string;
  skip: string | null;
  make: () => Promise<{ backend: SearchBackend; done: () => Promise<void> }>;
}

const embedded: Candidate = {
  name: 'embedded',
  skip: null,
  make: () =>
    Promise.resolve({
      backend: new EmbeddedSearchBackend({
        productFeed: fixedProductFeed(PRODUCTS),
        listingSource: {
          loadActive: () => Promise.resolve(LISTINGS.filter((l) => l.status === 'active')),
          changedSince: () => Promise.resolve([]),
        },
      }),
      done: () => Promise.resolve(),
    }),
};

const typesenseUrl = process.env.TYPESENSE_URL?.trim();
const typesenseKey = process.env.TYPESENSE_API_KEY?.trim();
const typesense: Candidate = {
  name: 'typesense',
  skip:
    typesenseUrl && typesenseKey ? null : 'TYPESENSE_URL and TYPESENSE_API_KEY are not set (no Typesense server here)',
  async make() {
    const urls = (typesenseUrl ?? '').split(',');
    const admin = new Client({
      apiKey: typesenseKey ?? '',
      nodes: urls.map((url) => ({ url })),
      connectionTimeoutSeconds: 5,
    });
    const names = {
      listings: `contract-listings-${randomUUID().slice(0, 8)}`,
      products: `contract-products-${randomUUID().slice(0, 8)}`,
    };
    await admin.collections().create(listingCollectionSchema(names.listings));
    await admin.collections().create(productCollectionSchema(names.products));
    // Every listing, whatever its status, as the extension copies the whole collection.
    await admin
      .collections(names.listings)
      .documents()
      .import(
        LISTINGS.map((l) => asExtensionWrites(l.id, { ...l }, TYPESENSE_LISTING_FIELDS)),
        { action: 'create' },
      );
    await admin
      .collections(names.products)
      .documents()
      .import(
        PRODUCTS.map((p) => asExtensionWrites(p.id, { ...p }, TYPESENSE_PRODUCT_FIELDS)),
        { action: 'create' },
      );
    return {
      backend: new TypesenseSearchBackend(clientSearcher({ urls, searchKey: typesenseKey ?? '' }), names),
      async done() {
        await admin.collections(names.listings).delete();
        await admin.collections(names.products).delete();
      },
    };
  },
};

for (const candidate of [embedded, typesense]) {
  if (candidate.skip) console.log(`search contract: ${candidate.name} backend skipped: ${candidate.skip}`);
  describe.skipIf(candidate.skip !== null)(`the ${candidate.name} search backend`, () => {
    let backend: SearchBackend;
    let done: () => Promise<void> = () => Promise.resolve();
    beforeAll(async () => {
      ({ backend, done } = await candidate.make());
    });
    afterAll(async () => {
      backend.close?.();
      await done();
    });
    const productIds = async (q: string) => (await backend.searchProducts(q, { limit: 48 })).hits.map((p) => p.id);
    const listingIds = async (p: Partial<ListingSearchParams>) =>
      (await backend.searchListings(params(p))).items.map((l) => l.id);

    it('products: every word must match, the best match first, prefixes count', async () => {
      expect((await productIds('double jogging stroller'))[0]).toBe('double');
      expect(await productIds('double jogging stroller')).not.toContain('cover');
      expect((await productIds('jogging stroller')).sort()).toEqual(['cover', 'double', 'single']);
      expect((await productIds('strol')).sort()).toEqual(['cover', 'double', 'single']);
      expect(await productIds('stroller xylophone')).toEqual([]);
      expect(await productIds('the')).toEqual([]);
    });

    it('products: pages cover every hit once, with the total on each', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await backend.searchProducts('lamp', { limit: 4, cursor });
        expect(page.total).toBe(9);
        seen.push(...page.hits.map((p) => p.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.sort()).toEqual(
        PRODUCTS.filter((p) => p.id.startsWith('lamp'))
          .map((p) => p.id)
          .sort(),
      );
    });

    it('listings: active only, every word, newest first without words', async () => {
      expect(await listingIds({ q: 'crib' })).toEqual(expect.arrayContaining(['crib-ny', 'crib-bk', 'crib-la']));
      expect(await listingIds({ q: 'crib' })).toHaveLength(3);
      expect(await listingIds({ q: 'walnut crib' })).toEqual(['crib-ny']);
      expect(await listingIds({ category: 'nursery', sort: 'newest' })).toEqual(['crib-ny', 'crib-bk', 'crib-la']);
    });

    it('listings: filters, and facets that count each dimension without its own filter', async () => {
      const res = await backend.searchListings(params({ q: 'crib', category: 'nursery', conditions: ['like-new'] }));
      expect(res.items.map((l) => l.id)).toEqual(['crib-bk']);
      expect(res.total).toBe(1);
      expect(res.facets.categories).toEqual([{ slug: 'nursery', count: 1 }]);
      expect(res.facets.conditions).toEqual([
        { value: 'like-new', count: 1 },
        { value: 'gently-used', count: 2 },
      ]);
      expect(await listingIds({ category: 'nursery', minPriceCents: 20_000, maxPriceCents: 26_000 })).toEqual([
        'crib-ny',
      ]);
      expect(await listingIds({ category: 'nursery', delivery: 'pickup', sort: 'newest' })).toEqual([
        'crib-ny',
        'crib-la',
      ]);
      expect(await listingIds({ category: 'nursery', delivery: 'shipping', sort: 'newest' })).toEqual([
        'crib-ny',
        'crib-bk',
      ]);
    });

    it('listings: by price, and by distance within a radius with the miles on each card', async () => {
      expect(await listingIds({ category: 'nursery', sort: 'price-asc' })).toEqual(['crib-bk', 'crib-ny', 'crib-la']);
      expect(await listingIds({ category: 'nursery', sort: 'price-desc' })).toEqual(['crib-la', 'crib-ny', 'crib-bk']);
      const near = await backend.searchListings(params({ q: 'crib', zip: '10001', radiusMiles: 25, sort: 'nearest' }));
      expect(near.items.map((l) => l.id)).toEqual(['crib-ny', 'crib-bk']);
      expect(near.items[0]?.distanceMiles).toBe(0);
      expect(near.items[1]?.distanceMiles).toBeGreaterThan(0);
      expect(near.items[1]?.distanceMiles).toBeLessThan(10);
      await expect(backend.searchListings(params({ sort: 'nearest' }))).rejects.toMatchObject({ status: 400 });
      await expect(backend.searchListings(params({ zip: '00000' }))).rejects.toMatchObject({ status: 400 });
    });

    it('listings: pages of 24 cover every match once, and a forged cursor is refused', async () => {
      const first = await backend.searchListings(params({ category: 'feeding' }));
      expect(first.total).toBe(30);
      expect(first.items).toHaveLength(24);
      const second = await backend.searchListings(params({ category: 'feeding', cursor: first.nextCursor }));
      expect(second.nextCursor).toBeNull();
      expect(new Set([...first.items, ...second.items].map((l) => l.id)).size).toBe(30);
      await expect(backend.searchListings(params({ cursor: 'not-a-cursor!' }))).rejects.toMatchObject({ status: 400 });
    });
  });
}
