// The demand counters on the Firestore emulator: the publicRegistries trigger's handler moves them by
// exactly each write's delta (after the real registry sync), once per event, and the paged rebuild
// recounts the same numbers; the summary publishes a product from its fifth registry.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleItem } from '../../../test/helpers/api.js';
import { requireEmulators } from '../../../test/helpers/emulators.js';
import { db } from '../../lib/admin.js';
import { publicRegistryRef, registryRef } from '../../lib/collections.js';
import { newRegistryDoc } from '../../registry/new-registry.js';
import { syncPublicRegistry } from '../../registry/sync-public-registry.js';
import type { RegistryItem } from '../../shared/registry.js';
import {
  CATEGORY_SHARDS,
  MOVES_PER_TRANSACTION,
  applyDemandChange,
  categoryShardRef,
  readCategoryCounts,
  type DemandCollections,
} from './demand-counters.js';
import { rebuildDemandCounters } from './rebuild-demand.js';
import { refreshMarketplaceInsights } from './refresh-insights.js';

const prefix = `demand-${randomUUID().slice(0, 8)}`;
const demand: DemandCollections = {
  products: `${prefix}-demandProducts`,
  categories: `${prefix}-demandCategories`,
  changes: `${prefix}-demandChanges`,
};
const product = (name: string) => `${prefix}-${name}`;

const productCount = async (id: string): Promise<number> =>
  ((await db().collection(demand.products).doc(id).get()).get('registries') as number | undefined) ?? 0;
const categoryCount = async (slug: string): Promise<number> => (await readCategoryCounts(demand)).get(slug) ?? 0;

let events = 0;

/** What the trigger does after a registry write: the sync, then the handler on the projection's before and after. */
async function syncAndCount(uid: string): Promise<{ moves: number; applied: number; eventId: string }> {
  const before = (await publicRegistryRef(uid).get()).data();
  await syncPublicRegistry(uid);
  const after = (await publicRegistryRef(uid).get()).data();
  const eventId = `${prefix}-event-${++events}`;
  return { ...(await applyDemandChange(eventId, uid, before, after, demand)), eventId };
}

async function newRegistry(items: RegistryItem[]): Promise<string> {
  const uid = `${prefix}-${randomUUID().slice(0, 8)}`;
  await registryRef(uid).set({ ...newRegistryDoc(uid), ownerName: 'Maya Okafor', isPublic: true, product: items });
  await syncAndCount(uid);
  return uid;
}

const item = (name: string, category: string, overrides: Partial<RegistryItem> = {}) =>
  sampleItem(product(name), { category, ...overrides });

beforeAll(() => requireEmulators());

describe('the publicRegistries trigger on the counters', () => {
  it('moves product and category counters by exactly the delta of an added, removed or changed item', async () => {
    const uid = await newRegistry([item('glider', 'nursery'), item('tub', 'bath'), item('tub', 'bath')]);
    // The same product twice in one registry counts once.
    expect(await productCount(product('glider'))).toBe(1);
    expect(await productCount(product('tub'))).toBe(1);
    const nursery = await categoryCount('nursery');
    const bath = await categoryCount('bath');
    const feeding = await categoryCount('feeding');

    // Added: a new product in a new category.
    await registryRef(uid).update({
      product: [item('glider', 'nursery'), item('tub', 'bath'), item('bottle', 'feeding')],
    });
    expect(await syncAndCount(uid)).toMatchObject({ moves: 2, applied: 2 });
    expect(await productCount(product('bottle'))).toBe(1);
    expect(await categoryCount('feeding')).toBe(feeding + 1);
    expect(await categoryCount('nursery')).toBe(nursery);

    // Changed: the tub received (no longer wanted), the glider's category corrected.
    await registryRef(uid).update({
      product: [item('glider', 'gear'), item('tub', 'bath', { purchased: true }), item('bottle', 'feeding')],
    });
    const gear = await categoryCount('gear');
    expect(await syncAndCount(uid)).toMatchObject({ moves: 4, applied: 4 });
    expect(await productCount(product('tub'))).toBe(0);
    expect(await productCount(product('glider'))).toBe(1);
    expect(await categoryCount('bath')).toBe(bath - 1);
    expect(await categoryCount('nursery')).toBe(nursery - 1);
    expect(await categoryCount('gear')).toBe(gear + 1);

    // Removed, and an item made private: both leave the counts.
    await registryRef(uid).update({
      product: [item('glider', 'gear', { isPublic: false }), item('tub', 'bath', { purchased: true })],
    });
    expect(await syncAndCount(uid)).toMatchObject({ moves: 4, applied: 4 });
    expect(await productCount(product('glider'))).toBe(0);
    expect(await productCount(product('bottle'))).toBe(0);
    expect(await categoryCount('feeding')).toBe(feeding);
    expect(await categoryCount('gear')).toBe(gear);

    // A title change moves nothing (the write happens, the counters do not).
    await registryRef(uid).update({ title: 'Twins!' });
    expect(await syncAndCount(uid)).toMatchObject({ moves: 0, applied: 0 });
  });

  it('takes a registry made private (or deleted) out of every count, and puts it back when public', async () => {
    const uid = await newRegistry([item('monitor', 'nursery'), item('sling', 'gear')]);
    const nursery = await categoryCount('nursery');
    await registryRef(uid).update({ isPublic: false });
    expect(await syncAndCount(uid)).toMatchObject({ moves: 4, applied: 4 });
    expect(await productCount(product('monitor'))).toBe(0);
    expect(await productCount(product('sling'))).toBe(0);
    expect(await categoryCount('nursery')).toBe(nursery - 1);
    await registryRef(uid).update({ isPublic: true });
    await syncAndCount(uid);
    expect(await productCount(product('monitor'))).toBe(1);
    await registryRef(uid).delete();
    await syncAndCount(uid);
    expect(await productCount(product('monitor'))).toBe(0);
    expect(await categoryCount('nursery')).toBe(nursery - 1);
  });

  it('counts a retried sync and a redelivered event once', async () => {
    const uid = await newRegistry([item('swing', 'gear')]);
    await registryRef(uid).update({ product: [item('swing', 'gear'), item('mat', 'play')] });
    const before = (await publicRegistryRef(uid).get()).data();
    const first = await syncAndCount(uid);
    const after = (await publicRegistryRef(uid).get()).data();
    expect(first).toMatchObject({ moves: 2, applied: 2 });
    const play = await categoryCount('play');
    // The platform delivers the same event again: its marker says it was counted.
    expect(await applyDemandChange(first.eventId, uid, before, after, demand)).toEqual({ moves: 2, applied: 0 });
    // The sync retried: the projection is already right, so nothing is written and nothing moves.
    expect(await syncAndCount(uid)).toMatchObject({ moves: 0, applied: 0 });
    expect(await productCount(product('mat'))).toBe(1);
    expect(await categoryCount('play')).toBe(play);
  });

  it('splits a large change into chunks, each counted once however often the event comes', async () => {
    const uid = `${prefix}-big`;
    const many = Array.from({ length: MOVES_PER_TRANSACTION * 2 + 10 }, (_, i) => ({
      ...{ id: product(`big${i}`), category: 'sleep', purchased: false },
    }));
    const result = await applyDemandChange(`${prefix}-big-event`, uid, undefined, { items: many }, demand);
    expect(result).toEqual({ moves: many.length + 1, applied: many.length + 1 });
    expect(await applyDemandChange(`${prefix}-big-event`, uid, undefined, { items: many }, demand)).toEqual({
      moves: many.length + 1,
      applied: 0,
    });
    expect(await productCount(product('big0'))).toBe(1);
    expect(await productCount(product(`big${many.length - 1}`))).toBe(1);
    // Taken away again, so the other tests' category counts are unaffected.
    await applyDemandChange(`${prefix}-big-gone`, uid, { items: many }, undefined, demand);
    expect(await productCount(product('big0'))).toBe(0);
  });
});

describe('k-anonymity on the incremental path', () => {
  it('publishes a catalog product from its fifth registry, not its fourth', async () => {
    const catalog = `${prefix}-products`;
    const c = {
      ...{ listings: `${prefix}-listings`, products: catalog, summary: `${prefix}-insights/summary` },
      ...{ recallsMeta: `${prefix}-meta/recalls`, demand },
    };
    const wanted = product('bouncer');
    await db().collection(catalog).doc(wanted).set({ title: 'Catalog Bouncer', category: 'gear' });
    const uids: string[] = [];
    for (let i = 0; i < 4; i++) uids.push(await newRegistry([item('bouncer', 'gear')]));
    const four = await refreshMarketplaceInsights(Date.now(), c);
    expect(await productCount(wanted)).toBe(4);
    expect(four.products[wanted]).toBeUndefined();
    uids.push(await newRegistry([item('bouncer', 'gear')]));
    const five = await refreshMarketplaceInsights(Date.now(), c);
    expect(five.products[wanted]).toMatchObject({ title: 'Catalog Bouncer', wantedRegistries: 5, listed: 0 });
    // One of the five receives it: four again, and gone from the summary.
    await registryRef(uids[0]!).update({ product: [item('bouncer', 'gear', { purchased: true })] });
    await syncAndCount(uids[0]!);
    expect((await refreshMarketplaceInsights(Date.now(), c)).products[wanted]).toBeUndefined();
  });
});

describe('rebuildDemandCounters', () => {
  it('recounts, a few registries a page, the same counters the trigger kept', async () => {
    const rebuilt: DemandCollections = {
      products: `${prefix}-rebuilt-demandProducts`,
      categories: `${prefix}-rebuilt-demandCategories`,
      changes: `${prefix}-rebuilt-demandChanges`,
    };
    const registries = `${prefix}-publicRegistries`;
    const counted: DemandCollections = {
      products: `${prefix}-kept-demandProducts`,
      categories: `${prefix}-kept-demandCategories`,
      changes: `${prefix}-kept-demandChanges`,
    };
    let event = 0;
    /** Writes (or deletes) a projection in the file's own collection and counts it as the trigger would. */
    async function write(uid: string, items: Record<string, unknown>[] | null): Promise<void> {
      const ref = db().collection(registries).doc(uid);
      const before = (await ref.get()).data();
      if (items) await ref.set({ uid, items });
      else await ref.delete();
      await applyDemandChange(`${prefix}-kept-${++event}`, uid, before, items ? { uid, items } : undefined, counted);
    }
    const entry = (id: string, category: string, purchased = false) => ({ id: product(id), category, purchased });
    for (let i = 0; i < 11; i++) {
      const items = [entry('a', 'strollers'), ...(i % 2 ? [entry('b', 'bath')] : []), entry(`own${i}`, 'play', i > 8)];
      await write(`r${i}`, items);
    }
    await write('r3', [entry('a', 'strollers', true), entry('c', 'feeding')]);
    await write('r4', null);
    // One product under two categories, and a category the catalog does not have (not counted).
    await write('r5', [entry('b', 'bath'), entry('b', 'travel'), entry('weird', 'no-such-category')]);
    // A counter left from a product nobody wants any more, which the rebuild removes.
    await db().collection(rebuilt.products).doc(product('stale')).set({ registries: 3 });
    await categoryShardRef(rebuilt, 'travel', CATEGORY_SHARDS - 1).set({ category: 'travel', registries: 9 });

    const result = await rebuildDemandCounters({ publicRegistries: registries, demand: rebuilt }, 3);
    expect(result).toEqual({ registries: 10, products: 10, removed: 1 });

    const nonZero = async (c: DemandCollections) => {
      const snap = await db().collection(c.products).get();
      return Object.fromEntries(
        snap.docs.filter((d) => d.get('registries') !== 0).map((d) => [d.id, d.get('registries') as number]),
      );
    };
    const kept = await nonZero(counted);
    expect(await nonZero(rebuilt)).toEqual(kept);
    expect(kept[product('a')]).toBe(8);
    expect(kept[product('b')]).toBe(4);
    expect(kept[product('weird')]).toBe(1);
    // The stale shard is zeroed: the product under two categories counts once in each.
    expect((await readCategoryCounts(rebuilt)).get('travel')).toBe(1);
    expect((await readCategoryCounts(rebuilt)).get('strollers')).toBe(8);
    expect(Object.fromEntries(await readCategoryCounts(rebuilt))).toEqual(
      Object.fromEntries(await readCategoryCounts(counted)),
    );
  });
});
