// The Typesense backend's translation, over a searcher that records what it is asked and answers as
// Typesense does (the contract tests run the same backend against a real server when one is named).
import { describe, expect, it } from 'vitest';
import type { ListingSearchParams } from '../shared/marketplace-browse.js';
import { zipArea } from '../shared/zip-areas.js';
import {
  clientSearcher,
  listingFilters,
  TypesenseSearchBackend,
  type TypesenseResult,
  type TypesenseSearch,
} from './typesense-backend.js';

const params = (p: Partial<ListingSearchParams>): ListingSearchParams => ({
  ...{ q: '', category: null, brandSlug: null, conditions: [], minPriceCents: null, maxPriceCents: null },
  ...{ delivery: 'any', zip: null, radiusMiles: null, sort: 'relevance', cursor: null },
  ...p,
});

function recording(answers: TypesenseResult[]) {
  const asked: TypesenseSearch[][] = [];
  const backend = new TypesenseSearchBackend(
    (searches) => {
      asked.push(searches);
      return Promise.resolve(answers);
    },
    { listings: 'listings', products: 'products' },
  );
  return { asked, backend };
}

const listingDoc = {
  ...{ id: 'l1', status: 'active', title: 'Walnut Crib', titleSlug: 'walnut-crib', brand: 'Babyletto' },
  ...{ brandSlug: 'babyletto', model: '', category: 'nursery', subcategory: '', condition: 'like-new' },
  ...{ priceCents: 25_000, originalPriceCents: 40_000, localPickup: true, shippingCents: null },
  ...{ publishedAt: 1_790_000_000_000, updatedAt: 1_790_000_000_000, pickupLocation: [40.73, -73.99] },
  pickup: { city: 'Brooklyn', state: 'NY', zip: '11201', lat: 40.69, lng: -73.99 },
  photos: [{ id: 'p1', widths: [320, 640], aspect: 1.5, alt: 'Front' }],
  seller: { id: 's1', firstName: 'Maya', ratingAverage: 4.9, ratingCount: 2, responseHours: 1, completedSales: 2 },
};

describe('TypesenseSearchBackend', () => {
  it('turns every listing filter into filter_by, leaving out the faceted dimension', () => {
    const origin = zipArea('10001');
    const p = params({
      ...{ category: 'nursery', brandSlug: 'babyletto', conditions: ['new-with-tags', 'like-new'] },
      ...{ minPriceCents: 1_000, maxPriceCents: 30_000, delivery: 'shipping', zip: '10001', radiusMiles: 25 },
    });
    const radius = `pickupLocation:(${origin?.lat}, ${origin?.lng}, 25 mi)`;
    expect(listingFilters(p, origin)).toBe(
      'status:=active && category:=`nursery` && condition:=[`new-with-tags`,`like-new`] && brandSlug:=`babyletto` && ' +
        `priceCents:>=1000 && priceCents:<=30000 && shippingCents:>=0 && ${radius}`,
    );
    expect(listingFilters(p, origin, 'category')).not.toContain('category:=');
    expect(listingFilters(p, origin, 'condition')).not.toContain('condition:=');
    expect(listingFilters(params({ delivery: 'pickup' }), null)).toBe('status:=active && localPickup:=true');
  });

  it('asks for the page and both facets in one round trip, and answers cards, facets and the next page', async () => {
    const { asked, backend } = recording([
      { found: 30, hits: [{ document: listingDoc }] },
      {
        found: 30,
        facet_counts: [
          {
            field_name: 'category',
            counts: [
              { value: 'gear', count: 2 },
              { value: 'nursery', count: 30 },
            ],
          },
        ],
      },
      {
        found: 30,
        facet_counts: [
          {
            field_name: 'condition',
            counts: [
              { value: 'like-new', count: 4 },
              { value: 'new-with-tags', count: 1 },
            ],
          },
        ],
      },
    ]);
    const res = await backend.searchListings(
      params({ q: 'the cribs', category: 'nursery', zip: '10001', sort: 'nearest' }),
    );
    expect(asked).toHaveLength(1);
    const [page, byCategory, byCondition] = asked[0] ?? [];
    expect(page).toMatchObject({ collection: 'listings', q: 'cribs', offset: 0, limit: 24, drop_tokens_threshold: 0 });
    expect(page?.sort_by).toMatch(/^pickupLocation\(40\.\d+, -73\.\d+\):asc,_text_match:desc/);
    expect(byCategory).toMatchObject({ facet_by: 'category', limit: 0, filter_by: 'status:=active' });
    expect(byCondition).toMatchObject({
      facet_by: 'condition',
      limit: 0,
      filter_by: 'status:=active && category:=`nursery`',
    });
    expect(res.items).toEqual([
      expect.objectContaining({
        id: 'l1',
        title: 'Walnut Crib',
        priceCents: 25_000,
        pickup: { city: 'Brooklyn', state: 'NY' },
      }),
    ]);
    expect(res.items[0]?.photo).toEqual({ id: 'p1', widths: [320, 640], aspect: 1.5, alt: 'Front' });
    expect(res.items[0]?.distanceMiles).toBeGreaterThan(0);
    expect(res.total).toBe(30);
    expect(res.nextCursor).not.toBeNull();
    expect(res.facets).toEqual({
      categories: [
        { slug: 'nursery', count: 30 },
        { slug: 'gear', count: 2 },
      ],
      conditions: [
        { value: 'new-with-tags', count: 1 },
        { value: 'like-new', count: 4 },
      ],
    });
  });

  it('searches products by their specific words, from the cursor’s offset', async () => {
    const { asked, backend } = recording([
      { found: 3, hits: [{ document: { id: 'p9', title: 'Play Mat', popularity: 3 } }] },
    ]);
    const first = await backend.searchProducts('a baby play mat', { limit: 2 });
    expect(asked[0]?.[0]).toMatchObject({ collection: 'products', q: 'play mat', offset: 0, limit: 2 });
    expect(first).toEqual({
      hits: [expect.objectContaining({ id: 'p9', title: 'Play Mat', brand: '' })],
      nextCursor: expect.any(String) as string,
      total: 3,
    });
    await backend.searchProducts('play mat', { limit: 2, cursor: first.nextCursor });
    expect(asked[1]?.[0]).toMatchObject({ offset: 1 });
    expect(await backend.searchProducts('the and')).toEqual({ hits: [], nextCursor: null, total: 0 });
    expect(asked).toHaveLength(2);
    await expect(backend.searchProducts('mat', { cursor: '!!' })).rejects.toMatchObject({ status: 400 });
  });

  it('answers 503 when Typesense cannot be reached', async () => {
    const search = clientSearcher({ urls: ['http://127.0.0.1:9'], searchKey: 'k' });
    await expect(search([{ collection: 'products', q: 'mat', query_by: 'title' }])).rejects.toMatchObject({
      status: 503,
    });
  });
});
