// The first tap of `npm run bench` (issue 24): a phone visitor's first touch, timed. Lighthouse's
// mobile profile in Chromium through CDP (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed
// 4×, its screen and user agent, an empty cache), the page loaded, three seconds of reading, then
// one tap (the header's "Open menu", its search box, the page's main action), timed in the page from
// the touch's own timestamp to the first frame that shows its answer. Also the bytes fetched before and after the tap.
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { gzipSync } from 'node:zlib';

export const FIRST_TAP_BUDGET_MS = 200;
const READING_MS = 3000;
/** Lighthouse's mobile throttling (rttMs, throughputKbps; upload before DevTools' 0.9 factor). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/**
 * The network counts as quiet after this long without a request starting or ending, with at most
 * two still open (Lighthouse's own measure: a hydrated page may hold a Firestore listen channel).
 */
const QUIET_MS = 1000;
const OPEN_WHEN_QUIET = 2;

/** An event page of today's New York City (events are dated from the day the demo data was loaded). */
export async function findEventPage(app) {
  const html = await (await fetch(`${app}/city/new-york-city`)).text();
  const href = /href="(\/(?:city\/[^/"]+\/)?event\/[^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('No event link on /city/new-york-city');
  return href;
}

/** Counts what the page fetches, split at the tap, and says when the network has gone quiet. */
function watchNetwork(cdp) {
  const inFlight = new Set();
  const phaseOf = new Map();
  const bytes = { before: 0, after: 0 };
  /** The scripts the tap ran: fetched by it, or taken from the cache the idle prefetch filled. */
  const scriptsAfter = new Set();
  /** Of those, the ones served from a cache (the brief's budget is on what the tap fetches: the rest). */
  const cachedAfter = new Set();
  const urlOf = new Map();
  let phase = 'before';
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    inFlight.add(requestId);
    if (!phaseOf.has(requestId)) phaseOf.set(requestId, phase);
    if (phase === 'after' && type === 'Script') scriptsAfter.add(request.url);
    urlOf.set(requestId, request.url);
    lastActivity = Date.now();
  });
  const cached = (requestId) => {
    if (phaseOf.get(requestId) === 'after') cachedAfter.add(urlOf.get(requestId));
  };
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) cached(requestId);
  });
  const done = ({ requestId, encodedDataLength = 0 }) => {
    inFlight.delete(requestId);
    bytes[phaseOf.get(requestId) ?? phase] += encodedDataLength;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    bytes,
    scriptsAfter,
    /** The scripts the tap ran that came over the network, not from a cache. */
    get fetchedAfter() {
      return new Set([...scriptsAfter].filter((url) => !cachedAfter.has(url)));
    },
    tapNow: () => (phase = 'after'),
    async quiet(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while ((inFlight.size > OPEN_WHEN_QUIET || Date.now() - lastActivity < QUIET_MS) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/**
 * What a first tap is on: the header's menu (answered when a link of the menu is visible), the header's
 * search box (when it has the focus) and the page's main action, a button (when it shows it was taken:
 * drawn held until the app runs, pressed, busy or disabled, a dialog open, or the page gone on).
 */
const TARGETS = {
  menu: {
    label: 'the menu',
    locate: (tab) => tab.getByRole('banner').getByRole('button', { name: 'Open menu' }),
  },
  search: {
    label: 'the header search',
    locate: (tab) =>
      tab.getByRole('banner').getByRole('searchbox').or(tab.getByRole('banner').getByRole('textbox')).first(),
  },
  action: { label: 'the main action' },
};

/** A page's main action, where it has one (issue 24: Add to registry on a product, Save, Going). */
export function mainActionOf(pagePath) {
  if (pagePath.startsWith('/product/')) return { name: 'Add to registry', exact: false };
  // A listing: /marketplace/{category or brand/...}/{slug}/{id} (four segments or more).
  if (pagePath.startsWith('/marketplace/') && pagePath.split('/').length >= 5) return { name: 'Save', exact: true };
  if (/\/event\//.test(pagePath)) return { name: /^Going \(/ };
  if (pagePath.startsWith('/registry/')) return { name: /^I bought this/ };
  return null;
}

/* global window, document, location, Element, requestAnimationFrame, addEventListener -- timeFirstTapInPage runs in the page */
/** In the page: resolves to the time from the first touch to the first frame showing its answer. */
function timeFirstTapInPage(kind) {
  window.__firstTap = new Promise((resolve) => {
    let tapAt = null;
    let control = null;
    let before = null;
    const href = location.href;
    const stateOf = (el) =>
      [
        el.getAttribute('aria-pressed'),
        el.getAttribute('aria-expanded'),
        el.getAttribute('aria-busy'),
        el.disabled,
      ].join();
    const answered = () => {
      if (kind === 'menu') return document.querySelector('nav[aria-label="Main menu"] a')?.checkVisibility() ?? false;
      if (kind === 'search') return control !== null && document.activeElement === control;
      if (location.href !== href || !control?.isConnected) return true;
      if (control.hasAttribute('data-held') || stateOf(control) !== before) return true;
      return [...document.querySelectorAll('[role="dialog"], dialog[open]')].some((d) => d.checkVisibility());
    };
    const check = () => {
      if (answered()) resolve(performance.now() - tapAt);
      else requestAnimationFrame(check);
    };
    const onTap = (event) => {
      if (tapAt !== null) return;
      tapAt = event.timeStamp;
      control = event.target instanceof Element ? event.target.closest('button, a, input, textarea') : null;
      before = control ? stateOf(control) : null;
      requestAnimationFrame(check);
    };
    for (const type of ['touchstart', 'pointerdown']) addEventListener(type, onTap, { capture: true, passive: true });
  });
}

async function measureOnce(browser, url, saveData, kind) {
  const context = await browser.newContext({
    viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
    deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The boot script then fetches nothing ahead of the tap (web/src/app/idle-prefetch.ts): the prefetch's before.
    if (saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const network = watchNetwork(cdp);
    await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await tab.waitForTimeout(READING_MS);
    const target =
      kind === 'action'
        ? tab
            .getByRole('main')
            .getByRole('button', mainActionOf(new URL(url).pathname))
            .first()
        : TARGETS[kind].locate(tab);
    // Not in the server's page (drawn only by the app): nothing to tap before the app runs.
    if ((await target.count()) === 0) return { ms: null };
    // Scrolled to first, without a touch (a scroll by touch would be the first intent itself).
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await tab.evaluate(timeFirstTapInPage, kind);
    network.tapNow();
    await target.tap({ timeout: 60_000 });
    const ms = await tab.evaluate(() => window.__firstTap);
    // A tap that started the app: all it fetches, up to the dialog or page the replayed tap opens.
    if (network.scriptsAfter.size > 0) {
      await tab
        .locator('html[data-hydrated]')
        .waitFor({ state: 'attached', timeout: 90_000 })
        .catch(() => undefined);
    }
    await network.quiet();
    return {
      ms,
      beforeKb: network.bytes.before / 1024,
      afterKb: network.bytes.after / 1024,
      tapJsKb: await gzippedKb(network.fetchedAfter, new URL(url).origin),
      ranJsKb: await gzippedKb(network.scriptsAfter, new URL(url).origin),
    };
  } finally {
    await context.close();
  }
}

/**
 * The scripts' size gzipped (level 9, as the rest of the bench counts JavaScript). Only the app's
 * own: Google's sign-in script (Firebase Auth asks apis.google.com) cannot be fetched offline.
 */
async function gzippedKb(urls, app) {
  let bytes = 0;
  for (const url of urls) {
    if (!url.startsWith(app)) continue;
    bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  }
  return bytes / 1024;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Prints one line per page and target: the median first tap of `runs`, each run, the JavaScript the
 * tap fetched (gzipped, against `jsBudgetKb(pagePath)`) and the bytes around the tap.
 */
export async function benchFirstTap({ browser, app, pages, runs, verdict, jsBudgetKb, saveData = false }) {
  console.log(
    `\nFirst tap on the menu, the header search and the page's main action, after ${READING_MS / 1000} s of reading, Lighthouse's phone (150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${CPU_SLOWDOWN}×, empty cache${saveData ? ', Save-Data on: no idle prefetch' : ''}), median of ${runs}`,
  );
  for (const pagePath of pages) {
    for (const kind of Object.keys(TARGETS)) {
      if (kind === 'action' && !mainActionOf(pagePath)) continue;
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await measureOnce(browser, app + pagePath, saveData, kind));
      if (results.some((r) => r.ms === null)) {
        console.log(`${verdict(false)} ${pagePath}, ${TARGETS[kind].label}: not in the page before the app runs`);
        continue;
      }
      const ms = median(results.map((r) => r.ms));
      const jsKb = median(results.map((r) => r.tapJsKb));
      const budgetKb = jsBudgetKb(pagePath);
      console.log(
        `${verdict(ms <= FIRST_TAP_BUDGET_MS && jsKb <= budgetKb)} ${pagePath}, ${TARGETS[kind].label}: ${Math.round(ms)} ms [${results.map((r) => Math.round(r.ms)).join(', ')}] (budget ${FIRST_TAP_BUDGET_MS}); JavaScript the tap fetched ${jsKb.toFixed(1)} kB gzipped (budget ${budgetKb}), ran ${median(results.map((r) => r.ranJsKb)).toFixed(1)} kB (with what the idle prefetch had fetched); all bytes after the tap ${median(results.map((r) => r.afterKb)).toFixed(0)} kB, before it ${median(results.map((r) => r.beforeKb)).toFixed(0)} kB`,
      );
    }
  }
}
