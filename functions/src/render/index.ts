// The `render` function: loads the server bundle and its template once per instance, on first use.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { createRenderHandler, type Renderer } from './handler.js';
import { inProcessApiOrigin } from './in-process-api.js';
import { followListingChanges, listingIdOfPage } from './listing-changes.js';
import { PageCache } from './page-cache.js';

/** functions/ssr, written by web's build (vite build --ssr, then scripts/prerender.mjs). */
const SSR_DIR = fileURLToPath(new URL('../../ssr/', import.meta.url));

let loading: Promise<Renderer> | undefined;

function loadRenderer(): Promise<Renderer> {
  loading ??= Promise.all([
    import(pathToFileURL(`${SSR_DIR}entry-server.js`).href) as Promise<Omit<Renderer, 'template'>>,
    readFile(`${SSR_DIR}template.html`, 'utf8'),
  ]).then(([bundle, template]) => {
    // Its API calls go to this instance's own api app (in-process-api.ts), not the public origin.
    bundle.setServerApiOrigin?.(inProcessApiOrigin);
    return { render: bundle.render, toDocument: bundle.toDocument, template };
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const cache = new PageCache(500);
/** Before this instance's first render, less a minute for clocks: every change since is followed. */
const followSince = Date.now() - 60_000;
let following: Promise<unknown> | undefined;

/**
 * Listing changes are followed from the first listing page this instance serves (only those pages
 * are evicted), after its response: no render waits for the Admin SDK, and an instance that serves
 * other pages never loads it.
 */
function followOnce(): void {
  following ??= import('../lib/admin.js')
    .then(({ db }) => followListingChanges(db(), cache, followSince))
    .catch((error: unknown) => {
      logger.warn('Render cache: could not follow listing changes', { error: String(error) });
      following = undefined;
    });
}

const handler = createRenderHandler(loadRenderer, cache);

export async function renderHandler(req: Request, res: Response): Promise<void> {
  await handler(req, res);
  if (listingIdOfPage(req.path) !== null) followOnce();
}
