// GET /api/search and /api/find-registry through the app, over products and a registry in Firestore.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEmulators } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';
import { normaliseWords } from '../shared/catalog.js';
import { searchPrefixes } from '../shared/search-prefixes.js';
import type { PublicRegistry } from '../shared/registry.js';
import { setSearchBackend } from './backend.js';
import { EmbeddedSearchBackend } from './embedded-backend.js';
import { setRegistryCollection } from './find-registries.js';
import { firestoreProductFeed } from './product-feed.js';
import { FIND_REGISTRY_TOO_SHORT } from './find-registry.js';
import type { FindRegistryResponse, SearchResponse } from './types.js';

// Collections of this file's own: the emulator project is shared with other tests and never cleared.
const prefix = `search-test-${randomUUID().slice(0, 8)}`;
const collections = { products: `${prefix}-products`, registries: `${prefix}-publicRegistries` };
const app = createApp();

const product = (id: string, title: string, popularity: number) => ({
  ...{ title, brand: 'Thule', category: 'strollers', subcategory: 'jogging-strollers', price: 599 },
  ...{ imageUrl: '', externalUrl: 'https://example.com', retailer: 'Example', description: 'Runs well.' },
  ...{ ageRange: '6m+', popularity, keywords: normaliseWords(`${title} Thule strollers jogging strollers`) },
});

const registry: PublicRegistry = {
  ...{ uid: `${prefix}-zoe`, ownerName: 'Zoë Brontë', title: 'Zoë & Sam Get Ready', description: 'Hello!' },
  ...{
    nameSlug: 'zoe-and-sam',
    itemCount: 1,
    purchasedCount: 0,
    searchPrefixes: searchPrefixes('Zoë Brontë Zoë & Sam Get Ready'),
    updatedAt: 1_700_000_000_000,
  },
  items: [{ id: 'i1', title: 'Secret Gift', brand: 'Acme', purchased: false, quantity: 1, note: 'for Grandma' }],
};

beforeAll(async () => {
  requireEmulators();
  const batch = db().batch();
  const products = db().collection(collections.products);
  batch.set(products.doc(`${prefix}-double`), product('double', 'Urban Glide Double Jogging Stroller', 10));
  batch.set(products.doc(`${prefix}-single`), product('single', 'Urban Glide Jogging Stroller', 90));
  batch.set(products.doc(`${prefix}-mesh`), product('mesh', 'Jogging Stroller Rain Cover', 50));
  // Whatever an admin tool once wrote must not break search.
  batch.set(products.doc(`${prefix}-junk`), { title: 42, keywords: 'stroller', popularity: 'lots' });
  batch.set(db().collection(collections.registries).doc(registry.uid), registry);
  await batch.commit();
  setSearchBackend(new EmbeddedSearchBackend({ productFeed: firestoreProductFeed(collections.products) }));
  setRegistryCollection(collections.registries);
});

afterAll(() => {
  setSearchBackend(null);
  setRegistryCollection(null);
});

describe('GET /api/search', () => {
  it('answers ranked products and matching registries, publicly cacheable', async () => {
    const res = await request(app).get('/api/search').query({ q: 'double jogging stroller' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.body as SearchResponse;
    expect(body.query).toBe('double jogging stroller');
    expect(body.products.hits.map((p) => p.id)).toEqual([`${prefix}-double`]);
    expect(body.products).toMatchObject({ nextCursor: null, total: 1 });
    expect(body.products.hits[0]).toMatchObject({ title: 'Urban Glide Double Jogging Stroller', price: 599 });
    expect(body.registries).toEqual([]);
  });

  it('pages through every hit with cursors', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await request(app)
        .get('/api/search')
        .query({ q: 'jogging', limit: '1', ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      const { products } = res.body as SearchResponse;
      expect(products.total).toBe(3);
      seen.push(...products.hits.map((p) => p.id));
      cursor = products.nextCursor;
    } while (cursor);
    expect(seen).toEqual([`${prefix}-single`, `${prefix}-mesh`, `${prefix}-double`]);
  });

  it('lists registries by owner name without their items', async () => {
    const res = await request(app).get('/api/search').query({ q: 'zoe bronte' });
    expect(res.status).toBe(200);
    const body = res.body as SearchResponse;
    expect(body.products).toEqual({ hits: [], nextCursor: null, total: 0 });
    expect(body.registries).toEqual([
      {
        uid: registry.uid,
        ownerName: 'Zoë Brontë',
        title: 'Zoë & Sam Get Ready',
        nameSlug: 'zoe-and-sam',
        itemCount: 1,
      },
    ]);
  });

  it('answers bad input with 400 JSON, not cached, never a 5xx', async () => {
    const bad: Record<string, string | string[]>[] = [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(101) },
      { q: ['a', 'b'] },
      { q: 'stroller', limit: '0' },
      { q: 'stroller', limit: '49' },
      { q: 'stroller', limit: 'ten' },
      { q: 'stroller', limit: '2.5' },
      { q: 'stroller', cursor: 'garbage!' },
      { q: 'stroller', cursor: Buffer.from('-1').toString('base64url') },
      { q: 'stroller', cursor: 'x'.repeat(65) },
    ];
    for (const query of bad) {
      const res = await request(app).get('/api/search').query(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toHaveProperty('error');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await request(app).get('/api/search?q=%E0%A4%A')).status).toBeLessThan(500);
  });
});

describe('GET /api/find-registry', () => {
  it('finds a registry by part of a name, whatever the accents', async () => {
    for (const q of ['ZOE', 'bront', 'zoe sam', 'Zoë Brontë']) {
      const res = await request(app).get('/api/find-registry').query({ q });
      expect(res.status, q).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(
        (res.body as FindRegistryResponse).registries.map((r) => r.uid),
        q,
      ).toEqual([registry.uid]);
    }
    const res = await request(app).get('/api/find-registry').query({ q: 'zoe' });
    expect(Object.keys((res.body as FindRegistryResponse).registries[0] ?? {}).sort()).toEqual([
      'itemCount',
      'nameSlug',
      'ownerName',
      'title',
      'uid',
    ]);
  });

  it('answers an empty list when nobody matches', async () => {
    const res = await request(app).get('/api/find-registry').query({ q: 'nobody by this name' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ registries: [] });
  });

  it('asks for at least 3 letters', async () => {
    for (const query of [{}, { q: '' }, { q: 'zo' }, { q: ' z o ' }, { q: ['zoe', 'sam'] }]) {
      const res = await request(app).get('/api/find-registry').query(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({ error: FIND_REGISTRY_TOO_SHORT });
    }
    expect(
      (
        await request(app)
          .get('/api/find-registry')
          .query({ q: 'z'.repeat(101) })
      ).status,
    ).toBe(400);
  });
});

describe('the default backend', () => {
  it('reads the real collections and answers', async () => {
    setSearchBackend(null);
    const res = await request(app).get('/api/search').query({ q: 'stroller' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ query: 'stroller', products: { total: expect.any(Number) as number } });
  });
});
