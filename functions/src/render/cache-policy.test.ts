import { describe, expect, it } from 'vitest';
import { cacheControl, cachePolicyFor } from './cache-policy.js';

describe('cachePolicyFor', () => {
  it('keeps registries a minute, search five minutes, content ten, frames an hour', () => {
    expect(cachePolicyFor('/registry/maya-okafor', 200)?.sMaxAge).toBe(60);
    expect(cachePolicyFor('/registry/public/demo-maya', 200)?.sMaxAge).toBe(60);
    expect(cachePolicyFor('/search/stroller', 200)?.sMaxAge).toBe(300);
    expect(cachePolicyFor('/find-registry', 200)?.sMaxAge).toBe(300);
    for (const path of [
      '/registry',
      '/registry/category/strollers',
      '/registry/inspiration',
      '/product/anchorline-backless-booster',
      '/products/x/abc',
      '/guides/sleep/a-guide',
      '/editorial',
      '/best-baby-products',
      '/parenting-quizzes/are-you-ready-for-solids',
      '/updates',
      '/careers',
    ]) {
      expect(cachePolicyFor(path, 200)?.sMaxAge, path).toBe(600);
    }
    expect(cachePolicyFor('/signin', 200)?.sMaxAge).toBe(3_600);
    expect(cachePolicyFor('/settings', 200)?.sMaxAge).toBe(3_600);
  });

  it('keeps marketplace listings and lists half a minute, insights like content, signed-in frames an hour', () => {
    const listings = { sMaxAge: 30, staleWhileRevalidate: 60 };
    for (const path of [
      '/marketplace',
      '/marketplace/category/strollers',
      '/marketplace/search/crib',
      '/marketplace/brand/fernway',
    ]) {
      expect(cachePolicyFor(path, 200), path).toEqual(listings);
    }
    // A listing's own page: no CDN copy (nothing could clear it when the item sells), a minute in
    // the function's memory, which listing-changes.ts clears.
    for (const path of [
      '/marketplace/brand/fernway/fernway-meadow/demo-listing-001',
      '/marketplace/fernway-meadow/demo-listing-001',
    ]) {
      const listingPage = cachePolicyFor(path, 200);
      expect(listingPage, path).toEqual({ sMaxAge: 0, staleWhileRevalidate: 0, memoryMaxAge: 60 });
      expect(cacheControl(listingPage)).toBe('public, max-age=0, s-maxage=0');
    }
    expect(cachePolicyFor('/marketplace/demand-insights', 200)?.sMaxAge).toBe(600);
    for (const path of [
      '/marketplace/sell',
      '/marketplace/sell/abc',
      '/marketplace/orders/o1',
      '/marketplace/checkout/l1',
    ]) {
      expect(cachePolicyFor(path, 200)?.sMaxAge, path).toBe(3_600);
    }
  });

  it('keeps a 404 five minutes and never keeps a failed render', () => {
    expect(cachePolicyFor('/registry/nobody', 404)?.sMaxAge).toBe(300);
    expect(cachePolicyFor('/product/x', 503)).toBeNull();
    expect(cachePolicyFor('/product/x', 500)).toBeNull();
  });
});

describe('cacheControl', () => {
  it('lets browsers revalidate and shared caches keep the page', () => {
    expect(cacheControl({ sMaxAge: 60, staleWhileRevalidate: 300 })).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(cacheControl(null)).toBe('no-store');
  });
});
