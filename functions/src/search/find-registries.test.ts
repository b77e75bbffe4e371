// Find-a-registry on the Firestore emulator: public registries looked up by the projection's prefix
// tokens, then every word checked and ranked: accents, partial names, ranking, limits and paging.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEmulators } from '../../test/helpers/emulators.js';
import { db } from '../lib/admin.js';
import { buildPublicRegistry } from '../registry/public-projection.js';
import { FIND_MAX_PAGES, findRegistries, setRegistryCollection } from './find-registries.js';

const collection = `find-registries-${randomUUID().slice(0, 8)}`;

/** A projection as the sync trigger writes it, with `itemCount` public items. */
function projection(uid: string, ownerName: string, title: string, itemCount = 0) {
  const product = Array.from({ length: itemCount }, (_, i) => ({
    id: `i${i}`,
    title: 'Swaddle',
    brand: 'Acme',
    isPublic: true,
  }));
  const built = buildPublicRegistry(
    { uid, ownerName, title, description: '', isPublic: true, nameSlug: null, product: product as never },
    1_700_000_000_000,
  );
  if (!built) throw new Error('not public');
  return built;
}

async function write(registries: ReturnType<typeof projection>[]): Promise<void> {
  const batch = db().batch();
  for (const r of registries) batch.set(db().collection(collection).doc(r.uid), r);
  await batch.commit();
}

const uids = async (query: string, limit?: number, pageSize?: number) =>
  (await findRegistries(query, { limit, pageSize })).map((r) => r.uid);

beforeAll(async () => {
  requireEmulators();
  setRegistryCollection(collection);
  await write([
    projection('r1', 'Zoë Martin', 'Baby Registry', 3),
    projection('r2', 'José Álvarez', 'Our Little One', 10),
    projection('r3', 'Maya Okafor', "Maya & Sam's Registry", 20),
    projection('r4', 'Mayank Shah', 'Baby Registry', 50),
    projection('r5', 'Sam Lee', 'Twins on the Way', 0),
    projection('r6', 'Registry Owner', "Zoe's Nursery", 1),
  ]);
});

afterAll(() => setRegistryCollection(null));

describe('findRegistries on Firestore prefix tokens', () => {
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

  it('finds a word past the longest token by its first ten letters, and checks the rest', async () => {
    await write([projection('long', 'Wilhelmina Featherstonehaugh', 'Registry', 2)]);
    expect(await uids('featherstonehaugh')).toEqual(['long']);
    expect(await uids('featherstonehaug wil')).toEqual(['long']);
    expect(await uids('featherstoneXaugh')).toEqual([]);
  });

  it('returns 10 by default and at most 20, fullest registries first', async () => {
    await write(Array.from({ length: 30 }, (_, i) => projection(`s${i}`, `Alex Smith ${i}`, 'Baby Registry', i)));
    const found = await findRegistries('smith');
    expect(found).toHaveLength(10);
    expect(found[0]?.uid).toBe('s29');
    expect(found[0]).toEqual({
      uid: 's29',
      ownerName: 'Alex Smith 29',
      title: 'Baby Registry',
      nameSlug: null,
      itemCount: 29,
    });
    expect(await findRegistries('smith', { limit: 50 })).toHaveLength(20);
    expect(await findRegistries('smith', { limit: 3 })).toHaveLength(3);
  });

  it('reads further pages until enough match every word, up to its bound of pages', async () => {
    await write([
      ...Array.from({ length: 40 }, (_, i) => projection(`robin${i}`, 'Robin Parker', 'Registry', 10 + i)),
      ...Array.from({ length: 3 }, (_, i) => projection(`quinn${i}`, 'Quinn Parker', 'Registry', i)),
    ]);
    // "parker", the longest word, is looked up; the Quinns hold the fewest items, so they come 41st to 43rd.
    expect(FIND_MAX_PAGES).toBe(4);
    expect((await uids('quinn parker', 10, 11)).sort()).toEqual(['quinn0', 'quinn1', 'quinn2']);
    expect(await uids('quinn parker', 10, 10)).toEqual([]);
    expect(await uids('robin parker', 10, 10)).toHaveLength(10);
  });

  it('looks a query up by a distinctive word, not one most titles share', async () => {
    // 50 fuller registries titled "Baby Registry" would fill the pages if "registry" were looked up.
    await write(Array.from({ length: 50 }, (_, i) => projection(`br${i}`, `Taylor Brown ${i}`, 'Baby Registry', 80)));
    await write([projection('grace', 'Grace Lee', 'Our Baby Registry', 1)]);
    expect(await uids('grace lee registry', 10, 10)).toEqual(['grace']);
  });
});
