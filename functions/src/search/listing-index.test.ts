// The listing index's freshness: a full load on first use and every 10 minutes, changes read at most
// every 2 seconds in between (dropping listings no longer active), the old copy served when a read fails.
import { describe, expect, it } from 'vitest';
import { browseListing } from '../../test/helpers/browse-listings.js';
import type { Listing } from '../shared/marketplace.js';
import {
  LISTINGS_CHANGES_PAGE,
  LISTINGS_FULL_RELOAD_MS,
  LISTINGS_INCREMENTAL_MS,
  LISTINGS_OVERLAP_MS,
  ListingIndex,
} from './listing-index.js';
import type { ListingSource } from './listing-source.js';

function setup() {
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
    async changedSince(since, limit) {
      state.since.push(since);
      await Promise.resolve();
      if (state.fail) throw new Error('firestore unavailable');
      return [...state.docs.values()].filter((l) => l.updatedAt >= since).slice(0, limit);
    },
  };
  const put = (id: string, status: Listing['status'] = 'active') =>
    state.docs.set(id, browseListing({ id, status, updatedAt: clock.now, title: `Item ${id}` }));
  const index = new ListingIndex({ source, now: () => clock.now });
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

  it('reloads everything every 10 minutes, and after a burst larger than one page of changes', async () => {
    const { clock, state, put, ids } = setup();
    put('a');
    await ids();
    clock.now += LISTINGS_FULL_RELOAD_MS;
    await ids();
    expect(state.fullLoads).toBe(2);
    clock.now += LISTINGS_INCREMENTAL_MS;
    for (let i = 0; i < LISTINGS_CHANGES_PAGE; i++) put(`burst-${i}`);
    await ids();
    expect(state.fullLoads).toBe(2);
    clock.now += 1;
    expect((await ids()).length).toBe(LISTINGS_CHANGES_PAGE + 1);
    expect(state.fullLoads).toBe(3);
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
    clock.now += LISTINGS_FULL_RELOAD_MS;
    expect(await ids()).toEqual(['a']);
  });
});
