// The route table: every page of the web app, once. The browser's routes (web/src/app/routes.tsx),
// the static pages' loaders and the prerendered files (web/src/app/page-loaders.ts), the render
// function's cache policy and kept query parameters (functions/src/render), the sitemap
// (functions/src/http/sitemap.ts), the boot script's start-at-once keys (web/src/app/start-on-intent.ts)
// and firebase.json's no-cache header for the prerendered files (scripts/routes.mjs writes it; `npm run
// check` fails when it differs) all read it. No imports beyond constants: the boot script reads it.
import { LEGAL_SLUGS } from './legal.js';
import { MARKETPLACE_ZIP_KEY, RECENTLY_VIEWED_KEY, type StorageKey } from './storage-keys.js';

/**
 * - `prerendered`: an HTML file written at build time (scripts/prerender.mjs), served by Hosting.
 * - `data`: rendered per request with its data in the HTML (the render function).
 * - `frame`: rendered per request as its public frame only (sign-in, settings, a seller's pages); what
 *   is personal fills in in the browser.
 * - `redirect`: answers 301 to where the page lives.
 * - `not-found`: everything else (404).
 */
export type RouteKind = 'prerendered' | 'data' | 'frame' | 'redirect' | 'not-found';

/**
 * How long shared caches keep the server's render (functions/src/render/cache-policy.ts holds the
 * numbers): a registry a minute, search answers five, content ten, marketplace lists half a minute, a
 * listing's own page only in the function's memory, event pages a minute, frames an hour. A
 * prerendered file is Hosting's (`no-cache`: revalidated on every visit).
 */
export type CacheName = 'registry' | 'search' | 'content' | 'listings' | 'listing-page' | 'events' | 'frame' | 'file';

/** Lists the sitemap expands a route's one parameter with (functions/src/http/sitemap.ts). */
export type SitemapList = 'catalog-categories' | 'article-categories';

export interface AppRoute {
  /** The path pattern, React Router's syntax: `/registry/category/:slug`, `*` for anything else. */
  path: string;
  /** The page it shows: web/src/app/routes.tsx has one element per name. */
  page: string;
  kind: RouteKind;
  cache: CacheName;
  /**
   * Whether the page runs under the query cache and its providers (web/src/app/layout/DataLayout);
   * static pages, sign-in and redirects stay light. Every `data` and `frame` page but sign-in does.
   */
  dataLayer: boolean;
  /** The query parameters the page reads while rendering; the render function drops every other one. */
  query?: readonly string[];
  /** In the sitemap: the path itself (true), or the path once per item of a list. */
  sitemap?: true | SitemapList;
  /** Browser storage this page shows after hydration: when the browser holds it, the app starts at once. */
  startAtOnce?: readonly StorageKey[];
}

/** The marketplace's browse filters (web/src/features/marketplace/browse-filters.ts). */
export const BROWSE_QUERY = [
  'category',
  'condition',
  'minPrice',
  'maxPrice',
  'delivery',
  'zip',
  'radius',
  'sort',
] as const;
/** A city day's event filters (web/src/features/events/event-filters.ts). */
export const EVENT_FILTER_QUERY = ['category', 'age', 'free', 'indoor', 'time', 'needs'] as const;
/** A search box sent before the app has loaded (or with JavaScript off): answered with a 301. */
const SEARCH_BOX_QUERY = ['q'] as const;

const prerendered = <P extends string>(path: string, page: P, sitemap = true) =>
  ({ path, page, kind: 'prerendered', cache: 'file', dataLayer: false, ...(sitemap ? { sitemap } : {}) }) as const;
const data = <P extends string>(path: string, page: P, cache: CacheName, more: Partial<AppRoute> = {}) =>
  ({ path, page, kind: 'data', cache, dataLayer: true, ...more }) as const;
const frame = <P extends string>(path: string, page: P, more: Partial<AppRoute> = {}) =>
  ({ path, page, kind: 'frame', cache: 'frame', dataLayer: true, ...more }) as const;
const redirect = <P extends string>(path: string, page: P, more: Partial<AppRoute> = {}) =>
  ({ path, page, kind: 'redirect', cache: 'frame', dataLayer: false, ...more }) as const;

export const ROUTES = [
  // Content that ships with the app: files.
  prerendered('/', 'home'),
  ...LEGAL_SLUGS.map((slug) => prerendered(`/${slug}`, 'legal')),
  prerendered('/legal-center', 'legal-center'),
  prerendered('/faqs', 'faqs'),
  prerendered('/about', 'about'),
  prerendered('/community', 'community'),
  prerendered('/careers/community-partner', 'programme-community-partner'),
  prerendered('/careers/pro-seller', 'programme-pro-seller'),
  prerendered('/careers/thank-you', 'thank-you', false),
  prerendered('/creator-project', 'programme-creator-project'),
  prerendered('/consignment', 'consignment'),
  frame('/signup', 'signup', { dataLayer: false }),
  frame('/signin', 'signin', { dataLayer: false }),
  redirect('/registry-products', 'registry-products'),
  redirect('/registry-products/*', 'registry-products'),

  // Account.
  frame('/profile-completion', 'profile-completion'),
  frame('/settings', 'settings'),

  // The registry, its catalog and tools.
  data('/registry', 'catalog-home', 'content', { sitemap: true }),
  data('/registry/category/:slug', 'catalog-category', 'content', { sitemap: 'catalog-categories' }),
  data('/registry/inspiration', 'inspiration', 'content', { sitemap: true }),
  frame('/checklist', 'checklist', { sitemap: true }),
  frame('/auto', 'auto-registry', { sitemap: true }),
  frame('/bookmarklet-popup', 'bookmarklet-popup'),
  data('/registry/public/:uid', 'public-registry', 'registry'),
  data('/registry/:registryId', 'registry', 'registry'),
  data('/find-registry', 'find-registry', 'search', { sitemap: true }),
  redirect('/search', 'search-redirect', { dataLayer: true, query: SEARCH_BOX_QUERY }),
  data('/search/:query', 'search', 'search'),
  data('/product/:titleSlug/:id', 'product', 'content'),
  data('/product/:id', 'product', 'content'),
  data('/products/:titleSlug/:id', 'product', 'content'),
  data('/products/:id', 'product', 'content'),

  // Editorial, quizzes, updates.
  data('/editorial', 'editorial-home', 'content', { sitemap: true }),
  data('/editorial/category/:category', 'editorial-category', 'content', { sitemap: 'article-categories' }),
  data('/best-baby-products', 'best-baby-products', 'content', { sitemap: true }),
  data('/guides/:category/:slug', 'article', 'content'),
  data('/editorial/pregnancy/:slug', 'article', 'content'),
  data('/editorial/products/:slug', 'article', 'content'),
  data('/editorial/products/content/:slug', 'article', 'content'),
  data('/editorial/general/:slug', 'article', 'content'),
  data('/editorial/:uid', 'article', 'content'),
  data('/parenting-quizzes', 'quizzes', 'content', { sitemap: true }),
  data('/parenting-quizzes/relationship-connection', 'quiz-relationship-connection', 'content'),
  data('/parenting-quizzes/:slug', 'quiz', 'content'),
  data('/updates', 'updates', 'content', { sitemap: true, query: ['type'] }),
  data('/updates/:slug', 'update', 'content'),

  // Careers and programmes (their applications read the open roles).
  data('/careers', 'careers', 'content', { sitemap: true }),
  data('/careers/apply', 'apply-job', 'content', { query: ['role'] }),
  data('/careers/apply-community-partner', 'apply-community-partner', 'content'),
  data('/careers/apply-pro-seller', 'apply-pro-seller', 'content'),
  frame('/creator-application', 'apply-creator'),

  // Admin.
  frame('/admin/analytics', 'admin-analytics'),
  frame('/admin/marketplace', 'admin-marketplace'),
  frame('/admin/events', 'admin-events'),

  // The marketplace.
  data('/marketplace', 'marketplace-home', 'listings', {
    sitemap: true,
    startAtOnce: [
      { storage: 'local', key: RECENTLY_VIEWED_KEY },
      { storage: 'local', key: MARKETPLACE_ZIP_KEY },
    ],
  }),
  data('/marketplace/demand-insights', 'demand-insights', 'content', { sitemap: true }),
  frame('/marketplace/sell', 'sell'),
  frame('/marketplace/sell/:id', 'sell'),
  frame('/marketplace/my-listings', 'my-listings'),
  frame('/marketplace/offers', 'offers'),
  frame('/marketplace/checkout/:listingId', 'checkout'),
  frame('/marketplace/demo-checkout/:checkoutId', 'demo-checkout'),
  frame('/marketplace/orders', 'orders'),
  frame('/marketplace/orders/:id', 'order'),
  frame('/marketplace/notifications', 'notifications'),
  frame('/marketplace/saved', 'saved-listings'),
  frame('/marketplace/you', 'marketplace-hub'),
  frame('/marketplace/questions/:id', 'question'),
  // "See all" of Fresh listings puts the listings near the chosen ZIP first.
  data('/marketplace/fresh', 'fresh-listings', 'listings', {
    startAtOnce: [{ storage: 'local', key: MARKETPLACE_ZIP_KEY }],
  }),
  redirect('/marketplace/search', 'marketplace-search-redirect', { dataLayer: true, query: SEARCH_BOX_QUERY }),
  data('/marketplace/search/:query', 'browse-search', 'listings', { query: BROWSE_QUERY }),
  data('/marketplace/category/:categorySlug', 'browse-category', 'listings', {
    query: BROWSE_QUERY,
    sitemap: 'catalog-categories',
  }),
  data('/marketplace/brand/:brandSlug', 'browse-brand', 'listings', { query: BROWSE_QUERY }),
  data('/marketplace/brand/:brandSlug/:title/:id', 'listing', 'listing-page'),
  data('/marketplace/:title/:id', 'listing', 'listing-page'),

  // Family events.
  data('/events', 'events-home', 'events'),
  frame('/events/submit', 'submit-event'),
  frame('/events/my', 'my-events'),
  data('/maps', 'maps', 'events'),
  data('/city/:citySlug', 'city-day', 'events', { query: EVENT_FILTER_QUERY }),
  data('/city/:citySlug/:date', 'city-day', 'events', { query: EVENT_FILTER_QUERY }),
  data('/city/:citySlug/maps/:date', 'city-map', 'events', { query: EVENT_FILTER_QUERY }),
  data('/city/:citySlug/event/:eventSlug', 'event', 'events'),
  data('/event/:eventSlug', 'event', 'events'),
  data('/chat/:eventSlug', 'chat', 'events'),

  { path: '*', page: 'not-found', kind: 'not-found', cache: 'frame', dataLayer: false },
] as const satisfies readonly AppRoute[];

export type PageName = (typeof ROUTES)[number]['page'];
export type Route = (typeof ROUTES)[number] & AppRoute;

// Ranked as React Router ranks routes (its computeScore): more segments first, a static segment
// over a parameter, a splat last; equal scores keep the table's order.
const PARAM = /^:[\w-]+$/;
function score(path: string): number {
  const segments = path.split('/').filter(Boolean);
  let total = segments.length;
  if (segments.at(-1) === '*') total -= 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : 10;
  }
  return path === '/' ? 2 : total;
}

const RANKED: readonly Route[] = ROUTES.map((route, index) => ({ route: route, index, score: score(route.path) }))
  .sort((a, b) => b.score - a.score || a.index - b.index)
  .map((r) => r.route);

function matches(pattern: string, segments: readonly string[]): boolean {
  if (pattern === '*') return true;
  const parts = pattern.split('/').filter(Boolean);
  const splat = parts.at(-1) === '*';
  const fixed = splat ? parts.slice(0, -1) : parts;
  if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return false;
  // Paths match whatever their case, as in React Router (caseSensitive is off).
  return fixed.every((part, i) => PARAM.test(part) || part.toLowerCase() === segments[i]?.toLowerCase());
}

/** The route a path shows (the last one, `*`, when no other matches). A trailing slash is ignored. */
export function routeOf(pathname: string): Route {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    segments = pathname.split('/').filter(Boolean);
  }
  return RANKED.find((route) => matches(route.path, segments)) ?? (ROUTES.at(-1) as Route);
}

/** The paths written to HTML files at build time. */
export const PRERENDERED_PATHS: readonly string[] = ROUTES.filter((r) => r.kind === 'prerendered').map((r) => r.path);
