// `npm run bench`: the performance budgets of the brief, measured on the built app (web/dist).
// - First load of the home page and static pages: at most 170 kB of JavaScript, gzipped.
// - No Firebase Auth, Firestore or Storage code before a page needs it.
// - Lighthouse mobile performance of 90 or more (skip with --no-lighthouse).
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/emulator-env.mjs';
import { serveDist } from './lib/static-server.mjs';

const BUDGET_KB = 170;
const LIGHTHOUSE_MIN = 90;
/** The home page and static pages (legal, company and programme pages ship in the bundle). */
const PAGES = [
  '/',
  '/no-such-page',
  '/terms-of-service',
  '/privacy-policy',
  '/faqs',
  '/legal-center',
  '/about',
  '/community',
  '/careers/pro-seller',
  '/creator-project',
  '/consignment',
];
/** Strings that only the Auth, Firestore or Storage SDKs contain. */
const SDK_MARKERS = ['identitytoolkit.googleapis.com', 'firestore.googleapis.com', 'firebasestorage.googleapis.com'];

const dist = path.join(root, 'web', 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build` first.');
  process.exit(1);
}
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const server = await serveDist(dist);
const origin = `http://127.0.0.1:${server.address().port}`;
let failed = false;

const browser = await chromium.launch({ executablePath: chromePath, args: flags });
for (const page of PAGES) {
  const tab = await browser.newPage();
  const scripts = new Map();
  tab.on('response', async (res) => {
    if (res.request().resourceType() === 'script')
      scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
  });
  await tab.goto(origin + page, { waitUntil: 'networkidle' });
  // Idle-time prefetches (the menu) are not part of what the first paint needed, but count them too.
  await tab.waitForTimeout(3000);
  const bodies = [...scripts.values()];
  const gz = bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) / 1024;
  const sdk = SDK_MARKERS.filter((m) => bodies.some((b) => b.includes(m)));
  const over = gz > BUDGET_KB;
  failed ||= over || sdk.length > 0;
  console.log(
    `${over || sdk.length ? 'FAIL' : 'ok  '} ${page}: ${gz.toFixed(1)} kB JS gzipped in ${bodies.length} files (budget ${BUDGET_KB})${sdk.length ? `; Firebase SDK code loaded: ${sdk.join(', ')}` : ''}`,
  );
  await tab.close();
}
await browser.close();

// The owner's registry page (signed in) as the chunk graph says: what it adds to the main bundle,
// and within that the live-query chunk built on reactfire (docs/decisions/008).
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const closure = (key, seen = new Set()) => {
  if (!seen.has(key)) {
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  }
  return seen;
};
const chunkKb = (key) => gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length / 1024;
const main = closure('index.html');
const ownerChunks = [...closure('src/features/registry/pages/RegistryPage.tsx')].filter((key) => !main.has(key));
const ownerKb = ownerChunks.reduce((sum, key) => sum + chunkKb(key), 0);
const liveChunk = ownerChunks.find((key) =>
  readFileSync(path.join(dist, manifest[key].file), 'utf8').includes('_reactFireFirestoreQueryCache'),
);
console.log(
  `info owner's registry page: +${ownerKb.toFixed(1)} kB JS gzipped after the main bundle in ${ownerChunks.length} files; ` +
    (liveChunk
      ? `reactfire's live-query chunk ${chunkKb(liveChunk).toFixed(1)} kB of it (the Firestore SDK is counted apart)`
      : 'no reactfire chunk found'),
);

if (!process.argv.includes('--no-lighthouse')) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...flags] });
  try {
    for (const page of PAGES) {
      const result = await lighthouse(origin + page, {
        port: chrome.port,
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        logLevel: 'error',
        output: 'json',
      });
      const score = Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
      const audits = result?.lhr.audits ?? {};
      const detail = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]
        .map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      failed ||= score < LIGHTHOUSE_MIN;
      console.log(
        `${score < LIGHTHOUSE_MIN ? 'FAIL' : 'ok  '} Lighthouse mobile performance ${page}: ${score} (minimum ${LIGHTHOUSE_MIN}; ${detail})`,
      );
    }
  } finally {
    await chrome.kill();
  }
}
server.close();
process.exit(failed ? 1 : 0);
