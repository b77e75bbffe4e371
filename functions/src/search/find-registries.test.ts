// Registry finding of the in-memory engine on fixtures: accents, partial names, ranking and limits.
import { describe, expect, it } from 'vitest';
import { InMemorySearchEngine } from './search-engine.js';
import type { RegistrySearchHit } from './types.js';

const registry = (uid: string, ownerName: string, title: string, itemCount = 0): RegistrySearchHit => ({
  uid,
  ownerName,
  title,
  nameSlug: null,
  itemCount,
});

const REGISTRIES = [
  registry('r1', 'Zoë Martin', 'Baby Registry', 3),
  registry('r2', 'José Álvarez', 'Our Little One', 10),
  registry('r3', 'Maya Okafor', "Maya & Sam's Registry", 20),
  registry('r4', 'Mayank Shah', 'Baby Registry', 50),
  registry('r5', 'Sam Lee', 'Twins on the Way', 0),
  registry('r6', 'Registry Owner', "Zoe's Nursery", 1),
];

const engine = InMemorySearchEngine.fromCorpus({ products: [], registries: REGISTRIES });
const uids = async (query: string, limit?: number) => (await engine.findRegistries(query, { limit })).map((r) => r.uid);

describe('InMemorySearchEngine.findRegistries', () => {
  it('ignores case and accents on both sides', async () => {
    expect(await uids('zoe')).toEqual(['r1', 'r6']);
    expect(await uids('ZOË MARTIN')).toEqual(['r1']);
    expect(await uids('JOSE')).toEqual(['r2']);
    expect(await uids('jose alvarez')).toEqual(['r2']);
  });

  it('finds partial names: a prefix of any word', async () => {
    expect(await uids('alv')).toEqual(['r2']);
    expect(await uids('maya o')).toEqual(['r3']);
    expect(await uids('little')).toEqual(['r2']);
  });

  it('needs every query word to match', async () => {
    expect(await uids('maya lee')).toEqual([]);
    expect(await uids('sam twins')).toEqual(['r5']);
  });

  it('ranks whole-word matches first, then owner names over titles', async () => {
    // "Maya" is a whole word of r3; only a prefix of "Mayank", whose registry has more items.
    expect(await uids('maya')).toEqual(['r3', 'r4']);
    expect(await uids('may')).toEqual(['r4', 'r3']);
    // Both say "Sam" in full, but r5 is Sam's own registry.
    expect(await uids('sam')).toEqual(['r5', 'r3']);
  });

  it('answers nothing below 3 letters in all', async () => {
    expect(await uids('jo')).toEqual([]);
    expect(await uids('j o')).toEqual([]);
    expect(await uids(' .. ')).toEqual([]);
    expect(await uids('jos')).toEqual(['r2']);
    expect(await uids('j al')).toEqual(['r2']);
  });

  it('returns 10 by default and at most 20', async () => {
    const smiths = Array.from({ length: 30 }, (_, i) => registry(`s${i}`, `Alex Smith ${i}`, 'Baby Registry', i));
    const big = InMemorySearchEngine.fromCorpus({ products: [], registries: smiths });
    const found = await big.findRegistries('smith');
    expect(found).toHaveLength(10);
    expect(found[0]?.uid).toBe('s29');
    expect(await big.findRegistries('smith', { limit: 50 })).toHaveLength(20);
    expect(await big.findRegistries('smith', { limit: 3 })).toHaveLength(3);
  });
});
