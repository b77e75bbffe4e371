// The query cache across the server render: the server renders each request with a QueryClient of
// its own (never the browser's singleton, never shared between people), writes what it fetched into
// the HTML as JSON, and the browser starts its cache from that JSON, so nothing the HTML shows is
// fetched twice.
import { createContext, use, useContext } from 'react';
import { jsonForHtml } from '../html/json-for-html';
import { hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The request's QueryClient during a server render; null in the browser. */
export const RequestQueryClientContext = createContext<QueryClient | null>(null);

/** The id of the `<script type="application/json">` that carries the dehydrated cache. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** The script element the server writes after the rendered HTML. */
export function queryStateScript(state: DehydratedState): string {
  return `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">${jsonForHtml(state)}</script>`;
}

/**
 * Puts the server's queries into `client`, once: the element is removed after reading, so a later
 * call (or a second app instance) cannot replay old data. Unreadable JSON is ignored: the page
 * fetches as it would without a server render.
 */
export function hydrateFromDocument(client: QueryClient, doc: Document): boolean {
  const element = doc.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element) return false;
  element.remove();
  try {
    hydrate(client, JSON.parse(element.textContent ?? '') as DehydratedState);
    return true;
  } catch {
    return false;
  }
}

/** Query options or infinite query options (these have an initialPageParam). */
type PrefetchOptions = { queryKey: QueryKey; initialPageParam?: unknown };

const serverFetches = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

function fetchOnce(client: QueryClient, options: PrefetchOptions): Promise<unknown> {
  let fetches = serverFetches.get(client);
  if (!fetches) {
    fetches = new Map<string, Promise<unknown>>();
    serverFetches.set(client, fetches);
  }
  const key = JSON.stringify(options.queryKey);
  let promise = fetches.get(key);
  if (!promise) {
    const fetching =
      'initialPageParam' in options
        ? client.fetchInfiniteQuery(options as Parameters<QueryClient['fetchInfiniteQuery']>[0])
        : client.fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
    // A failed read renders the hook's error state; the browser asks again.
    promise = fetching.catch(() => undefined);
    fetches.set(key, promise);
  }
  return promise;
}

/**
 * For hooks built on useQuery or useInfiniteQuery (which never fetch during a server render): in the
 * server render, waits for the query's data so the HTML shows it, then the hook reads it from the
 * cache like in the browser. In the browser this does nothing. Call it before the hook, unconditionally.
 */
export function useServerPrefetch(options: PrefetchOptions, enabled = true): void {
  const client = useContext(RequestQueryClientContext);
  if (!import.meta.env.SSR || !client || !enabled) return;
  const status = client.getQueryState(options.queryKey)?.status;
  if (status === 'success' || status === 'error') return;
  use(fetchOnce(client, options));
}
