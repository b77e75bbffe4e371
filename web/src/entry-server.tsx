// The server render (docs/decisions/009): one URL in, the page's HTML, head tags, status and the
// query cache out. The same routes and components as the browser, with a StaticRouter, a QueryClient
// of the request's own and a fresh Emotion cache; it waits for every lazy page and Suspense query
// (React's static prerender, a stream read to the end), so the HTML carries the whole page. It renders as a
// signed-out visitor: nothing about the person asking is ever in it.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './app/App';
import { PRERENDERED_PATHS } from '@shared/routes';
import { setServerApiOrigin } from './lib/api/client';
import { observeReads } from './lib/firebase/app';
import { createQueryClient } from './lib/query/query-client';
import { queryStateScript, RequestQueryClientContext } from './lib/query/server-state';
import { ServerResponseContext } from './ui/errors/response-status';
import type { RenderedPage } from '@shared/render';

export type { RenderedPage };

// Each render counts its own reads: renders run side by side, so the count follows the async context.
const renderReads = new AsyncLocalStorage<{ reads: number }>();
observeReads((documents) => {
  const counter = renderReads.getStore();
  if (counter) counter.reads += documents;
});

/** The paths scripts/prerender.mjs writes to HTML files at build time (the route table's prerendered pages). */
export { PRERENDERED_PATHS };

/** The render function points the render's /api calls at its own api app (functions/src/render/in-process-api.ts). */
export { setServerApiOrigin };

/** How long a render may wait for its data before it gives up (the page then fetches in the browser). */
const RENDER_TIMEOUT_MS = 10_000;

// React writes the hoisted head tags (title, meta, link) first when it renders a fragment of a document.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

export function splitHead(markup: string): { head: string; html: string } {
  const match = LEADING_HEAD_TAGS.exec(markup);
  if (!match) return { head: '', html: markup };
  return { head: match[0], html: markup.slice(match[0].length) };
}

export function render(url: string): Promise<RenderedPage> {
  return renderReads.run({ reads: 0 }, () => renderCounted(url));
}

async function renderCounted(url: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  let status = 200;
  let location: string | undefined;
  const setStatus = (value: number, to?: string) => {
    status = value;
    location = to;
  };
  const emotionCache = createCache({ key: 'css' });
  const app = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ServerResponseContext.Provider value={setStatus}>
          <RequestQueryClientContext.Provider value={queryClient}>
            <AppProviders>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </RequestQueryClientContext.Provider>
        </ServerResponseContext.Provider>
      </CacheProvider>
    </StrictMode>
  );

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('The server render timed out')), RENDER_TIMEOUT_MS);
  let failed = false;
  try {
    // The whole page at once, every Suspense boundary resolved in place (an unbounded chunk size:
    // React otherwise moves big boundaries to the end with inline scripts that put them back, and
    // the CSP, script-src 'self', refuses inline scripts).
    const { prelude } = await prerenderToNodeStream(app, {
      signal: controller.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError() {
        // An error inside a boundary leaves its fallback in the HTML and the browser tries again.
        failed = true;
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    const { head, html } = splitHead(Buffer.concat(chunks).toString('utf8'));
    const state = dehydrate(queryClient);
    return {
      // A failed read leaves its Suspense fallback in the HTML (the browser tries again): 503, not cached.
      status: failed ? 503 : status,
      ...(location && !failed ? { location } : {}),
      head,
      html,
      state: state.queries.length > 0 ? queryStateScript(state) : '',
      reads: renderReads.getStore()?.reads ?? 0,
    };
  } finally {
    clearTimeout(timer);
    queryClient.clear();
  }
}

/**
 * The page in the built index.html: head tags before </head>, the HTML in #root, the query cache
 * after it. Replacements go through functions, so a "$&" in a page's text stays as it is.
 */
export function toDocument(template: string, page: RenderedPage): string {
  return template
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-state-->', () => page.state);
}
