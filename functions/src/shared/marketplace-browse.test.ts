// The browse query schema and its inverse: what the web writes is what the api function reads.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingSearchQuery, listingSearchQuerySchema, type ListingSearchParams } from './marketplace-browse.js';

const parse = (query: Record<string, string>) => z.parse(listingSearchQuerySchema, query);

describe('listingSearchQuerySchema', () => {
  it('fills the defaults: newest first without words, best match first with them', () => {
    expect(parse({})).toMatchObject({ q: '', conditions: [], delivery: 'any', sort: 'newest', cursor: null });
    expect(parse({ q: '  graco  ' })).toMatchObject({ q: 'graco', sort: 'relevance' });
  });

  it('reads dollars as cents and a condition list without repeats', () => {
    expect(parse({ minPrice: '20', maxPrice: '150', condition: 'like-new, like-new,well-loved' })).toMatchObject({
      ...{ minPriceCents: 2_000, maxPriceCents: 15_000 },
      conditions: ['like-new', 'well-loved'],
    });
  });

  it('round-trips through listingSearchQuery', () => {
    const params: ListingSearchParams = {
      ...{
        q: 'double stroller',
        category: 'strollers',
        brandSlug: 'uppababy',
        conditions: ['like-new', 'gently-used'],
      },
      ...{ minPriceCents: 5_000, maxPriceCents: 60_000, delivery: 'pickup', zip: '10001', radiusMiles: 25 },
      ...{ sort: 'nearest', cursor: 'MTIuYWJj' },
    };
    expect(parse(listingSearchQuery(params))).toEqual(params);
    expect(listingSearchQuery({ q: '', delivery: 'any', conditions: [] })).toEqual({});
  });
});
