// GET /sitemap.xml and GET /robots.txt (Hosting rewrites both paths to the api function): the public
// pages for search engines, and the crawl rules that point at them. Both are cached by the CDN, so
// every URL comes from the configured site URL, never from the request's headers. /sitemap.xml is a
// sitemap index; its files are /sitemap.xml?part=...&from=...&to=... (the same rewritten path, at the
// site's root so they may list any page), each a range of one collection's ids (sitemap-ranges.ts).
import { Router } from 'express';
import type { Query } from 'firebase-admin/firestore';
import { z } from 'zod';
import { xmlEscape } from '../content/updates-feed.js';
import { db } from '../lib/admin.js';
import { configuredSiteUrl } from '../lib/site-url.js';
import { CATEGORIES, titleSlug } from '../shared/catalog.js';
import { ROUTES, type AppRoute, type SitemapList } from '../shared/routes.js';
import { ARTICLE_CATEGORIES, ARTICLE_SECTIONS, articlePath, type ArticleSection } from '../shared/content.js';
import { notFound } from '../lib/errors.js';
import { parse } from '../lib/validate.js';
import { idRanges, readRange, type IdRange, type RangeOptions } from './sitemap-ranges.js';

export const sitemapRouter = Router();

/** Shared caches keep them an hour; browsers always ask again. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';

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

const isSection = (value: unknown): value is ArticleSection =>
  typeof value === 'string' && (ARTICLE_SECTIONS as readonly string[]).includes(value);

/** A collection the sitemap lists: which documents, the fields read, and each one's page. */
interface SitemapSource {
  query: () => Query;
  fields: readonly string[];
  entry: (id: string, data: Fields) => SitemapEntry | null;
}

const published = (collection: string): Query => db().collection(collection).where('published', '==', true);

export const SITEMAP_SOURCES = {
  articles: {
    query: () => published('articles'),
    fields: ['section', 'category', 'publishedAt', 'updatedAt'],
    entry: (id, data) => {
      const slug = segment(id);
      const category = segment(data.category);
      if (!slug || !category || !isSection(data.section)) return null;
      return {
        path: articlePath({ slug, category, section: data.section }),
        lastmod: isoDay(data.updatedAt) ?? isoDay(data.publishedAt),
      };
    },
  },
  quizzes: {
    query: () => published('quizzes'),
    fields: ['publishedAt'],
    entry: (id, data) => {
      const slug = segment(id);
      return slug ? { path: `/parenting-quizzes/${slug}`, lastmod: isoDay(data.publishedAt) } : null;
    },
  },
  updates: {
    query: () => published('updates'),
    fields: ['publishedAt'],
    entry: (id, data) => {
      const slug = segment(id);
      return slug ? { path: `/updates/${slug}`, lastmod: isoDay(data.publishedAt) } : null;
    },
  },
  products: {
    query: () => db().collection('products'),
    fields: ['title'],
    entry: (id, data) => {
      const productId = segment(id);
      return productId && typeof data.title === 'string'
        ? { path: `/product/${titleSlug(data.title)}/${productId}` }
        : null;
    },
  },
  // Only the public projection: a private registry has no document here, and registries/{uid} is never read.
  registries: {
    query: () => db().collection('publicRegistries'),
    fields: ['nameSlug', 'updatedAt'],
    entry: (id, data) => {
      const nameSlug = segment(data.nameSlug);
      const uid = segment(id);
      const path = nameSlug ? `/registry/${nameSlug}` : uid ? `/registry/public/${uid}` : null;
      return path ? { path, lastmod: isoDay(data.updatedAt) } : null;
    },
  },
} satisfies Record<string, SitemapSource>;

export type SitemapPart = 'pages' | keyof typeof SITEMAP_SOURCES;
const SOURCE_NAMES = Object.keys(SITEMAP_SOURCES) as (keyof typeof SITEMAP_SOURCES)[];

/** One file of the index: the static pages, or a range of one collection. */
export interface SitemapFile {
  part: SitemapPart;
  range: IdRange;
}

/** The file's address: /sitemap.xml with its part and range (open ends left out). */
export function sitemapFilePath({ part, range }: SitemapFile): string {
  const query = new URLSearchParams({ part });
  if (range.from !== '') query.set('from', range.from);
  if (range.to !== null) query.set('to', range.to);
  return `/sitemap.xml?${query.toString()}`;
}

/** Every file of the index: the static pages, then each collection's ranges. */
export async function sitemapFiles(options: RangeOptions = {}): Promise<SitemapFile[]> {
  const ranges = await Promise.all(SOURCE_NAMES.map((name) => idRanges(SITEMAP_SOURCES[name].query(), options)));
  return [
    { part: 'pages', range: { from: '', to: null } },
    ...SOURCE_NAMES.flatMap((part, i) => (ranges[i] ?? []).map((range) => ({ part, range }))),
  ];
}

/** The pages of one file of the index. */
export async function sitemapFileEntries({ part, range }: SitemapFile): Promise<SitemapEntry[]> {
  if (part === 'pages') return STATIC_PATHS.map((path) => ({ path }));
  const source: SitemapSource = SITEMAP_SOURCES[part];
  const documents = await readRange(source.query(), range, source.fields);
  return documents.flatMap(({ id, data }) => source.entry(id, data) ?? []);
}

export function renderSitemapIndex(siteUrl: string, files: readonly SitemapFile[]): string {
  const site = siteUrl.replace(/\/+$/, '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap>\n    <loc>${xmlEscape(`${site}${sitemapFilePath(file)}`)}</loc>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

const DOCUMENT_ID = z
  .string()
  .max(1_500)
  .regex(/^[^/]+$/);
const fileQuery = z.object({
  part: z.enum(['pages', ...SOURCE_NAMES]).optional(),
  from: DOCUMENT_ID.optional(),
  to: DOCUMENT_ID.optional(),
});

sitemapRouter.get('/sitemap.xml', async (req, res) => {
  const { part, from, to } = parse(fileQuery, req.query);
  if (!part && (from !== undefined || to !== undefined)) throw notFound('That sitemap was not found.');
  const xml = part
    ? renderSitemap(
        configuredSiteUrl(),
        await sitemapFileEntries({ part, range: { from: from ?? '', to: to ?? null } }),
      )
    : renderSitemapIndex(configuredSiteUrl(), await sitemapFiles());
  res.set('Cache-Control', SITEMAP_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
});

sitemapRouter.get('/robots.txt', (_req, res) => {
  res
    .set('Cache-Control', SITEMAP_CACHE_CONTROL)
    .type('text/plain; charset=utf-8')
    .send(renderRobots(configuredSiteUrl()));
});
