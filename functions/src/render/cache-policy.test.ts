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
