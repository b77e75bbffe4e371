// GET /sitemap.xml and GET /robots.txt through the app against the Firestore emulator: public pages
// only (a private registry never appears), absolute URLs from the configured site URL, CDN caching.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requireEmulators } from '../../test/helpers/emulators.js';
import { db } from '../lib/admin.js';
import { publicRegistryRef, registryRef } from '../lib/collections.js';
import type { Article } from '../shared/content.js';
import type { PublicRegistry } from '../shared/registry.js';
import { createApp } from './app.js';
import { isoDay, renderRobots, renderSitemap, SITEMAP_CACHE_CONTROL } from './sitemap.js';

const SITE = 'https://recess.example';

describe('renderSitemap', () => {
  it('writes each absolute URL once, escaped, with its day when known', () => {
    const xml = renderSitemap('https://recess.example/', [
      { path: '/' },
      { path: '/updates/a&b', lastmod: '2026-10-01' },
      { path: '/' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://recess.example/</loc>');
    expect(xml).toContain('<loc>https://recess.example/updates/a&amp;b</loc>\n    <lastmod>2026-10-01</lastmod>');
  });

  it('reads days from ISO dates and epoch milliseconds only', () => {
    expect(isoDay('2026-03-04')).toBe('2026-03-04');
    expect(isoDay('2026-03-04T10:00:00Z')).toBe('2026-03-04');
    expect(isoDay(Date.UTC(2026, 0, 2, 12))).toBe('2026-01-02');
    expect(isoDay('yesterday')).toBeUndefined();
    expect(isoDay(null)).toBeUndefined();
  });
});

describe('renderRobots', () => {
  it('allows crawling except private areas and names the sitemap', () => {
    const lines = renderRobots('https://recess.example/').split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/settings', '/profile-completion', '/bookmarklet-popup', '/admin/', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(5);
    expect(lines).toContain('Sitemap: https://recess.example/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  const app = createApp();
  // Documents of this file's own: the emulator project is shared with other tests and never cleared.
  const id = `sitemap-${randomUUID().slice(0, 8)}`;
  const ids = {
    namedRegistry: `${id}-named`,
    namedSlug: `${id}-maya`,
    unnamedRegistry: `${id}-unnamed`,
    privateRegistry: `${id}-private`,
    privateSlug: `${id}-secret-name`,
    article: `${id}-article`,
    draft: `${id}-draft`,
    product: `${id}-product`,
  };
  // Newest, so they fall inside the sitemap's per-collection limits whatever else the emulator holds.
  const now = Date.now() + 10 * 365 * 24 * 3600 * 1000;

  const publicRegistry = (uid: string, nameSlug: string | null): PublicRegistry => ({
    ...{ uid, ownerName: 'Maya Okafor', title: 'Baby Okafor', description: '', nameSlug },
    ...{ items: [], itemCount: 0, purchasedCount: 0, searchWords: [], updatedAt: now },
  });

  const article = (slug: string, published: boolean): Article => ({
    ...{ slug, title: `Article ${slug}`, summary: 'Summary', section: 'guides', category: 'sleep' },
    ...{ author: 'Test Author', body: 'Body', heroImage: '', heroAlt: '', tags: [], featured: false },
    ...{ publishedAt: '2099-12-30', updatedAt: '2099-12-31', healthTopic: false, published },
    ...{ products: [], related: [], review: null },
  });

  beforeAll(async () => {
    requireEmulators();
    vi.stubEnv('SITE_URL', SITE);
    const batch = db().batch();
    batch.set(publicRegistryRef(ids.namedRegistry), publicRegistry(ids.namedRegistry, ids.namedSlug));
    batch.set(publicRegistryRef(ids.unnamedRegistry), publicRegistry(ids.unnamedRegistry, null));
    // A private registry has no public projection: only registries/{uid}.
    batch.set(registryRef(ids.privateRegistry), {
      ...{ uid: ids.privateRegistry, ownerName: 'Private Parent', title: 'Hidden', description: '' },
      ...{ isPublic: false, nameSlug: ids.privateSlug, product: [], createdAt: now, updatedAt: now },
    });
    batch.set(db().collection('articles').doc(ids.article), article(ids.article, true));
    batch.set(db().collection('articles').doc(ids.draft), article(ids.draft, false));
    batch.set(db().collection('products').doc(ids.product), {
      ...{ title: 'Sitemap Test Stroller', brand: 'Acme', category: 'strollers', subcategory: 'strollers' },
      ...{ price: 100, imageUrl: '', externalUrl: 'https://example.com', retailer: 'Example', description: '' },
      ...{ ageRange: '', popularity: Number.MAX_SAFE_INTEGER, keywords: [] },
    });
    await batch.commit();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    const batch = db().batch();
    batch.delete(publicRegistryRef(ids.namedRegistry));
    batch.delete(publicRegistryRef(ids.unnamedRegistry));
    batch.delete(registryRef(ids.privateRegistry));
    batch.delete(db().collection('articles').doc(ids.article));
    batch.delete(db().collection('articles').doc(ids.draft));
    batch.delete(db().collection('products').doc(ids.product));
    await batch.commit();
  });

  it('lists public pages as absolute URLs of the configured site, cacheable by the CDN', async () => {
    const res = await request(app).get('/sitemap.xml').set('X-Forwarded-Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe(SITEMAP_CACHE_CONTROL);
    expect(SITEMAP_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=3600');

    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`), loc).toBe(true);
    expect(res.text).not.toContain('evil.example');

    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/registry`);
    expect(locs).toContain(`${SITE}/registry/category/strollers`);
    expect(locs).toContain(`${SITE}/marketplace/category/strollers`);
    expect(locs).toContain(`${SITE}/marketplace/demand-insights`);
    expect(locs).toContain(`${SITE}/editorial/category/sleep`);
    expect(locs).toContain(`${SITE}/privacy-policy`);
    expect(locs).toContain(`${SITE}/careers`);
    expect(locs).toContain(`${SITE}/parenting-quizzes`);
    expect(locs).toContain(`${SITE}/guides/sleep/${ids.article}`);
    expect(locs).toContain(`${SITE}/product/sitemap-test-stroller/${ids.product}`);
  });

  it('lists public registries and never a private one, nor drafts or private pages', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<loc>${SITE}/registry/${ids.namedSlug}</loc>`);
    expect(res.text).toContain(`<loc>${SITE}/registry/public/${ids.unnamedRegistry}</loc>`);
    expect(res.text).not.toContain(ids.privateRegistry);
    expect(res.text).not.toContain(ids.privateSlug);
    expect(res.text).not.toContain(ids.draft);
    for (const path of ['/settings', '/profile-completion', '/signin', '/signup', '/admin', '/bookmarklet-popup']) {
      expect(res.text).not.toContain(`<loc>${SITE}${path}`);
    }
  });
});

describe('GET /robots.txt', () => {
  const app = createApp();

  beforeAll(() => {
    vi.stubEnv('SITE_URL', SITE);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('answers the crawl rules with the configured sitemap URL, whatever the request headers say', async () => {
    const res = await request(app).get('/robots.txt').set('X-Forwarded-Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe(SITEMAP_CACHE_CONTROL);
    expect(res.text).toBe(renderRobots(SITE));
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
