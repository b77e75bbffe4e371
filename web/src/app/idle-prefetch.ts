// The bytes are there before the tap (docs/decisions/012): once the page has loaded and the browser
// is idle, the boot script fetches, without running, what the visitor's first interaction will
// need: the app's entry with its static imports and the current route's chunks, as low-priority
// prefetches (fetched into the cache, not parsed). Never on a Save-Data or 2G connection. The file list comes from the build
// (app/route-chunks.ts writes it and names it in index.html).

/** The build's chunk map: file URLs, those of the app, and those of each route pattern beyond the app. */
export type ChunkMap = { files: string[]; app: number[]; routes: [pattern: string, files: number[]][] };

/** The meta tag that names the chunk map (route-chunks.ts writes it into index.html). */
const CHUNK_MAP_META = 'meta[name="recess-chunk-map"]';
/** Data attribute on the links added here (the bench tells prefetched from run files by it). */
export const PREFETCH_ATTRIBUTE = 'data-idle-prefetch';
/** How long the browser may stay busy before the prefetch goes ahead anyway. */
const IDLE_TIMEOUT_MS = 5_000;
/** Where there is no requestIdleCallback (Safari): this long after load. */
const FALLBACK_DELAY_MS = 500;

type Connection = { saveData?: boolean; effectiveType?: string };

/** False on a connection whose owner asked to save data, or one too slow to spend on maybes. */
export function mayPrefetch(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  if (!connection) return true;
  return connection.saveData !== true && !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

/** Calls `run` once, after the load event, when the browser is next idle. */
export function afterLoadWhenIdle(run: () => void, win: Window = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(run, FALLBACK_DELAY_MS);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

// React Router's ranking (computeScore): static segments beat dynamic ones, which beat a splat.
const segmentScore = (segment: string) => (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10);
function score(pattern: string): number {
  const segments = pattern === '' ? [] : pattern.split('/');
  const splat = segments.includes('*') ? -2 : 0;
  return segments.filter((s) => s !== '*').reduce((sum, s) => sum + segmentScore(s), segments.length + splat);
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern === '' ? [] : pattern.split('/');
  const have = pathname.split('/').filter(Boolean);
  for (const [i, segment] of want.entries()) {
    if (segment === '*') return true;
    const actual = have[i];
    if (actual === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return want.length === have.length;
}

/** The file URLs the first interaction on `pathname` needs: the app's, then its route's. */
export function filesFor(map: ChunkMap, pathname: string): string[] {
  const ranked = [...map.routes].sort(([a], [b]) => score(b) - score(a));
  const route = ranked.find(([pattern]) => matches(pattern, pathname));
  return [...map.app, ...(route?.[1] ?? [])].flatMap((i) => map.files[i] ?? []);
}

/**
 * Adds one low-priority prefetch per file not fetched yet: into the HTTP cache, neither parsed nor
 * run. (A modulepreload also parses and compiles on the main thread, which cost Lighthouse's phone
 * run up to 460 ms of blocking time on data pages.) Returns the links it added.
 */
export function preloadModules(urls: string[], doc: Document = document): HTMLLinkElement[] {
  const fetched = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="prefetch"]')].map((l) => l.href),
  );
  const perf = doc.defaultView?.performance;
  const added: HTMLLinkElement[] = [];
  for (const url of urls) {
    const link = doc.createElement('link');
    link.href = url;
    if (fetched.has(link.href) || (perf?.getEntriesByName(link.href).length ?? 0) > 0) continue;
    fetched.add(link.href);
    link.rel = 'prefetch';
    link.setAttribute('fetchpriority', 'low');
    link.setAttribute(PREFETCH_ATTRIBUTE, '');
    doc.head.append(link);
    added.push(link);
  }
  return added;
}

/**
 * The boot script's prefetch: after load, when idle, unless the connection says not to or the app
 * has started already (its own imports are then under way). Failures only cost the head start.
 */
export function prefetchWhenIdle(hasAppStarted: () => boolean, win: Window = window): void {
  const mapUrl = win.document.querySelector<HTMLMetaElement>(CHUNK_MAP_META)?.content;
  if (!mapUrl || !mayPrefetch(win.navigator)) return;
  afterLoadWhenIdle(() => {
    if (hasAppStarted()) return;
    win
      .fetch(mapUrl, { priority: 'low' })
      .then((res) => (res.ok ? (res.json() as Promise<ChunkMap>) : Promise.reject(new Error(`${res.status}`))))
      .then((map) => {
        if (!hasAppStarted()) preloadModules(filesFor(map, win.location.pathname), win.document);
      })
      .catch(() => undefined);
  }, win);
}
