// GET /sitemap.xml and GET /robots.txt (Hosting rewrites both paths to the api function): the public
// pages for search engines, and the crawl rules that point at them. Both are cached by the CDN, so
// every URL comes from the configured site URL, never from the request's headers.
import { Router } from 'express';
import type { Query } from 'firebase-admin/firestore';
import { xmlEscape } from '../content/updates-feed.js';
import { db } from '../lib/admin.js';
import { configuredSiteUrl } from '../lib/site-url.js';
import { CATEGORIES, titleSlug } from '../shared/catalog.js';
import { ROUTES, type AppRoute, type SitemapList } from '../shared/routes.js';
import { ARTICLE_CATEGORIES, ARTICLE_SECTIONS, articlePath, type ArticleSection } from '../shared/content.js';

export const sitemapRouter = Router();

/** Shared caches keep them an hour; browsers always ask again. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';

/** At most this many documents of each collection (a sitemap file holds at most 50,000 URLs). */
export const SITEMAP_LIMITS = {
  articles: 2_000,
  quizzes: 500,
  updates: 1_000,
  products: 5_000,
  publicRegistries: 10_000,
} as const;

/** The values the sitemap lists a route's one parameter with (its route's `sitemap` in shared/routes.ts). */
const SITEMAP_LISTS: Record<SitemapList, readonly string[]> = {
  'catalog-categories': CATEGORIES.map((c) => c.slug),
  'article-categories': ARTICLE_CATEGORIES.map((c) => c.slug),
};

/** Public pages whose paths ship with the app (no noindex, no sign-in): the routes marked for the sitemap. */
export const STATIC_PATHS: readonly string[] = ROUTES.flatMap((route: AppRoute) => {
  if (route.sitemap === undefined) return [];
  if (route.sitemap === true) return [route.path];
  return SITEMAP_LISTS[route.sitemap].map((value) => route.path.replace(/:[\w-]+/, value));
});

export interface SitemapEntry {
  /** A path on the site, starting with "/". */
  path: string;
  /** YYYY-MM-DD, when known. */
  lastmod?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** The YYYY-MM-DD of an ISO date string or of milliseconds since the epoch; undefined otherwise. */
export function isoDay(value: unknown): string | undefined {
  if (typeof value === 'string') return ISO_DAY.exec(value)?.[0];
  if (typeof value === 'number' && Number.isFinite(value) && value > 0)
    return new Date(value).toISOString().slice(0, 10);
  return undefined;
}

const segment = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? encodeURIComponent(value) : null;

export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const site = siteUrl.replace(/\/+$/, '');
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const { path, lastmod } of entries) {
    const loc = path === '/' ? `${site}/` : `${site}${path}`;
    if (seen.has(loc)) continue;
    seen.add(loc);
    urls.push(
      [
        '  <url>',
        `    <loc>${xmlEscape(loc)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        '  </url>',
      ].join('\n'),
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /settings',
    'Disallow: /profile-completion',
    'Disallow: /bookmarklet-popup',
    'Disallow: /admin/',
    'Disallow: /api/',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

type Fields = Record<string, unknown>;

async function documents(query: Query): Promise<{ id: string; data: Fields }[]> {
  const snap = await query.get();
  return snap.docs.map((d) => ({ id: d.id, data: d.data() }));
}

/** Published content, newest first (the same indexes as the lists use). */
function published(collection: string, limit: number, ...fields: string[]): Query {
  return db()
    .collection(collection)
    .where('published', '==', true)
    .orderBy('publishedAt', 'desc')
    .limit(limit)
    .select(...fields);
}

const isSection = (value: unknown): value is ArticleSection =>
  typeof value === 'string' && (ARTICLE_SECTIONS as readonly string[]).includes(value);

/** Every public page: the static ones, then published content, catalog products and public registries. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [articles, quizzes, updates, products, registries] = await Promise.all([
    documents(published('articles', SITEMAP_LIMITS.articles, 'section', 'category', 'publishedAt', 'updatedAt')),
    documents(published('quizzes', SITEMAP_LIMITS.quizzes, 'publishedAt')),
    documents(published('updates', SITEMAP_LIMITS.updates, 'publishedAt')),
    documents(db().collection('products').orderBy('popularity', 'desc').limit(SITEMAP_LIMITS.products).select('title')),
    // Only the public projection: a private registry has no document here, and registries/{uid} is never read.
    documents(
      db()
        .collection('publicRegistries')
        .orderBy('updatedAt', 'desc')
        .limit(SITEMAP_LIMITS.publicRegistries)
        .select('nameSlug', 'updatedAt'),
    ),
  ]);

  const entries: SitemapEntry[] = STATIC_PATHS.map((path) => ({ path }));
  for (const { id, data } of articles) {
    const slug = segment(id);
    const category = segment(data.category);
    if (!slug || !category || !isSection(data.section)) continue;
    entries.push({
      path: articlePath({ slug, category, section: data.section }),
      lastmod: isoDay(data.updatedAt) ?? isoDay(data.publishedAt),
    });
  }
  for (const { id, data } of quizzes) {
    const slug = segment(id);
    if (slug) entries.push({ path: `/parenting-quizzes/${slug}`, lastmod: isoDay(data.publishedAt) });
  }
  for (const { id, data } of updates) {
    const slug = segment(id);
    if (slug) entries.push({ path: `/updates/${slug}`, lastmod: isoDay(data.publishedAt) });
  }
  for (const { id, data } of products) {
    const productId = segment(id);
    if (productId && typeof data.title === 'string') {
      entries.push({ path: `/product/${titleSlug(data.title)}/${productId}` });
    }
  }
  for (const { id, data } of registries) {
    const nameSlug = segment(data.nameSlug);
    const uid = segment(id);
    const path = nameSlug ? `/registry/${nameSlug}` : uid ? `/registry/public/${uid}` : null;
    if (path) entries.push({ path, lastmod: isoDay(data.updatedAt) });
  }
  return entries;
}

sitemapRouter.get('/sitemap.xml', async (_req, res) => {
  const xml = renderSitemap(configuredSiteUrl(), await sitemapEntries());
  res.set('Cache-Control', SITEMAP_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
});

sitemapRouter.get('/robots.txt', (_req, res) => {
  res
    .set('Cache-Control', SITEMAP_CACHE_CONTROL)
    .type('text/plain; charset=utf-8')
    .send(renderRobots(configuredSiteUrl()));
});
