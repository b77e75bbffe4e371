// The embedded backend's catalog copy: filled by the feed's first answer (one wait, shared by
// concurrent searches), kept current by its changes with no reload, and served while a failed feed
// is replaced.
import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../shared/catalog.js';
import { EmbeddedSearchBackend } from './embedded-backend.js';
import type { ProductChange, ProductFeed } from './product-feed.js';

const product = (id: string, title: string): CatalogProduct => ({
  ...{ id, title, brand: 'Acme', category: 'play', subcategory: '', price: 10, imageUrl: '', externalUrl: '' },
  ...{ retailer: '', description: '', ageRange: '', popularity: 1, keywords: [] },
});

/** A feed the test drives: it answers, changes and fails when told. */
function drivenFeed() {
  const state = { listens: 0, stops: 0 };
  let send: ((changes: ProductChange[]) => void) | null = null;
  let fail: ((error: Error) => void) | null = null;
  const feed: ProductFeed = {
    listen(onChanges, onError) {
      state.listens++;
      send = onChanges;
      fail = onError;
      return () => {
        state.stops++;
      };
    },
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    state,
    feed,
    send: async (...products: (CatalogProduct | string)[]) => {
      send?.(products.map((p) => (typeof p === 'string' ? { id: p, product: null } : { id: p.id, product: p })));
      await tick();
    },
    fail: async (message: string) => {
      fail?.(new Error(message));
      await tick();
    },
  };
}

function setup() {
  const driven = drivenFeed();
  const backend = new EmbeddedSearchBackend({
    productFeed: driven.feed,
    listingSource: { loadActive: () => Promise.resolve([]), changedSince: () => Promise.resolve([]) },
  });
  const titles = async (q: string) => (await backend.searchProducts(q)).hits.map((p) => p.title);
  return { ...driven, backend, titles };
}

describe('the embedded backend’s product copy', () => {
  it('listens once, on first use, and every search waits for the first answer only', async () => {
    const { state, send, titles } = setup();
    expect(state.listens).toBe(0);
    const waiting = Promise.all([titles('mat'), titles('play')]);
    await send(product('p1', 'Play Mat'));
    expect(await waiting).toEqual([['Play Mat'], ['Play Mat']]);
    expect(state.listens).toBe(1);
  });

  it('applies changes and removals as they come, with no reload', async () => {
    const { state, send, titles } = setup();
    const first = titles('mat');
    await send(product('p1', 'Play Mat'), product('p2', 'Changing Mat'));
    expect(await first).toEqual(['Changing Mat', 'Play Mat']);
    await send(product('p1', 'Play Mat Deluxe'), 'p2', product('p3', 'Bath Mat'));
    expect(await titles('mat')).toEqual(['Bath Mat', 'Play Mat Deluxe']);
    expect(state.listens).toBe(1);
  });

  it('serves its copy when the feed fails, listens again, and the new first answer replaces the copy', async () => {
    const { state, send, fail, titles } = setup();
    const first = titles('mat');
    await send(product('p1', 'Play Mat'), product('p2', 'Changing Mat'));
    await first;
    await fail('stream reset');
    // Served at once from the copy; a new feed starts beside it.
    expect(await titles('mat')).toEqual(['Changing Mat', 'Play Mat']);
    expect(state.listens).toBe(2);
    // p2 was deleted while the first feed was down: the new feed's first answer lacks it.
    await send(product('p1', 'Play Mat'));
    expect(await titles('mat')).toEqual(['Play Mat']);
  });

  it('fails a search when the very first answer fails, and listens again on the next', async () => {
    const { state, send, fail, titles } = setup();
    // The expectation is attached before the failure, so the rejection is never unhandled for a moment.
    const first = expect(titles('mat')).rejects.toThrow('permission denied');
    await fail('permission denied');
    await first;
    const second = titles('mat');
    await send(product('p1', 'Play Mat'));
    expect(await second).toEqual(['Play Mat']);
    expect(state.listens).toBe(2);
  });

  it('stops listening when closed', async () => {
    const { state, send, backend, titles } = setup();
    const first = titles('mat');
    await send(product('p1', 'Play Mat'));
    await first;
    backend.close();
    expect(state.stops).toBe(1);
  });
});
