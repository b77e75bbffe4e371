// The in-memory engine's loading: lazily on first use, shared by concurrent calls, at most every 5 minutes.
import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../shared/catalog.js';
import type { SearchCorpus, SearchSource } from './firestore-source.js';
import { getSearchEngine, InMemorySearchEngine, REFRESH_MS, setSearchEngine } from './search-engine.js';

const product = (id: string, title: string): CatalogProduct => ({
  ...{ id, title, brand: 'Acme', category: 'play', subcategory: '', price: 10, imageUrl: '', externalUrl: '' },
  ...{ retailer: '', description: '', ageRange: '', popularity: 1, keywords: [] },
});

/** A source whose answers the test controls, counting how often it is read. */
function fakeSource(corpus: SearchCorpus) {
  const state = { loads: 0, corpus, failWith: null as Error | null };
  const source: SearchSource = {
    async load() {
      state.loads++;
      await Promise.resolve();
      if (state.failWith) throw state.failWith;
      return state.corpus;
    },
  };
  return { state, source };
}

function setup() {
  const clock = { now: 1_000_000 };
  const { state, source } = fakeSource({ products: [product('p1', 'Play Mat')], registries: [] });
  const engine = new InMemorySearchEngine({ source, now: () => clock.now });
  const titles = async (q: string) => (await engine.searchProducts(q)).hits.map((p) => p.title);
  return { clock, state, engine, titles };
}

describe('InMemorySearchEngine loading', () => {
  it('loads nothing until first used, then once for concurrent calls', async () => {
    const { state, engine } = setup();
    expect(state.loads).toBe(0);
    await Promise.all([engine.searchProducts('mat'), engine.findRegistries('maya'), engine.searchProducts('play')]);
    expect(state.loads).toBe(1);
  });

  it('serves its copy for 5 minutes, then reloads', async () => {
    const { clock, state, titles } = setup();
    expect(await titles('mat')).toEqual(['Play Mat']);
    state.corpus = { products: [product('p2', 'Activity Mat')], registries: [] };
    clock.now += REFRESH_MS - 1;
    expect(await titles('mat')).toEqual(['Play Mat']);
    expect(state.loads).toBe(1);
    clock.now += 1;
    expect(await titles('mat')).toEqual(['Activity Mat']);
    expect(state.loads).toBe(2);
  });

  it('keeps serving the old copy when a reload fails, and retries later', async () => {
    const { clock, state, titles } = setup();
    await titles('mat');
    state.failWith = new Error('firestore unavailable');
    clock.now += REFRESH_MS;
    expect(await titles('mat')).toEqual(['Play Mat']);
    expect(await titles('mat')).toEqual(['Play Mat']);
    expect(state.loads).toBe(2);
    state.failWith = null;
    state.corpus = { products: [product('p2', 'Activity Mat')], registries: [] };
    clock.now += 60_000;
    expect(await titles('mat')).toEqual(['Activity Mat']);
  });

  it('fails when the first load fails, and tries again on the next call', async () => {
    const { state, titles } = setup();
    state.failWith = new Error('firestore unavailable');
    await expect(titles('mat')).rejects.toThrow('firestore unavailable');
    state.failWith = null;
    expect(await titles('mat')).toEqual(['Play Mat']);
  });
});

describe('getSearchEngine', () => {
  it('returns one engine until another is set', () => {
    const first = getSearchEngine();
    expect(first).toBeInstanceOf(InMemorySearchEngine);
    expect(getSearchEngine()).toBe(first);
    const other = InMemorySearchEngine.fromCorpus({ products: [], registries: [] });
    setSearchEngine(other);
    expect(getSearchEngine()).toBe(other);
    setSearchEngine(null);
    expect(getSearchEngine()).not.toBe(other);
  });
});
