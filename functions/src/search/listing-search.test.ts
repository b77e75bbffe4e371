// GET /api/marketplace/listings through the app, over listings of this file's own collection.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseListing, writeListings, type ListingOverrides } from '../../test/helpers/browse-listings.js';
import { requireEmulators } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';
import type { ListingSearchResponse } from '../shared/marketplace-browse.js';
import { UNKNOWN_ZIP_MESSAGE } from '../shared/zip-areas.js';
import { LISTINGS_INCREMENTAL_MS } from './listing-index.js';
import { firestoreListingSource } from './listing-source.js';
import { setSearchBackend } from './backend.js';
import { EmbeddedSearchBackend } from './embedded-backend.js';
import { fixedProductFeed } from './product-feed.js';

// A collection of this file's own: the emulator project is shared with other tests and never cleared.
const prefix = `browse-${randomUUID().slice(0, 8)}`;
const listings = `${prefix}-listings`;
const app = createApp();
const base = Date.now() - 60_000;
const id = (name: string) => `${prefix}-${name}`;

const fixtures: ListingOverrides[] = [
  {
    id: id('n1'),
    title: 'Nursery Glider',
    brand: 'Dutailier',
    category: 'nursery',
    condition: 'like-new',
    priceCents: 30_000,
    zip: '10001',
    localPickup: true,
    shippingCents: null,
    publishedAt: base,
  },
  {
    id: id('n2'),
    title: 'Walnut Crib',
    brand: 'Babyletto',
    model: 'Nursery Line',
    category: 'nursery',
    priceCents: 25_000,
    zip: '11201',
    localPickup: true,
    shippingCents: 2_500,
    publishedAt: base - 1000,
  },
  {
    id: id('n3'),
    title: 'Oak Dresser',
    brand: 'Ikea',
    category: 'nursery',
    condition: 'well-loved',
    priceCents: 8_000,
    zip: '90012',
    localPickup: false,
    shippingCents: 4_000,
    publishedAt: base - 2000,
  },
  {
    id: id('n4'),
    title: 'Glide Rocker',
    brand: 'Dutailier',
    category: 'gear',
    condition: 'new-with-tags',
    priceCents: 50_000,
    zip: '60607',
    localPickup: true,
    shippingCents: 6_000,
    publishedAt: base - 3000,
  },
];
const bottles = Array.from({ length: 30 }, (_, i) => ({
  ...{ id: id(`b${String(i).padStart(2, '0')}`), title: `Bottle Set ${i}`, category: 'feeding' },
  publishedAt: base - 10_000 - i * 1000,
}));

type Query = Record<string, string | string[]>;
async function browse(query: Query): Promise<ListingSearchResponse> {
  const res = await request(app).get('/api/marketplace/listings').query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  return res.body as ListingSearchResponse;
}
const ids = async (query: Query) => (await browse(query)).items.map((l) => l.id);
// The index's clock, moved past its 2-second poll instead of waiting for it (issue 25: no fixed sleeps).
let skew = 0;
const clock = () => Date.now() + skew;
const passPoll = () => {
  skew += LISTINGS_INCREMENTAL_MS + 1;
};

beforeAll(async () => {
  requireEmulators();
  await writeListings(listings, [...fixtures, ...bottles].map(browseListing));
  // A draft and a removed listing are never indexed.
  await writeListings(listings, [
    browseListing({ id: id('draft'), title: 'Nursery Lamp', category: 'nursery', status: 'draft' }),
    browseListing({ id: id('gone'), title: 'Nursery Rug', category: 'nursery', status: 'removed' }),
  ]);
  setSearchBackend(
    new EmbeddedSearchBackend({
      productFeed: fixedProductFeed([]),
      listingSource: firestoreListingSource(listings),
      now: clock,
    }),
  );
});

afterAll(() => setSearchBackend(null));

describe('GET /api/marketplace/listings: words and ranking', () => {
  it('needs every word, and ranks the title above brand and model above category', async () => {
    expect(await ids({ q: 'nursery' })).toEqual([id('n1'), id('n2'), id('n3')]);
    expect(await ids({ q: 'nursery glider' })).toEqual([id('n1')]);
    expect(await ids({ q: 'nursery zebra' })).toEqual([]);
  });

  it('ranks exact words above prefixes above typos, accents ignored', async () => {
    expect(await ids({ q: 'glide' })).toEqual([id('n4'), id('n1')]);
    expect(await ids({ q: 'dreser' })).toEqual([id('n3')]);
    expect(await ids({ q: 'DUTAILIÉR rocker' })).toEqual([id('n4')]);
  });

  it('answers compact cards: the first photo, the pickup city, the seller first name only', async () => {
    const [card] = (await browse({ q: 'walnut crib' })).items;
    expect(card).toEqual({
      ...{ id: id('n2'), title: 'Walnut Crib', titleSlug: 'walnut-crib', brand: 'Babyletto', brandSlug: 'babyletto' },
      ...{ category: 'nursery', priceCents: 25_000, originalPriceCents: 20_000, condition: 'gently-used' },
      photo: { id: 'p1', widths: [320, 640, 1080], aspect: 1.5, alt: 'Front' },
      pickup: { city: 'New York', state: 'NY' },
      ...{ localPickup: true, shippingCents: 2_500, publishedAt: base - 1000 },
      seller: { firstName: 'Maya', ratingAverage: 4.8 },
    });
  });
});

describe('GET /api/marketplace/listings: filters, sorts and facets', () => {
  it('filters by category, brand, condition, price and delivery', async () => {
    expect(await ids({ category: 'nursery' })).toEqual([id('n1'), id('n2'), id('n3')]);
    expect(await ids({ brand: 'dutailier' })).toEqual([id('n1'), id('n4')]);
    expect(await ids({ category: 'nursery', condition: 'like-new,well-loved' })).toEqual([id('n1'), id('n3')]);
    expect(await ids({ minPrice: '200', maxPrice: '300' })).toEqual([id('n1'), id('n2')]);
    expect(await ids({ minPrice: '80', maxPrice: '80' })).toEqual([id('n3')]);
    expect(await ids({ delivery: 'pickup', q: 'nursery' })).toEqual([id('n1'), id('n2')]);
    expect(await ids({ delivery: 'shipping', brand: 'dutailier' })).toEqual([id('n4')]);
    expect(await ids({ q: 'nursery', delivery: 'any' })).toHaveLength(3);
  });

  it('filters by distance from a ZIP and sorts nearest first with the miles', async () => {
    const near = await browse({ zip: '10001', radius: '10', category: 'nursery' });
    expect(near.items.map((l) => l.id)).toEqual([id('n1'), id('n2')]);
    const nearest = await browse({ zip: '60607', sort: 'nearest', q: 'nursery glide' });
    expect(nearest.items.map((l) => [l.id, l.distanceMiles])).toEqual([[id('n1'), expect.closeTo(711, -1)]]);
    const all = (await browse({ zip: '60607', sort: 'nearest', brand: 'dutailier' })).items;
    expect(all.map((l) => l.id)).toEqual([id('n4'), id('n1')]);
    expect(all[0]?.distanceMiles).toBe(0);
    expect(all[1]?.distanceMiles).toBeGreaterThan(700);
    expect((await browse({ category: 'nursery' })).items[0]).not.toHaveProperty('distanceMiles');
  });

  it('sorts by price either way', async () => {
    const nursery = { q: 'nursery' };
    expect(await ids({ ...nursery, sort: 'price-asc' })).toEqual([id('n3'), id('n2'), id('n1')]);
    expect(await ids({ ...nursery, sort: 'price-desc' })).toEqual([id('n1'), id('n2'), id('n3')]);
  });

  it('counts categories and conditions, each without its own filter', async () => {
    const { facets, total } = await browse({ brand: 'dutailier', category: 'nursery' });
    expect(total).toBe(1);
    expect(facets.categories).toEqual([
      { slug: 'gear', count: 1 },
      { slug: 'nursery', count: 1 },
    ]);
    expect(facets.conditions).toEqual([{ value: 'like-new', count: 1 }]);
    const nursery = await browse({ category: 'nursery', condition: 'like-new' });
    expect(nursery.facets.conditions).toEqual([
      { value: 'like-new', count: 1 },
      { value: 'gently-used', count: 1 },
      { value: 'well-loved', count: 1 },
    ]);
    expect(nursery.items.map((l) => l.id)).toEqual([id('n1')]);
    const empty = await browse({ q: 'walnut', category: 'feeding' });
    expect(empty.items).toEqual([]);
    expect(empty.facets.categories).toEqual([{ slug: 'nursery', count: 1 }]);
  });
});

describe('GET /api/marketplace/listings: paging and freshness', () => {
  it('pages with an opaque cursor, never repeating a listing even when one is published between pages', async () => {
    const first = await browse({ category: 'feeding' });
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    await writeListings(listings, [browseListing({ id: id('b-new'), title: 'Bottle Warmer', category: 'feeding' })]);
    passPoll();
    const second = await browse({ category: 'feeding', cursor: first.nextCursor ?? '' });
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((l) => l.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(bottles.map((b) => b.id));
    expect(await ids({ q: 'bottle warmer' })).toEqual([id('b-new')]);
  });

  it('drops a listing within seconds once it is sold or removed', async () => {
    expect(await ids({ q: 'oak dresser' })).toEqual([id('n3')]);
    const ref = db().collection(listings).doc(id('n3'));
    await ref.update({ status: 'sold', soldAt: Date.now(), updatedAt: Date.now() });
    passPoll();
    expect(await ids({ q: 'oak dresser' })).toEqual([]);
    await ref.update({ status: 'active', soldAt: null, updatedAt: Date.now() });
    passPoll();
    expect(await ids({ q: 'oak dresser' })).toEqual([id('n3')]);
  });
});

describe('GET /api/marketplace/listings: bad input', () => {
  it('answers 400 JSON with a clear message, not cached, never a 5xx', async () => {
    const bad: Query[] = [
      { q: 'x'.repeat(101) },
      { q: ['a', 'b'] },
      { category: 'spaceships' },
      { brand: 'Not A Slug!' },
      { condition: 'mint' },
      { condition: 'like-new,mint' },
      { minPrice: 'cheap' },
      { minPrice: '-5' },
      { maxPrice: '1.5' },
      { maxPrice: '999999' },
      { minPrice: '500', maxPrice: '100' },
      { delivery: 'drone' },
      { zip: '123' },
      { zip: '10001', radius: '0' },
      { zip: '10001', radius: '501' },
      { radius: '10' },
      { sort: 'random' },
      { sort: 'nearest' },
      { cursor: 'garbage!' },
      { cursor: Buffer.from('12.bad id!').toString('base64url') },
      { cursor: 'x'.repeat(201) },
    ];
    for (const query of bad) {
      const res = await request(app).get('/api/marketplace/listings').query(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(typeof (res.body as { error?: unknown }).error).toBe('string');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const unknownZip = await request(app).get('/api/marketplace/listings').query({ zip: '99999' });
    expect(unknownZip.status).toBe(400);
    expect(unknownZip.body).toEqual({ error: UNKNOWN_ZIP_MESSAGE });
    expect((await request(app).get('/api/marketplace/listings?q=%E0%A4%A')).status).toBeLessThan(500);
  });
});
