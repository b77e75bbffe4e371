// @vitest-environment jsdom
import {
  afterLoadWhenIdle,
  filesFor,
  mayPrefetch,
  preloadModules,
  prefetchWhenIdle,
  type ChunkMap,
} from './idle-prefetch';

const MAP: ChunkMap = {
  files: ['/assets/main.js', '/assets/react.js', '/assets/Home.js', '/assets/Listing.js', '/assets/Fresh.js'],
  app: [0, 1],
  routes: [
    ['', [2]],
    ['marketplace/:title/:id', [3]],
    ['marketplace/fresh', [4]],
    ['registry/:registryId', []],
    ['*', []],
  ],
};

const withConnection = (connection: object | undefined) => ({ connection }) as unknown as Navigator;

/** A window whose load, idle callback and timers the test drives. */
function fakeWindow(readyState: DocumentReadyState, withIdleCallback: boolean) {
  const listeners: Record<string, () => void> = {};
  const idle: { run: () => void; timeout?: number }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, run: () => void) => (listeners[type] = run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    ...(withIdleCallback
      ? { requestIdleCallback: (run: () => void, opts?: { timeout?: number }) => idle.push({ run, ...opts }) }
      : {}),
  };
  return { win: win as unknown as Window, listeners, idle, timers };
}

const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[data-idle-prefetch]')];

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('mayPrefetch', () => {
  it('prefetches on a fast connection, or where the browser does not say', () => {
    expect(mayPrefetch(withConnection(undefined))).toBe(true);
    expect(mayPrefetch(withConnection({ effectiveType: '4g', saveData: false }))).toBe(true);
    expect(mayPrefetch(withConnection({ effectiveType: '3g' }))).toBe(true);
  });

  it('never prefetches with Save-Data on, or on a 2G or slow-2G connection', () => {
    expect(mayPrefetch(withConnection({ effectiveType: '4g', saveData: true }))).toBe(false);
    expect(mayPrefetch(withConnection({ effectiveType: '2g' }))).toBe(false);
    expect(mayPrefetch(withConnection({ effectiveType: 'slow-2g' }))).toBe(false);
  });
});

describe('afterLoadWhenIdle', () => {
  it('waits for the load event, then for an idle callback with a timeout', () => {
    const { win, listeners, idle } = fakeWindow('interactive', true);
    const run = vi.fn();
    afterLoadWhenIdle(run, win);
    expect(idle).toHaveLength(0);
    listeners.load?.();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBeGreaterThan(0);
    expect(run).not.toHaveBeenCalled();
    idle[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks for idle time at once when the page has loaded already', () => {
    const { win, listeners, idle } = fakeWindow('complete', true);
    afterLoadWhenIdle(vi.fn(), win);
    expect(listeners.load).toBeUndefined();
    expect(idle).toHaveLength(1);
  });

  it('falls back to a timer after load where there is no requestIdleCallback', () => {
    const { win, listeners, timers } = fakeWindow('loading', false);
    const run = vi.fn();
    afterLoadWhenIdle(run, win);
    expect(timers).toHaveLength(0);
    listeners.load?.();
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBeGreaterThan(0);
    timers[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('filesFor', () => {
  it('gives the app files, then those of the route the path matches, ranked as React Router ranks', () => {
    expect(filesFor(MAP, '/')).toEqual(['/assets/main.js', '/assets/react.js', '/assets/Home.js']);
    expect(filesFor(MAP, '/marketplace/fresh')).toEqual(['/assets/main.js', '/assets/react.js', '/assets/Fresh.js']);
    expect(filesFor(MAP, '/Marketplace/Fresh/')).toEqual(['/assets/main.js', '/assets/react.js', '/assets/Fresh.js']);
    expect(filesFor(MAP, '/marketplace/stroller/l-1').at(-1)).toBe('/assets/Listing.js');
    expect(filesFor(MAP, '/registry/maya-okafor')).toEqual(['/assets/main.js', '/assets/react.js']);
    expect(filesFor(MAP, '/no/such/page')).toEqual(['/assets/main.js', '/assets/react.js']);
    expect(filesFor(MAP, '/marketplace/stroller')).toEqual(['/assets/main.js', '/assets/react.js']);
  });
});

describe('preloadModules', () => {
  it('adds one low-priority prefetch per file (fetched, never parsed or run), each once, and no script', () => {
    const added = preloadModules(['/assets/main.js', '/assets/react.js', '/assets/main.js']);
    expect(added).toHaveLength(2);
    for (const link of prefetchLinks()) {
      expect(link.rel).toBe('prefetch');
      expect(link.getAttribute('fetchpriority')).toBe('low');
    }
    expect(prefetchLinks().map((l) => new URL(l.href).pathname)).toEqual(['/assets/main.js', '/assets/react.js']);
    expect(preloadModules(['/assets/main.js', '/assets/react.js'])).toEqual([]);
    expect(prefetchLinks()).toHaveLength(2);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('leaves out what the page has fetched or preloaded already', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/react.js">';
    const fetched = `${window.location.origin}/assets/Home.js`;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === fetched ? ([{ name }] as PerformanceEntry[]) : [],
    );
    preloadModules(['/assets/main.js', '/assets/react.js', '/assets/Home.js']);
    expect(prefetchLinks().map((l) => new URL(l.href).pathname)).toEqual(['/assets/main.js']);
  });
});

describe('prefetchWhenIdle', () => {
  const idleCallbacks: (() => void)[] = [];
  const mapResponse = () => Promise.resolve(new Response(JSON.stringify(MAP)));

  beforeEach(() => {
    idleCallbacks.length = 0;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
    document.head.innerHTML = '<meta name="recess-chunk-map" content="/assets/chunk-map-1.json">';
    window.history.replaceState(null, '', '/marketplace/fresh');
  });
  afterEach(() => vi.unstubAllGlobals());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('fetches the chunk map only when idle, then preloads the app and the route', async () => {
    const fetchMap = vi.spyOn(window, 'fetch').mockImplementation(mapResponse);
    prefetchWhenIdle(() => false);
    expect(fetchMap).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.();
    await settle();
    expect(fetchMap).toHaveBeenCalledWith('/assets/chunk-map-1.json', expect.anything());
    expect(prefetchLinks().map((l) => new URL(l.href).pathname)).toEqual([
      '/assets/main.js',
      '/assets/react.js',
      '/assets/Fresh.js',
    ]);
  });

  it('does nothing with Save-Data on', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true, effectiveType: '4g' } });
    const fetchMap = vi.spyOn(window, 'fetch').mockImplementation(mapResponse);
    prefetchWhenIdle(() => false);
    expect(idleCallbacks).toHaveLength(0);
    expect(fetchMap).not.toHaveBeenCalled();
  });

  it('adds nothing once the app has started (its own imports are under way)', async () => {
    let hasStarted = false;
    vi.spyOn(window, 'fetch').mockImplementation(mapResponse);
    prefetchWhenIdle(() => hasStarted);
    hasStarted = true;
    idleCallbacks[0]?.();
    await settle();
    expect(prefetchLinks()).toHaveLength(0);
  });

  it('does nothing on a page without the chunk map (a dev server page)', () => {
    document.head.innerHTML = '';
    prefetchWhenIdle(() => false);
    expect(idleCallbacks).toHaveLength(0);
  });
});
