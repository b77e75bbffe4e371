// GET on any page Hosting has no file for (firebase.json's last rewrite): the page rendered on the
// server by web/'s own components (functions/ssr/entry-server.js, built from web/src/entry-server.tsx),
// with its data in the HTML and a Cache-Control for the CDN chosen by kind of page (cache-policy.ts).
// A render that fails falls back to the app's empty page, which renders in the browser as before.
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { gzipSync } from 'node:zlib';
import { movedPathTarget } from '../shared/redirects.js';
import type { RenderedPage } from '../shared/render.js';
import { routeOf } from '../shared/routes.js';
import { cacheControl, cachePolicyFor } from './cache-policy.js';
import { PageCache } from './page-cache.js';

export type { RenderedPage };

/** What the server bundle exports (web/src/entry-server.tsx) and the template it fills. */
export interface Renderer {
  render(url: string): Promise<RenderedPage>;
  /** Where the render calls /api (the site's origin unless set): render/in-process-api.ts. */
  setServerApiOrigin?(origin: () => Promise<string>): void;
  toDocument(template: string, page: RenderedPage): string;
  template: string;
}

/** Longer URLs are refused (414) before any work: no page of the app needs one. */
export const MAX_URL_LENGTH = 2_048;

/** The path and the rendered parameters, in a fixed order: what is rendered and the cache key. */
export function renderedUrl(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://render.invalid');
  const kept = new URLSearchParams();
  // The parameters the page reads while rendering (its route's `query`: /updates?type=, a browse
  // page's filters); every other one (utm_*, fbclid, cache busters) is dropped, so it neither
  // changes the page nor splits the cache into copies anyone could multiply.
  const names: readonly string[] = routeOf(url.pathname).query ?? [];
  for (const name of names) {
    // A form sends each ticked box on its own (condition=a&condition=b): one list, as the page reads it.
    const values = url.searchParams.getAll(name).filter((v) => v !== '');
    if (values.length > 0) kept.set(name, values.join(',').slice(0, 100));
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The app's empty page: the browser renders it, as before server rendering. */
const EMPTY_PAGE: RenderedPage = { status: 200, head: '', html: '', state: '', reads: 0 };

/**
 * Sends the page gzipped when the client takes gzip (Hosting passes the header on; its CDN caches one
 * copy per encoding, as Vary says). Pages are tens of kilobytes of HTML and inline styles.
 */
function sendHtml(req: Request, res: Response, status: number, body: string, gzipped: Buffer): void {
  res.set('Vary', 'Accept-Encoding');
  res.status(status).type('html');
  if (/\bgzip\b/.test(req.get('accept-encoding') ?? '')) {
    res.set('Content-Encoding', 'gzip').send(gzipped);
  } else {
    res.send(body);
  }
}

export function createRenderHandler(load: () => Promise<Renderer>, cache = new PageCache(500)) {
  return async (req: Request, res: Response): Promise<void> => {
    res.set('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed');
      return;
    }
    if (req.originalUrl.length > MAX_URL_LENGTH) {
      res.status(414).type('text/plain').send('This address is too long.');
      return;
    }
    // An old address answers with where it lives now, query included, before any render.
    const moved = movedPathTarget(req.path, req.originalUrl.slice(req.path.length).split('#')[0]);
    if (moved) {
      res.set('Cache-Control', 'public, max-age=3600, s-maxage=86400').redirect(301, moved);
      return;
    }
    const started = performance.now();
    const url = renderedUrl(req.originalUrl);
    const cached = cache.get(url);
    if (cached) {
      res.set('Cache-Control', cached.cacheControl).set('X-Render-Cache', 'hit');
      sendHtml(req, res, cached.status, cached.body, cached.gzipped);
      return;
    }

    let renderer: Renderer;
    try {
      renderer = await load();
    } catch (error) {
      logger.error('The server render bundle did not load', { error: String(error) });
      res.set('Cache-Control', 'no-store').set('Retry-After', '5');
      res.status(503).type('text/plain').send('Recess is starting up. Please try again in a moment.');
      return;
    }

    let page: RenderedPage | null;
    try {
      page = await renderer.render(url);
    } catch (error) {
      logger.error('Server render failed', { path: req.path, error: String(error) });
      page = null;
    }
    // A page at an old address of its own (a listing whose title changed) moves to its canonical one.
    if (page?.status === 301 && page.location && /^\/(?!\/)/.test(page.location)) {
      res.set('Cache-Control', 'public, max-age=300, s-maxage=3600').redirect(301, page.location);
      return;
    }
    // A failed render is the empty page, never kept.
    const policy = page ? cachePolicyFor(req.path, page.status) : null;
    const header = cacheControl(policy);
    const status = page?.status ?? EMPTY_PAGE.status;
    const body = renderer.toDocument(renderer.template, page ?? EMPTY_PAGE);
    const gzipped = gzipSync(body);
    if (policy) cache.set(url, { status, body, gzipped, cacheControl: header }, policy.memoryMaxAge ?? policy.sMaxAge);
    res.set('Cache-Control', header).set('X-Render-Cache', 'miss');
    // The render's time, and its Firestore reads (a count in the duration's place: the bench reads it).
    const renderMs = (performance.now() - started).toFixed(1);
    res.set('Server-Timing', `render;dur=${renderMs}, firestore;desc="document reads";dur=${page?.reads ?? 0}`);
    sendHtml(req, res, status, body, gzipped);
  };
}
