// The listing index's freshness: one full load on first use, then only changes, read at most every 2
// seconds (dropping listings no longer active), bursts in pages; the old copy served when a read fails.
import { describe, expect, it } from 'vitest';
import { browseListing } from '../../test/helpers/browse-listings.js';
import type { Listing } from '../shared/marketplace.js';
import { LISTINGS_CHANGES_PAGE, LISTINGS_INCREMENTAL_MS, LISTINGS_OVERLAP_MS, ListingIndex } from './listing-index.js';
import type { ListingSource } from './listing-source.js';

function setup(options: { pagesPerRefresh?: number } = {}) {
  const clock = { now: 1_000_000_000 };
  const state = {
    docs: new Map<string, Listing>(),
    fullLoads: 0,
    since: [] as number[],
    fail: false,
  };
  const source: ListingSource = {
    async loadActive() {
      state.fullLoads++;
      await Promise.resolve();
      if (state.fail) throw new Error('firestore unavailable');
      return [...state.docs.values()].filter((l) => l.status === 'active');
    },
    async changedSince(since, limit, after) {
      state.since.push(since);
      await Promise.resolve();
      if (state.fail) throw new Error('firestore unavailable');
      const key = (l: { updatedAt: number; id: string }) => `${String(l.updatedAt).padStart(16, '0')}/${l.id}`;
      return [...state.docs.values()]
        .filter((l) => l.updatedAt >= since && (!after || key(l) > key(after)))
        .sort((a, b) => (key(a) < key(b) ? -1 : 1))
        .slice(0, limit);
    },
  };
  const put = (id: string, status: Listing['status'] = 'active') =>
    state.docs.set(id, browseListing({ id, status, updatedAt: clock.now, title: `Item ${id}` }));
  const index = new ListingIndex({ source, now: () => clock.now, ...options });
  const ids = async () => [...(await index.listings())].map((e) => e.card.id).sort();
  return { clock, state, put, index, ids };
}

describe('ListingIndex', () => {
  it('loads once for concurrent callers, then reads only changes, at most every 2 seconds', async () => {
    const { clock, state, put, index, ids } = setup();
    put('a');
    put('draft', 'draft');
    await Promise.all([index.listings(), index.listings()]);
    expect(state.fullLoads).toBe(1);
    expect(await ids()).toEqual(['a']);
    put('b');
    clock.now += LISTINGS_INCREMENTAL_MS - 1;
    expect(await ids()).toEqual(['a']);
    expect(state.since).toEqual([]);
    clock.now += 1;
    expect(await ids()).toEqual(['a', 'b']);
    expect(state.fullLoads).toBe(1);
    // Each read reaches back by the overlap, so a change stamped by a slower clock is not missed.
    expect(state.since[0]).toBe(1_000_000_000 - LISTINGS_OVERLAP_MS);
  });

  it('still finds new listings after a change stamped in the future (a sweep run with a moved clock)', async () => {
    const { clock, state, put, index, ids } = setup();
    put('a');
    await index.listings();
    clock.now += LISTINGS_INCREMENTAL_MS;
    state.docs.set('future', browseListing({ id: 'future', updatedAt: clock.now + 3 * 86_400_000, title: 'Later' }));
    await index.listings();
    clock.now += LISTINGS_INCREMENTAL_MS;
    put('b');
    clock.now += LISTINGS_INCREMENTAL_MS;
    expect(await ids()).toEqual(['a', 'b', 'future']);
  });

  it('drops listings that were sold, removed or reserved', async () => {
    const { clock, put, ids } = setup();
    put('a');
    put('b');
    put('c');
    expect(await ids()).toEqual(['a', 'b', 'c']);
    clock.now += LISTINGS_INCREMENTAL_MS;
    put('a', 'sold');
    put('b', 'removed');
    expect(await ids()).toEqual(['c']);
  });

  it('never reads everything again: a burst is read in pages, and one too big for a refresh goes on at the next', async () => {
    const { clock, state, put, ids } = setup({ pagesPerRefresh: 2 });
    put('a');
    await ids();
    for (let hour = 1; hour <= 24; hour++) {
      clock.now += 3_600_000;
      await ids();
    }
    expect(state.fullLoads).toBe(1);
    // Five pages of changes, all stamped in the same millisecond: the cursor goes past equal stamps by id.
    clock.now += LISTINGS_INCREMENTAL_MS;
    for (let i = 0; i < 5 * LISTINGS_CHANGES_PAGE; i++) put(`burst-${String(i).padStart(4, '0')}`);
    // Two pages per refresh; the first page also re-reads "a" (the overlap reaches back to it).
    expect((await ids()).length).toBe(2 * LISTINGS_CHANGES_PAGE);
    clock.now += LISTINGS_INCREMENTAL_MS;
    expect((await ids()).length).toBe(4 * LISTINGS_CHANGES_PAGE);
    clock.now += LISTINGS_INCREMENTAL_MS;
    expect((await ids()).length).toBe(5 * LISTINGS_CHANGES_PAGE + 1);
    expect(state.fullLoads).toBe(1);
    // Caught up: the next refreshes reach back by the overlap (through the burst again, in pages) and
    // find what changed since.
    clock.now += LISTINGS_INCREMENTAL_MS;
    put('after-burst');
    for (let refresh = 0; refresh < 5 && !(await ids()).includes('after-burst'); refresh++) {
      clock.now += LISTINGS_INCREMENTAL_MS;
    }
    expect(await ids()).toContain('after-burst');
    expect(state.fullLoads).toBe(1);
  });

  it('serves its copy when a refresh fails, and fails when it has none', async () => {
    const { clock, state, put, index, ids } = setup();
    state.fail = true;
    await expect(index.listings()).rejects.toThrow('firestore unavailable');
    state.fail = false;
    put('a');
    expect(await ids()).toEqual(['a']);
    state.fail = true;
    clock.now += LISTINGS_INCREMENTAL_MS;
    expect(await ids()).toEqual(['a']);
    clock.now += 3_600_000;
    expect(await ids()).toEqual(['a']);
    expect(state.fullLoads).toBe(2);
  });
});
