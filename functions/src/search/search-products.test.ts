// Product ranking of the embedded backend on fixtures: matching, order, typos, accents and pages.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/errors.js';
import { normaliseWords, type CatalogProduct } from '../shared/catalog.js';
import { encodeCursor } from './cursor.js';
import { EmbeddedSearchBackend } from './embedded-backend.js';

function product(id: string, title: string, extra: Partial<CatalogProduct> = {}): CatalogProduct {
  const p: CatalogProduct = {
    ...{ id, title, brand: 'Acme', category: 'strollers', subcategory: '', price: 100, imageUrl: '' },
    ...{ externalUrl: '', retailer: '', description: '', ageRange: '', popularity: 50, keywords: [] },
    ...extra,
  };
  return { ...p, keywords: extra.keywords ?? normaliseWords(`${p.title} ${p.brand} ${p.category} ${p.subcategory}`) };
}

const CATALOG = [
  product('s1', 'Trail Double Jogging Stroller', { brand: 'Bob', subcategory: 'jogging-strollers', popularity: 5 }),
  product('s2', 'Urban Jogging Stroller', { brand: 'Doubleday', subcategory: 'jogging-strollers', popularity: 99 }),
  product('s3', 'Twin Runner Double Stroller', { subcategory: 'jogging-strollers', popularity: 80 }),
  product('s4', 'City Mini Stroller', { brand: 'Baby Jogger', subcategory: 'full-size-strollers', popularity: 95 }),
  product('t1', 'Jogger Sun Shade', { category: 'travel', popularity: 10 }),
  product('t2', 'Stroller Organizer', { brand: 'Skip Hop', category: 'travel', popularity: 30 }),
  product('c1', 'Infant Car Seat', { brand: 'Chicco', category: 'car-seats', popularity: 90 }),
  product('c2', 'Convertible Car Seat', { brand: 'Graco', category: 'car-seats', popularity: 70 }),
  product('n1', 'Mini Crib', { brand: 'Babyletto', category: 'nursery', subcategory: 'cribs', popularity: 60 }),
  product('n2', 'Convertible Crib', { brand: 'Babyletto', category: 'nursery', subcategory: 'cribs', popularity: 75 }),
  product('n3', 'Cribsheet Organic Set', { category: 'nursery', subcategory: 'bedding', popularity: 100 }),
  product('h1', 'Baby Monitor', { brand: 'Nanit', category: 'health-and-safety', popularity: 85 }),
  product('f1', 'Anti-Colic Bottle Set', { brand: "Dr. Brown's", category: 'feeding', popularity: 65 }),
  product('g1', 'Bouncer Bliss', { brand: 'BabyBjörn', category: 'gear', subcategory: 'bouncers', popularity: 80 }),
];

const engine = EmbeddedSearchBackend.fromProducts(CATALOG);
const ids = async (query: string) => (await engine.searchProducts(query, { limit: 48 })).hits.map((p) => p.id);

describe('EmbeddedSearchBackend.searchProducts: matching', () => {
  it("ranks a double jogging stroller first for 'double jogging stroller'", async () => {
    expect(await ids('double jogging stroller')).toEqual(['s1', 's3', 's2']);
  });

  it('needs every query word to match', async () => {
    expect(await ids('convertible seat')).toEqual(['c2']);
    expect(await ids('convertible bassinet')).toEqual([]);
  });

  it('matches prefixes of 2 letters or more', async () => {
    expect(await ids('conv')).toEqual(['n2', 'c2']);
    expect(await ids('co cr')).toEqual(['n2']);
    expect(await ids('c')).toEqual([]);
  });

  it('ignores stop words, and case and accents', async () => {
    expect(await ids('A stroller for the CITY')).toEqual(['s4']);
    expect(await ids('BABYBJÖRN')).toEqual(['g1']);
    expect(await ids('babybjorn bouncer')).toEqual(['g1']);
  });

  it("drops 'baby' beside other words but searches it alone", async () => {
    expect(await ids('baby monitor')).toEqual(['h1']);
    expect(await ids('baby stroller')).toContain('s1');
    const baby = await ids('baby');
    expect(baby[0]).toBe('h1');
    expect(baby).toEqual(expect.arrayContaining(['s4', 'g1', 'n1', 'n2']));
    expect(baby).not.toContain('s1');
    expect(await ids('the')).toEqual([]);
  });

  it('forgives one typo in words of 5 letters or more, and plurals', async () => {
    expect(await ids('strolelr organizer')).toEqual(['t2']);
    expect(await ids('monitr')).toEqual(['h1']);
    expect(await ids('convertable crib')).toEqual(['n2']);
    expect(await ids('crbi')).toEqual([]);
    expect(await ids('bouncers')).toEqual(['g1']);
  });
});

describe('EmbeddedSearchBackend.searchProducts: order', () => {
  it('puts exact words before prefixes, whatever the popularity', async () => {
    expect(await ids('crib')).toEqual(['n2', 'n1', 'n3']);
  });

  it('puts title matches before brand or category matches', async () => {
    expect(await ids('jogger')).toEqual(['t1', 's4']);
  });

  it('orders equally good matches by popularity', async () => {
    expect(await ids('stroller')).toEqual(['s2', 's4', 's3', 't2', 's1']);
  });
});

describe('EmbeddedSearchBackend.searchProducts: pages', () => {
  const many = Array.from({ length: 61 }, (_, i) => product(`m${i}`, `Stroller ${i}`, { popularity: i % 7 }));
  const big = EmbeddedSearchBackend.fromProducts(many);

  it('covers every hit exactly once across cursors, in order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await big.searchProducts('stroller', { limit: 7, cursor });
      expect(page.total).toBe(61);
      expect(page.hits.length).toBeLessThanOrEqual(7);
      seen.push(...page.hits.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(61);
    expect(new Set(seen).size).toBe(61);
    const all = await big.searchProducts('stroller', { limit: 48 });
    expect(seen.slice(0, 48)).toEqual(all.hits.map((p) => p.id));
  });

  it('uses 24 by default and keeps the limit within 1..48', async () => {
    expect((await big.searchProducts('stroller')).hits).toHaveLength(24);
    expect((await big.searchProducts('stroller', { limit: 500 })).hits).toHaveLength(48);
    expect((await big.searchProducts('stroller', { limit: 0 })).hits).toHaveLength(1);
  });

  it('ends with a null cursor, also past the end', async () => {
    const last = await big.searchProducts('stroller', { limit: 48, cursor: encodeCursor(48) });
    expect(last.hits).toHaveLength(13);
    expect(last.nextCursor).toBeNull();
    const beyond = await big.searchProducts('stroller', { cursor: encodeCursor(500) });
    expect(beyond).toEqual({ hits: [], nextCursor: null, total: 61 });
  });

  it('refuses a forged cursor with a 400', async () => {
    for (const cursor of ['garbage!', Buffer.from('-5').toString('base64url'), 'x'.repeat(40)]) {
      const error: unknown = await big.searchProducts('stroller', { cursor }).catch((e: unknown) => e);
      expect(error, cursor).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
    }
  });
});
