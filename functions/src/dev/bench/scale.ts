// `npm run bench:scale` runs this inside the Auth and Firestore emulators (scripts/bench-scale.mjs):
// synthetic listings at each size, products and public registries; then, per search backend
// available, search p50/p95 over 7 query shapes with the reads per query, memory per instance, and
// how long a new listing takes to become searchable; find-a-registry's reads and times; and the
// reads of the background jobs as N grows. A bench, never a test: it prints numbers and exits 0.
import { performance } from 'node:perf_hooks';
import { db } from '../../lib/admin.js';
import type { ListingSearchParams } from '../../shared/marketplace-browse.js';
import type { SearchBackend } from '../../search/backend.js';
import { EmbeddedSearchBackend } from '../../search/embedded-backend.js';
import { findRegistries, setRegistryCollection } from '../../search/find-registries.js';
import { EMBEDDED_LISTING_LIMIT } from '../../search/listing-index.js';
import { firestoreListingSource } from '../../search/listing-source.js';
import { firestoreProductFeed } from '../../search/product-feed.js';
import { clientSearcher, TypesenseSearchBackend } from '../../search/typesense-backend.js';
import {
  asExtensionWrites,
  listingCollectionSchema,
  productCollectionSchema,
  TYPESENSE_LISTING_FIELDS,
  TYPESENSE_PRODUCT_FIELDS,
} from '../../search/typesense-schema.js';
import { applyDemandChange } from '../../marketplace/insights/demand-counters.js';
import { refreshMarketplaceInsights, type InsightCollections } from '../../marketplace/insights/refresh-insights.js';
import { benchJobs } from './job-probes.js';
import { benchAlertReads } from './alert-probes.js';
import { installReadCounter, readsOf } from './read-counter.js';
import { syntheticListing, syntheticProduct, syntheticRegistry, writeMany } from './synthetic.js';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);
// Past the old 5,000-product cap, which silently left the rest out of search.
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const REGISTRIES = Number(process.env.BENCH_REGISTRIES ?? 20_000);
const RUNS = 25;

const params = (p: Partial<ListingSearchParams>): ListingSearchParams => ({
  ...{ q: '', category: null, brandSlug: null, conditions: [], minPriceCents: null, maxPriceCents: null },
  ...{ delivery: 'any', zip: null, radiusMiles: null, sort: 'relevance', cursor: null },
  ...p,
});

/** The 7 query shapes: words, two words, a typo, a category by newest, near a ZIP, price and condition, all at once. */
const SHAPES: [string, ListingSearchParams][] = [
  ['one word', params({ q: 'stroller' })],
  ['two words', params({ q: 'graco stroller' })],
  ['a typo', params({ q: 'strollr' })],
  ['category, newest', params({ category: 'nursery', sort: 'newest' })],
  ['25 mi of a ZIP, nearest', params({ zip: '10001', radiusMiles: 25, sort: 'nearest' })],
  [
    'price and condition',
    params({ minPriceCents: 5_000, maxPriceCents: 20_000, conditions: ['like-new', 'gently-used'] }),
  ],
  [
    'everything',
    params({
      q: 'car seat',
      category: 'car-seats',
      delivery: 'shipping',
      zip: '60607',
      radiusMiles: 100,
      sort: 'price-asc',
    }),
  ],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

function heap(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

async function timeShapes(backend: SearchBackend): Promise<string[]> {
  const lines: string[] = [];
  for (const [name, shape] of SHAPES) {
    const times: number[] = [];
    let reads = 0;
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const measured = await readsOf(() => backend.searchListings(shape));
      times.push(performance.now() - started);
      reads += measured.reads;
      total = measured.result.total;
    }
    times.sort((a, b) => a - b);
    lines.push(
      `  ${name.padEnd(26)} p50 ${ms(percentile(times, 50)).padStart(9)}  p95 ${ms(percentile(times, 95)).padStart(9)}  ` +
        `reads/query ${(reads / RUNS).toFixed(1).padStart(5)}  matches ${total}`,
    );
  }
  return lines;
}

async function benchEmbedded(n: number, listings: string, products: string): Promise<void> {
  const before = heap();
  const backend = new EmbeddedSearchBackend({
    productFeed: firestoreProductFeed(products),
    listingSource: firestoreListingSource(listings),
  });
  const started = performance.now();
  const first = await readsOf(async () => {
    await backend.searchProducts('stroller');
    return backend.searchListings(params({ q: 'stroller' }));
  });
  const loadMs = performance.now() - started;
  const held = heap() - before;
  console.log(
    `embedded backend, ${n.toLocaleString('en-US')} active listings, ${PRODUCTS.toLocaleString('en-US')} products` +
      (n > EMBEDDED_LISTING_LIMIT
        ? `  (past its stated limit of ${EMBEDDED_LISTING_LIMIT.toLocaleString('en-US')}: it logs an error at start)`
        : ''),
  );
  console.log(
    `  first load: ${(loadMs / 1000).toFixed(1)} s, ${first.reads.toLocaleString('en-US')} reads; memory held: ${mb(held)}`,
  );
  for (const line of await timeShapes(backend)) console.log(line);
  for (const q of ['stroller', 'graco car seat', 'strollr']) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      total = (await backend.searchProducts(q)).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  products "${q}"`.padEnd(29) +
        ` p50 ${ms(percentile(times, 50)).padStart(9)}  p95 ${ms(percentile(times, 95)).padStart(9)}  matches ${total}`,
    );
  }
  // A new listing, from its write to the first search that finds it.
  const fresh = { ...syntheticListing(10_000_000 + n, Date.now()), id: `fresh-${n}`, title: 'Zyzzyva Bench Stroller' };
  const written = performance.now();
  await db()
    .collection(listings)
    .doc(fresh.id)
    .set({ ...fresh, updatedAt: Date.now() });
  let found = false;
  while (!found && performance.now() - written < 30_000) {
    found = (await backend.searchListings(params({ q: 'zyzzyva' }))).total > 0;
    if (!found) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`  a new listing searchable after ${found ? ms(performance.now() - written) : 'more than 30 s'}`);
  backend.close();
}

/**
 * The same shapes on Typesense, when TYPESENSE_URL and an admin TYPESENSE_API_KEY name a cluster: the
 * synthetic documents go into collections of the bench's own, as the extension would copy them.
 */
async function benchTypesense(n: number, now: number): Promise<void> {
  const url = process.env.TYPESENSE_URL?.trim();
  const apiKey = process.env.TYPESENSE_API_KEY?.trim();
  if (!url || !apiKey) {
    console.log('typesense backend: skipped (TYPESENSE_URL and TYPESENSE_API_KEY are not set; no server here)');
    return;
  }
  const { Client } = await import('typesense');
  const urls = url.split(',').map((u) => u.trim());
  const admin = new Client({ apiKey, nodes: urls.map((u) => ({ url: u })), connectionTimeoutSeconds: 30 });
  const names = { listings: `bench-listings-${n}-${now}`, products: `bench-products-${n}-${now}` };
  await admin.collections().create(listingCollectionSchema(names.listings));
  await admin.collections().create(productCollectionSchema(names.products));
  try {
    for (let i = 0; i < n; i += 5_000) {
      const docs = Array.from({ length: Math.min(5_000, n - i) }, (_, j) => syntheticListing(i + j, now));
      await admin
        .collections(names.listings)
        .documents()
        .import(docs.map((l) => asExtensionWrites(l.id, { ...l }, TYPESENSE_LISTING_FIELDS)));
    }
    const products = Array.from({ length: PRODUCTS }, (_, i) =>
      asExtensionWrites(`p${i}`, syntheticProduct(i), TYPESENSE_PRODUCT_FIELDS),
    );
    await admin.collections(names.products).documents().import(products);
    console.log(`typesense backend, ${n.toLocaleString('en-US')} active listings (memory held in the function: none)`);
    for (const line of await timeShapes(
      new TypesenseSearchBackend(clientSearcher({ urls, searchKey: apiKey }), names),
    )) {
      console.log(line);
    }
  } finally {
    await admin.collections(names.listings).delete();
    await admin.collections(names.products).delete();
  }
}

async function benchFindRegistry(): Promise<void> {
  setRegistryCollection('bench-registries');
  console.log(
    `find-a-registry on Firestore prefix tokens, ${REGISTRIES.toLocaleString('en-US')} public registries (no memory held)`,
  );
  for (const q of ['okafor', 'maya', 'maya okafor', 'sm', 'smi', 'grace lee registry', 'zzzz']) {
    const times: number[] = [];
    let reads = 0;
    let hits = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const measured = await readsOf(() => findRegistries(q));
      times.push(performance.now() - started);
      reads += measured.reads;
      hits = measured.result.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  "${q}"`.padEnd(24) +
        ` p50 ${ms(percentile(times, 50)).padStart(9)}  p95 ${ms(percentile(times, 95)).padStart(9)}  reads/query ${(reads / 3).toFixed(0).padStart(4)}  shown ${hits}`,
    );
  }
  setRegistryCollection(null);
}

/** Reads of the demand insights as N grows: one registry's change, and the hourly refresh. */
async function benchInsights(n: number, listings: string): Promise<void> {
  const demand = {
    products: 'bench-demand-products',
    categories: 'bench-demand-categories',
    changes: 'bench-demand-changes',
  };
  const collections: InsightCollections = {
    listings,
    products: 'bench-products',
    summary: `bench-insights/summary-${n}`,
    recallsMeta: 'bench-meta/recalls',
    demand,
  };
  const item = (id: string) => ({
    id,
    title: 'Stroller',
    brand: 'Graco',
    category: 'strollers',
    purchased: false,
    quantity: 1,
  });
  const before = { items: [item('p1'), item('p2')] };
  const after = { items: [item('p1'), item('p2'), item('p3')] };
  const change = await readsOf(() => applyDemandChange(`bench-${n}`, `u${n}`, before, after, demand));
  const refresh = await readsOf(() => refreshMarketplaceInsights(Date.now(), collections));
  console.log(
    `  insights: one registry adding an item ${change.reads} reads; the hourly refresh ${refresh.reads.toLocaleString('en-US')} reads ` +
      `(category counts cost a read per 1,000 active listings; the rest is bounded)`,
  );
}

async function main(): Promise<void> {
  installReadCounter();
  const now = Date.now();
  console.log("Scale bench on the Firestore emulator (times are this machine's, for comparison within one run)\n");
  await writeMany(db(), 'bench-products', PRODUCTS, syntheticProduct, (i) => `p${i}`);
  await writeMany(
    db(),
    'bench-registries',
    REGISTRIES,
    (i) => syntheticRegistry(i, now),
    (i) => `u${i}`,
  );
  let written = 0;
  for (const n of sizes) {
    // Each size has a collection of its own, so the embedded backend reads exactly n active listings.
    const listings = `bench-listings-${n}`;
    await writeMany(
      db(),
      listings,
      n,
      (i) => syntheticListing(i, now),
      (i) => `l${i}`,
    );
    written += n;
    await benchEmbedded(n, listings, 'bench-products');
    await benchTypesense(n, now);
    await benchInsights(n, listings);
    console.log('');
  }
  await benchFindRegistry();
  console.log('');
  await benchJobs(now);
  console.log('');
  for (const line of await benchAlertReads(now)) console.log(line);
  console.log(`\n(${written.toLocaleString('en-US')} listings written in all)`);
  if (process.env.TYPESENSE_URL)
    console.log('\nTypesense: see the search contract tests; this bench runs the embedded backend only.');
}

await main();
process.exit(0);
