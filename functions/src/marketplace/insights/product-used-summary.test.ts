// products/{id}.used from the product's active listings: written, kept, removed, never on a missing product.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { browseListing, writeListings } from '../../../test/helpers/browse-listings.js';
import { requireEmulators } from '../../../test/helpers/emulators.js';
import { db } from '../../lib/admin.js';
import { refreshProductUsedSummary, type UsedCollections } from './product-used-summary.js';

const prefix = `used-${randomUUID().slice(0, 8)}`;
const collections: UsedCollections = { listings: `${prefix}-listings`, products: `${prefix}-products` };
const product = `${prefix}-glider`;
const productRef = () => db().collection(collections.products).doc(product);
const listingRef = (name: string) => db().collection(collections.listings).doc(`${prefix}-${name}`);

beforeAll(async () => {
  requireEmulators();
  await productRef().set({ title: 'Glider', category: 'nursery', popularity: 3 });
  await writeListings(collections.listings, [
    browseListing({ id: `${prefix}-a`, productId: product, priceCents: 5_000 }),
    browseListing({ id: `${prefix}-b`, productId: product, priceCents: 3_000 }),
    browseListing({ id: `${prefix}-sold`, productId: product, priceCents: 1_000, status: 'sold' }),
    browseListing({ id: `${prefix}-draft`, productId: product, priceCents: 900, status: 'draft' }),
    browseListing({ id: `${prefix}-other`, productId: `${prefix}-other`, priceCents: 500 }),
  ]);
});

describe('refreshProductUsedSummary', () => {
  it('writes the count and lowest price of active listings, and again gives the same', async () => {
    expect(await refreshProductUsedSummary(product, collections)).toEqual({ count: 2, minPriceCents: 3_000 });
    expect((await productRef().get()).data()).toEqual({
      ...{ title: 'Glider', category: 'nursery', popularity: 3 },
      used: { count: 2, minPriceCents: 3_000 },
    });
    const before = (await productRef().get()).updateTime;
    expect(await refreshProductUsedSummary(product, collections)).toEqual({ count: 2, minPriceCents: 3_000 });
    // Nothing changed, so nothing was written.
    expect((await productRef().get()).updateTime?.isEqual(before!)).toBe(true);
  });

  it('follows a sale and deletes the field when none is left', async () => {
    await listingRef('b').update({ status: 'sold' });
    expect(await refreshProductUsedSummary(product, collections)).toEqual({ count: 1, minPriceCents: 5_000 });
    expect((await productRef().get()).get('used')).toEqual({ count: 1, minPriceCents: 5_000 });
    await listingRef('a').update({ status: 'removed' });
    expect(await refreshProductUsedSummary(product, collections)).toBeNull();
    const doc = await productRef().get();
    expect(doc.get('used')).toBeUndefined();
    expect(doc.get('title')).toBe('Glider');
  });

  it('never creates a product the catalog does not have', async () => {
    expect(await refreshProductUsedSummary(`${prefix}-other`, collections)).toEqual({ count: 1, minPriceCents: 500 });
    expect((await db().collection(collections.products).doc(`${prefix}-other`).get()).exists).toBe(false);
  });
});
