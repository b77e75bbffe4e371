// The route table: which route a path is, as React Router would pick it, and what each place that
// reads the table gets from it (web/src/app/routes.test.ts checks the browser's routes agree).
import { describe, expect, it } from 'vitest';
import { STATIC_PATHS } from '../http/sitemap.js';
import { renderedUrl } from '../render/handler.js';
import { LEGAL_SLUGS } from './legal.js';
import { PRERENDERED_PATHS, ROUTES, routeOf } from './routes.js';

describe('routeOf', () => {
  it('picks a static segment over a parameter, whatever their order in the table', () => {
    const pages: Record<string, string> = {
      '/': 'home',
      '/terms': 'legal',
      '/registry': 'catalog-home',
      '/registry/category/strollers': 'catalog-category',
      '/registry/public/u1': 'public-registry',
      '/registry/maya-okafor': 'registry',
      '/registry-products/a/b': 'registry-products',
      '/parenting-quizzes/relationship-connection': 'quiz-relationship-connection',
      '/parenting-quizzes/sleep-styles': 'quiz',
      '/marketplace/sell/abc': 'sell',
      '/marketplace/orders/o1': 'order',
      '/marketplace/brand/fernway': 'browse-brand',
      '/marketplace/search/crib': 'browse-search',
      '/marketplace/brand/fernway/fernway-meadow/demo-listing-001': 'listing',
      '/marketplace/fernway-meadow/demo-listing-001': 'listing',
      '/city/new-york-city/maps/2026-11-28': 'city-map',
      '/city/new-york-city/event/story-time': 'event',
      '/city/new-york-city/2026-11-28': 'city-day',
      '/editorial/products/content/best-cribs': 'article',
      '/editorial/products/best-cribs': 'article',
    };
    for (const [path, page] of Object.entries(pages)) expect(routeOf(path).page, path).toBe(page);
  });

  it('ignores a trailing slash and case, as the browser router does; anything else is the 404', () => {
    expect(routeOf('/Marketplace/').page).toBe('marketplace-home');
    expect(routeOf('/no/such/page').kind).toBe('not-found');
    expect(routeOf('/registry/a/b/c').kind).toBe('not-found');
    expect(routeOf('/%E0%A4%A').kind).toBe('not-found');
  });

  it('names every page once per pattern', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('what the table gives each reader', () => {
  it('prerenders home, the policies, and the company and programme pages', () => {
    expect(PRERENDERED_PATHS).toEqual([
      '/',
      ...LEGAL_SLUGS.map((s) => `/${s}`),
      '/legal-center',
      '/faqs',
      '/about',
      '/community',
      '/careers/community-partner',
      '/careers/pro-seller',
      '/careers/thank-you',
      '/creator-project',
      '/consignment',
    ]);
  });

  it('lists the public pages in the sitemap, with one per catalog and article category, and no signed-in page', () => {
    expect(STATIC_PATHS).toEqual(expect.arrayContaining(['/', '/registry', '/registry/category/strollers']));
    expect(STATIC_PATHS).toEqual(
      expect.arrayContaining(['/marketplace/category/strollers', '/editorial/category/sleep']),
    );
    expect(STATIC_PATHS).toEqual(expect.arrayContaining(['/careers', '/checklist', '/privacy-policy', '/updates']));
    for (const path of ['/settings', '/signin', '/careers/thank-you', '/marketplace/sell', '/admin/events']) {
      expect(STATIC_PATHS).not.toContain(path);
    }
    expect(STATIC_PATHS.every((p) => !p.includes(':'))).toBe(true);
  });

  it("keeps only the query parameters the page's own route reads", () => {
    expect(renderedUrl('/updates?type=feature&age=3')).toBe('/updates?type=feature');
    expect(renderedUrl('/careers/apply?role=designer&type=x')).toBe('/careers/apply?role=designer');
    expect(renderedUrl('/city/new-york-city?age=6&free=1&condition=new')).toBe('/city/new-york-city?age=6&free=1');
    expect(renderedUrl('/marketplace/category/strollers?sort=price&age=6')).toBe(
      '/marketplace/category/strollers?sort=price',
    );
    expect(renderedUrl('/marketplace?sort=price&type=x')).toBe('/marketplace');
  });
});
