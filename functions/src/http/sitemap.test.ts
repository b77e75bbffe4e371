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
import {
  isoDay,
  renderRobots,
  renderSitemap,
  SITEMAP_CACHE_CONTROL,
  sitemapFileEntries,
  sitemapFilePath,
  sitemapFiles,
} from './sitemap.js';

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

const locsOf = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
const unescape = (loc: string): string => loc.replace(/&amp;/g, '&');

describe('GET /sitemap.xml', () => {
  const app = createApp();

  /** The index, then every file it names: each file's answer and all their pages' URLs. */
  async function crawl(): Promise<{ index: request.Response; files: request.Response[]; locs: string[] }> {
    const index = await request(app).get('/sitemap.xml').set('X-Forwarded-Host', 'evil.example');
    const files = await Promise.all(
      locsOf(index.text).map((loc) => request(app).get(unescape(loc).slice(SITE.length))),
    );
    return { index, files, locs: files.flatMap((file) => locsOf(file.text)) };
  }
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
    ...{ items: [], itemCount: 0, purchasedCount: 0, searchPrefixes: [], updatedAt: now },
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

  it('is an index of files at the site root that list public pages as absolute URLs, cacheable by the CDN', async () => {
    const { index, files, locs } = await crawl();
    expect(index.status).toBe(200);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(index.text)[0]).toBe(`${SITE}/sitemap.xml?part=pages`);
    for (const res of [index, ...files]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      expect(res.headers['cache-control']).toBe(SITEMAP_CACHE_CONTROL);
      expect(res.text).not.toContain('evil.example');
      expect(locsOf(res.text).length).toBeLessThanOrEqual(50_000);
    }
    expect(SITEMAP_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=3600');

    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`), loc).toBe(true);

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
    const { locs } = await crawl();
    expect(locs).toContain(`${SITE}/registry/${ids.namedSlug}`);
    expect(locs).toContain(`${SITE}/registry/public/${ids.unnamedRegistry}`);
    const text = locs.join('\n');
    expect(text).not.toContain(ids.privateRegistry);
    expect(text).not.toContain(ids.privateSlug);
    expect(text).not.toContain(ids.draft);
    for (const path of ['/settings', '/profile-completion', '/signin', '/signup', '/admin', '/bookmarklet-popup']) {
      expect(locs.filter((loc) => loc.startsWith(`${SITE}${path}`))).toEqual([]);
    }
  });

  it('pages every public registry into files of at most the target, each listed once (none cut)', async () => {
    // The old sitemap stopped at 10,000 registries and 5,000 products: here a file holds 3 at most.
    const registries = Array.from({ length: 12 }, () => randomUUID().replace(/-/g, ''));
    const batch = db().batch();
    for (const uid of registries) batch.set(publicRegistryRef(uid), publicRegistry(uid, null));
    await batch.commit();
    try {
      const files = await sitemapFiles({ fileTarget: 3 });
      const registryFiles = files.filter((f) => f.part === 'registries');
      expect(registryFiles.length).toBeGreaterThanOrEqual(4);
      const entries = await Promise.all(registryFiles.map(sitemapFileEntries));
      // Other files' registries share this worker's database: a prefix of theirs may stay together.
      const mine = new Set(registries.map((uid) => `/registry/public/${uid}`));
      for (const list of entries.filter((l) => l.some((e) => mine.has(e.path))))
        expect(list.length).toBeLessThanOrEqual(3);
      const paths = entries.flat().map((e) => e.path);
      for (const uid of registries) expect(paths.filter((p) => p === `/registry/public/${uid}`)).toHaveLength(1);
      // Each file answers at its own address, with its range.
      const [first] = registryFiles;
      const res = await request(app).get(sitemapFilePath(first!));
      expect(locsOf(res.text).map((loc) => loc.slice(SITE.length))).toEqual(entries[0]?.map((e) => e.path));
      expect((await request(app).get('/sitemap.xml?part=nothing')).status).toBe(400);
    } finally {
      const cleanup = db().batch();
      for (const uid of registries) cleanup.delete(publicRegistryRef(uid));
      await cleanup.commit();
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
