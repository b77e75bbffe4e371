// Demand insights refreshed from the counters (recounted by the paged rebuild), listings and the
// catalog in this file's own collections, and the routes that read or refresh them.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseListing, writeListings } from '../../../test/helpers/browse-listings.js';
import { requireEmulators, signedInUser } from '../../../test/helpers/emulators.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import type { PublicRegistryItem } from '../../shared/registry.js';
import { setUsedSummaries, UsedSummaries, USED_CACHE_MS } from '../browse/used-summaries.js';
import { median } from './aggregate.js';
import { rebuildDemandCounters } from './rebuild-demand.js';
import { refreshMarketplaceInsights, type InsightCollections } from './refresh-insights.js';

const prefix = `insights-${randomUUID().slice(0, 8)}`;
const collections: InsightCollections = {
  listings: `${prefix}-listings`,
  products: `${prefix}-products`,
  summary: `${prefix}-insights/summary`,
  recallsMeta: `${prefix}-meta/recalls`,
  demand: {
    products: `${prefix}-demandProducts`,
    categories: `${prefix}-demandCategories`,
    changes: `${prefix}-demandChanges`,
  },
};
const registriesCollection = `${prefix}-publicRegistries`;

/** The registries as they are now, recounted (the repair path; the trigger's is in demand-counters.test.ts). */
async function recountAndRefresh(now: number, c: InsightCollections) {
  await rebuildDemandCounters({ publicRegistries: registriesCollection, demand: c.demand }, 4);
  return refreshMarketplaceInsights(now, c);
}
const stroller = `${prefix}-stroller`;
const otherStroller = `${prefix}-stroller2`;
const carSeat = `${prefix}-carseat`;
const bought = `${prefix}-bought`;
/** Wanted by six families but a family's own item, not a catalog product. */
const custom = `${prefix}-custom`;
/** In the catalog, wanted by three families, never listed. */
const few = `${prefix}-few`;
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const app = createApp();

const item = (id: string, category: string, purchased = false): PublicRegistryItem => ({
  ...{ id, title: `Registry title of ${id}`, brand: 'Acme', category, purchased, quantity: 1, note: '' },
});

async function seed(): Promise<void> {
  const batch = db().batch();
  const registries = db().collection(registriesCollection);
  for (let i = 1; i <= 9; i++) {
    // r1-r5 want the stroller (r1 twice, and another stroller too); r6-r9 want the car seat; all got `bought`.
    const items =
      i <= 5
        ? [
            item(stroller, 'strollers'),
            ...(i === 1 ? [item(stroller, 'strollers'), item(otherStroller, 'strollers')] : []),
          ]
        : [item(carSeat, 'car-seats')];
    const extra = [...(i >= 4 ? [item(custom, 'bath')] : []), ...(i >= 6 && i <= 8 ? [item(few, 'bath')] : [])];
    batch.set(registries.doc(`${prefix}-r${i}`), {
      uid: `${prefix}-r${i}`,
      items: [...items, ...extra, item(bought, 'play', true)],
    });
  }
  batch.set(db().collection(collections.products).doc(stroller), { title: 'Catalog Stroller', category: 'strollers' });
  batch.set(db().collection(collections.products).doc(few), { title: 'Catalog Bath Seat', category: 'bath' });
  batch.set(db().collection(collections.products).doc(carSeat), { title: 'Catalog Car Seat', category: 'car-seats' });
  batch.set(db().doc(collections.recallsMeta), { count: 1200, updatedAt: now });
  await batch.commit();
  const listing = (name: string, o: Parameters<typeof browseListing>[0]) =>
    browseListing({ ...o, id: `${prefix}-${name}` });
  await writeListings(collections.listings, [
    ...[10_000, 20_000, 40_000].map((priceCents, i) => listing(`a${i}`, { id: '', productId: stroller, priceCents })),
    listing('loose', { id: '', productId: null, priceCents: 30_000 }),
    listing('draft', { id: '', productId: stroller, priceCents: 100, status: 'draft' }),
    ...[
      [15_000, 2],
      [25_000, 4],
    ].map(([priceCents = 0, days = 0], i) =>
      listing(`s${i}`, {
        ...{ id: '', productId: stroller, priceCents, status: 'sold' },
        ...{ publishedAt: now - 10 * DAY, soldAt: now - 10 * DAY + days * DAY },
      }),
    ),
  ]);
}

beforeAll(async () => {
  requireEmulators();
  await seed();
});

afterAll(() => setUsedSummaries(null));

describe('refreshMarketplaceInsights after the paged rebuild', () => {
  it('counts registries, not items, and shows fewer than 5 as null', async () => {
    const insights = await recountAndRefresh(now, collections);
    expect(insights.updatedAt).toBe(now);
    expect(insights.products[stroller]?.wantedRegistries).toBe(5);
    // Wanted by 4 and by 1 family, never listed: not published at all, not even as "fewer than 5".
    expect(insights.products[carSeat]).toBeUndefined();
    expect(insights.products[otherStroller]).toBeUndefined();
    // Received by every registry: wanted by none, and with no listings it is left out.
    expect(insights.products[bought]).toBeUndefined();
    expect(insights.categories.strollers?.wantedRegistries).toBe(5);
    expect(insights.categories['car-seats']?.wantedRegistries).toBeNull();
    expect(insights.categories.play?.wantedRegistries).toBeNull();
    expect(Object.keys(insights.categories)).toContain('bath');
  });

  it('takes medians of asking and sold prices and days to sell, and the catalog title', async () => {
    const insights = await recountAndRefresh(now, collections);
    expect(insights.products[stroller]).toEqual({
      ...{ title: 'Catalog Stroller', category: 'strollers', wantedRegistries: 5, listed: 3 },
      ...{ minAskCents: 10_000, medianAskCents: 20_000, medianSoldCents: 20_000, medianDaysToSell: 3 },
    });
    expect(Object.keys(insights.products)).toEqual([stroller]);
    expect(insights.categories.strollers).toEqual({
      ...{ wantedRegistries: 5, listed: 4, medianAskCents: 25_000, medianSoldCents: 20_000, medianDaysToSell: 3 },
    });
    expect(insights.recallsNote).toBe('Every listing is checked against 1,200 recalls.');
    const stored = (await db().doc(collections.summary).get()).data();
    expect(stored).toEqual(insights);
  });

  it('publishes only catalog products, and only once 5 families want one or it is listed (issue 23 #9)', async () => {
    const insights = await recountAndRefresh(now, collections);
    // Six families' own item: never published, and its title appears nowhere in the public summary.
    expect(insights.products[custom]).toBeUndefined();
    expect(JSON.stringify(insights)).not.toContain('Registry title of');
    // A catalog product three families want and nobody lists: absent, so its presence tells nothing.
    expect(insights.products[few]).toBeUndefined();
    // Listed once: published for its prices, with the families still hidden under 5.
    await writeListings(collections.listings, [
      browseListing({ id: `${prefix}-few1`, productId: few, priceCents: 5_000 }),
    ]);
    const listed = await recountAndRefresh(now, collections);
    expect(listed.products[few]).toMatchObject({ title: 'Catalog Bath Seat', wantedRegistries: null, listed: 1 });
    // Two more families: five want it now, and the count is shown.
    await db()
      .collection(registriesCollection)
      .doc(`${prefix}-r10`)
      .set({ uid: `${prefix}-r10`, items: [item(few, 'bath'), item(carSeat, 'car-seats')] });
    await db()
      .collection(registriesCollection)
      .doc(`${prefix}-r11`)
      .set({ uid: `${prefix}-r11`, items: [item(few, 'bath')] });
    const five = await recountAndRefresh(now, collections);
    expect(five.products[few]?.wantedRegistries).toBe(5);
    // The car seat: five families now, in the catalog, published with the catalog's title only.
    expect(five.products[carSeat]).toMatchObject({ title: 'Catalog Car Seat', wantedRegistries: 5, listed: 0 });
  });

  it('counts active listings in full: per category by count(), per product from its used summary', async () => {
    // Asking-price medians come from the most recent active listings; counts are not cut by that sample.
    await db()
      .collection(collections.products)
      .doc(few)
      .update({ used: { count: 7, minPriceCents: 4_000 } });
    const insights = await recountAndRefresh(now, collections);
    expect(insights.products[few]).toMatchObject({ listed: 7, minAskCents: 4_000, medianAskCents: 5_000 });
    // Three stroller listings, one without a product and the bath seat's (listed under strollers).
    expect(insights.categories.strollers?.listed).toBe(5);
    expect(insights.categories.bath?.listed).toBe(0);
  });

  it('has a median for odd and even counts and none for nothing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('GET /api/marketplace/used', () => {
  it('answers count and lowest price per product from the summary, cached for a minute', async () => {
    await recountAndRefresh(now, collections);
    const clock = { now: 0 };
    setUsedSummaries(new UsedSummaries(collections.summary, () => clock.now));
    const used = () =>
      request(app)
        .get('/api/marketplace/used')
        .query({ productIds: `${stroller},${carSeat},nope` });
    const res = await used();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toEqual({ [stroller]: { count: 3, minPriceCents: 10_000 } });
    await db()
      .doc(collections.summary)
      .update({ [`products.${stroller}.listed`]: 7 });
    expect((await used()).body).toEqual({ [stroller]: { count: 3, minPriceCents: 10_000 } });
    clock.now += USED_CACHE_MS;
    expect((await used()).body).toEqual({ [stroller]: { count: 7, minPriceCents: 10_000 } });
  });

  it('refuses a missing, long or malformed list with 400', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `p${i}`).join(',');
    for (const productIds of [undefined, '', ',,', many, 'a/b', ['a', 'b'], 'x'.repeat(129)]) {
      const res = await request(app)
        .get('/api/marketplace/used')
        .query(productIds === undefined ? {} : { productIds });
      expect(res.status, String(productIds)).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('POST /api/admin/marketplace/insights/rebuild', () => {
  it('refreshes the summary, for admins only', async () => {
    const path = '/api/admin/marketplace/insights/rebuild';
    expect((await request(app).post(path)).status).toBe(401);
    const parent = await signedInUser();
    expect((await request(app).post(path).set('Authorization', `Bearer ${parent.idToken}`)).status).toBe(403);
    const admin = await signedInUser({ admin: true });
    const res = await request(app).post(path).set('Authorization', `Bearer ${admin.idToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ categories: 12 });
    const summary = await db().doc('marketplaceInsights/summary').get();
    expect(summary.get('updatedAt')).toBe((res.body as { updatedAt: number }).updatedAt);
  });
});
