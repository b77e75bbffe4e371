// What a public registry counts for and how a change of it moves the counters, without Firestore.
import { describe, expect, it } from 'vitest';
import { demandMoves, isCountableProductId, wantedBy } from './demand-delta.js';

const item = (id: string, category: string, purchased = false) => ({ id, category, purchased, title: `T ${id}` });

describe('wantedBy', () => {
  it('counts each product and catalog category once, and nothing received', () => {
    const wanted = wantedBy({
      items: [
        item('a', 'strollers'),
        item('a', 'strollers'),
        item('b', 'strollers'),
        item('c', 'bath', true),
        item('d', 'not-a-category'),
        item('x/y', 'play'),
        item('__id__', 'play'),
        { title: 'no id', category: 'toys' },
        null,
      ],
    });
    expect([...wanted.products].sort()).toEqual(['a', 'b', 'd']);
    // The items with an id no counter can carry still tell their category.
    expect([...wanted.categories].sort()).toEqual(['play', 'strollers']);
  });

  it('is nothing for no projection or one without items', () => {
    expect(wantedBy(undefined)).toEqual({ products: new Set(), categories: new Set() });
    expect(wantedBy({ items: 'oops' })).toEqual({ products: new Set(), categories: new Set() });
  });
});

describe('demandMoves', () => {
  it('moves only what changed, categories first, each by id', () => {
    const before = { items: [item('b', 'bath'), item('a', 'strollers'), item('k', 'bath')] };
    const after = { items: [item('a', 'strollers'), item('k', 'bath', true), item('z', 'feeding'), item('c', 'bath')] };
    expect(demandMoves(before, after)).toEqual([
      { kind: 'category', id: 'feeding', by: 1 },
      { kind: 'product', id: 'b', by: -1 },
      { kind: 'product', id: 'c', by: 1 },
      { kind: 'product', id: 'k', by: -1 },
      { kind: 'product', id: 'z', by: 1 },
    ]);
  });

  it('adds or removes everything when the projection appears or goes', () => {
    const data = { items: [item('a', 'strollers'), item('b', 'bath')] };
    expect(demandMoves(undefined, data).map((m) => m.by)).toEqual([1, 1, 1, 1]);
    expect(demandMoves(data, undefined).map((m) => m.by)).toEqual([-1, -1, -1, -1]);
    expect(demandMoves(data, data)).toEqual([]);
  });

  it('takes ids a document can be named by', () => {
    expect(['p1', 'link-abc', 'a.b'].every(isCountableProductId)).toBe(true);
    expect(['', '.', '..', 'a/b', '__x__', 'x'.repeat(129)].some(isCountableProductId)).toBe(false);
  });
});
