// A listing's page in the render function's memory is forgotten when what it offers changes: the
// trigger's note, and every instance following the notes (on the Firestore emulator).
import type { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEmulators } from '../../test/helpers/emulators.js';
import { db } from '../lib/admin.js';
import { cachePolicyFor } from './cache-policy.js';
import { changesListingPage, followListingChanges, listingIdOfPage, noteListingPageChange } from './listing-changes.js';
import { PageCache } from './page-cache.js';

const collection = `render-invalidations-${randomUUID().slice(0, 8)}`;
const page = (body: string) => ({ status: 200, body, gzipped: Buffer.from(body), cacheControl: 'public' });
const active = { status: 'active', priceCents: 12_000, reservation: null, removedReason: null, title: 'Glider' };

describe('listingIdOfPage', () => {
  it('finds the id on both listing routes and on nothing else', () => {
    expect(listingIdOfPage('/marketplace/brand/fernway/fernway-meadow/demo-listing-001')).toBe('demo-listing-001');
    expect(listingIdOfPage('/marketplace/fernway-meadow/demo-listing-002')).toBe('demo-listing-002');
    for (const path of [
      '/marketplace',
      '/marketplace/brand/fernway',
      '/marketplace/category/strollers',
      '/marketplace/search/crib',
      '/marketplace/orders/o1',
      '/marketplace/sell/abc',
      '/marketplace/questions/q1',
      '/registry/maya-okafor',
    ]) {
      expect(listingIdOfPage(path), path).toBeNull();
      expect(cachePolicyFor(path, 200)?.memoryMaxAge, path).toBeUndefined();
    }
  });
});

describe('changesListingPage', () => {
  it('is true for what a buyer acts on, false for the rest', () => {
    expect(changesListingPage(active, { ...active, status: 'sold' })).toBe(true);
    expect(changesListingPage(active, { ...active, status: 'reserved', reservation: { until: 1 } })).toBe(true);
    expect(changesListingPage(active, { ...active, priceCents: 9_000 })).toBe(true);
    expect(changesListingPage(undefined, active)).toBe(true);
    expect(changesListingPage(active, undefined)).toBe(true);
    expect(changesListingPage(active, { ...active, title: 'Glider, barely used', updatedAt: 5 })).toBe(false);
  });
});

describe('following listing changes', () => {
  let stop: (() => void) | undefined;
  beforeAll(() => requireEmulators());
  afterAll(() => stop?.());

  it('forgets the page of a listing that sold and keeps the others', async () => {
    const sold = `${collection}-sold`;
    const other = `${collection}-other`;
    const cache = new PageCache(50);
    cache.set(`/marketplace/brand/fernway/fernway-meadow/${sold}`, page('Buy now'), 60);
    cache.set(`/marketplace/fernway-meadow/${other}`, page('Buy now'), 60);
    cache.set('/marketplace', page('Fresh listings'), 60);
    const since = Date.now() - 60_000;
    stop = await followListingChanges(db(), cache, since, { collection });

    // A description edit is not noted; a sale is.
    expect(await noteListingPageChange(db(), sold, active, { ...active, description: 'New' }, { collection })).toBe(
      false,
    );
    expect(await noteListingPageChange(db(), sold, active, { ...active, status: 'sold' }, { collection })).toBe(true);
    const notes = await db().collection(collection).where('listingId', '==', sold).get();
    expect(notes.size).toBe(1);
    expect((notes.docs[0]?.get('expiresAt') as Timestamp).toMillis()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    await expect
      .poll(() => cache.get(`/marketplace/brand/fernway/fernway-meadow/${sold}`), { timeout: 10_000 })
      .toBeUndefined();
    expect(cache.get(`/marketplace/fernway-meadow/${other}`)?.body).toBe('Buy now');
    expect(cache.get('/marketplace')?.body).toBe('Fresh listings');
  });
});
