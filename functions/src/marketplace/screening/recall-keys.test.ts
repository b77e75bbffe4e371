// Recall keys: every listing or product whose brand brandMatch would see is a candidate of the
// recall's query (keys in common), checked on the matcher's own cases and on random one-edit brands.
import { describe, expect, it } from 'vitest';
import { brandMatch, matchCatalogProduct } from './recall-match.js';
import { listingRecallKeys, productRecallKeys, recallQueryKeys, singleDeletions } from './recall-keys.js';
import { carSeat, sampleRecall } from './test-listing.js';

const recall = sampleRecall();
const found = (listing: { brand: string; title: string; model: string }, brand = recall.brand) => {
  const stored = new Set(listingRecallKeys(listing));
  return recallQueryKeys({ brand }).some((k) => stored.has(k));
};

/** A random lower-case brand of 5 to 12 letters and digits, and a copy one edit away. */
function randomBrand(random: () => number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const length = 5 + Math.floor(random() * 8);
  return Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
}
function oneEdit(word: string, random: () => number): string {
  const at = Math.floor(random() * word.length);
  const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)] ?? 'x';
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + letter + word.slice(at);
    case 2:
      return word.slice(0, at) + word.slice(at + 1);
    default:
      return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
  }
}
/** A seeded generator, so a failure can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('recall keys', () => {
  it('find the brand as typed, written differently, or spelled in the title or model', () => {
    expect(found(carSeat({ brand: 'ANCHOR-LINE' }))).toBe(true);
    expect(found(carSeat({ brand: 'Latchwell', title: 'Anchorline Skylark 35 infant seat' }))).toBe(true);
    expect(found(carSeat({ brand: '', title: 'Skylark 35 infant seat', model: 'Anchor Line' }))).toBe(true);
    expect(found(carSeat({ brand: '', title: 'Infant seat by A n c h o r l i n e' }))).toBe(true);
    const milkweed = { brand: 'milkweed and co', title: 'Dream Glider', model: 'Dream Glider' };
    expect(found(milkweed, 'Milkweed & Co.')).toBe(true);
  });

  it('find a typed brand one edit off, and not another brand', () => {
    for (const brand of ['Anchorlien', 'Anchorlin', 'Anchorlinee', 'Ancorline', 'Anchorlime']) {
      expect(brandMatch(carSeat({ brand, title: 'Infant seat', model: '' }), recall)).toBe('close');
      expect(found(carSeat({ brand, title: 'Infant seat', model: '' }))).toBe(true);
    }
    expect(found(carSeat({ brand: 'Latchwell', title: 'Harbor convertible seat', model: 'Harbor' }))).toBe(false);
  });

  it('find every listing brandMatch sees, over 5,000 random one-edit brands', () => {
    const random = mulberry32(26);
    for (let i = 0; i < 5000; i++) {
      const brand = randomBrand(random);
      const typed = oneEdit(brand, random);
      const listing = carSeat({ brand: typed, title: `${oneEdit(brand, random)} seat`, model: '' });
      if (brandMatch(listing, sampleRecall({ brand })) !== null) {
        expect(found(listing, brand), `${typed} for ${brand}`).toBe(true);
      }
    }
  });

  it('find a catalog product that matches by its brand or its title', () => {
    const byBrand = { brand: 'Anchorline', title: 'Skylark 35 Infant Car Seat' };
    const byTitle = { brand: 'Anchorline Baby Co', title: 'Anchorline Skylark 35 Infant Car Seat' };
    for (const product of [byBrand, byTitle]) {
      expect(matchCatalogProduct({ ...product, category: 'car-seats', subcategory: 'infant' }, null, recall)).toBe(
        'near',
      );
      expect(productRecallKeys(product)).toContain(recallQueryKeys(recall)[0]);
    }
    expect(productRecallKeys({ brand: 'Latchwell', title: 'Skylark 35' })).not.toContain('anchorline');
  });

  it('stay bounded: at most 30 query keys a chunk of three, one recall at most 61', () => {
    expect(singleDeletions('bob')).toEqual([]);
    expect(recallQueryKeys({ brand: 'Bob' })).toEqual(['bob']);
    expect(recallQueryKeys({ brand: 'x'.repeat(20) + 'y'.repeat(40) }).length).toBeLessThanOrEqual(61);
    const longest = listingRecallKeys({ brand: 'b'.repeat(60), title: 'a '.repeat(40), model: 'c '.repeat(40) });
    expect(longest.length).toBeLessThan(700);
  });
});
