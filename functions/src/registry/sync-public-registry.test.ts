// The registries/{uid} trigger's handler against the Firestore emulator: projection written, kept, removed.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sampleItem } from '../../test/helpers/api.js';
import { requireEmulators } from '../../test/helpers/emulators.js';
import { publicRegistryRef, registryRef, registrySlugRef, userRef } from '../lib/collections.js';
import { searchPrefixes } from '../shared/search-prefixes.js';
import { newRegistryDoc } from './new-registry.js';
import { syncPublicRegistry } from './sync-public-registry.js';

const T1 = 1_750_000_000_000;
const T2 = T1 + 60_000;

async function newRegistry(overrides: Record<string, unknown> = {}): Promise<string> {
  requireEmulators();
  const uid = `sync-${randomUUID()}`;
  await registryRef(uid).set({
    ...newRegistryDoc(uid),
    ownerName: 'Maya Okafor',
    product: [
      sampleItem('p1'),
      sampleItem('p2', { purchased: true, email: { email: 'ruth@example.com' }, first: 'Ruth', orderNumber: 'A-1' }),
      sampleItem('p3', { isPublic: false }),
    ],
    ...overrides,
  });
  return uid;
}

const projection = async (uid: string) => (await publicRegistryRef(uid).get()).data();

describe('syncPublicRegistry', () => {
  it('writes the projection of a public registry, without purchaser data or private items', async () => {
    const uid = await newRegistry({ nameSlug: 'maya-and-sam' });
    expect(await syncPublicRegistry(uid, T1)).toBe('written');
    const doc = await projection(uid);
    expect(doc).toMatchObject({
      uid,
      ownerName: 'Maya Okafor',
      title: 'Baby Registry',
      nameSlug: 'maya-and-sam',
      itemCount: 2,
      purchasedCount: 1,
      searchPrefixes: searchPrefixes('Maya Okafor Baby Registry'),
      updatedAt: T1,
    });
    expect((doc?.items as { id: string }[]).map((i) => i.id)).toEqual(['p1', 'p2']);
    // The uid is a random UUID, which can itself hold "a-1": leave it out of the text searched.
    const { uid: _uid, ...withoutUid } = doc ?? {};
    expect(JSON.stringify(withoutUid)).not.toMatch(/ruth|A-1|email|orderNumber/i);
  });

  it("never copies the baby's date: not from the owner's profile, nor from a registry that carried one", async () => {
    const uid = await newRegistry({ dueDate: '2026-10-02' });
    await userRef(uid).set({ uid, first: 'Maya', last: 'Okafor', registryId: uid, dueDate: '2026-10-02', city: null });
    expect(await syncPublicRegistry(uid, T1)).toBe('written');
    const doc = await projection(uid);
    expect(doc).toBeDefined();
    expect(doc).not.toHaveProperty('dueDate');
    expect(JSON.stringify(doc)).not.toContain('2026-10-02');
    await userRef(uid).delete();
  });

  it('is idempotent: a second run changes nothing, not even updatedAt', async () => {
    const uid = await newRegistry();
    expect(await syncPublicRegistry(uid, T1)).toBe('written');
    const first = await publicRegistryRef(uid).get();
    expect(await syncPublicRegistry(uid, T2)).toBe('unchanged');
    const second = await publicRegistryRef(uid).get();
    expect(second.data()).toEqual(first.data());
    expect(second.updateTime?.isEqual(first.updateTime!)).toBe(true);
  });

  it('follows changes to the registry', async () => {
    const uid = await newRegistry();
    await syncPublicRegistry(uid, T1);
    await registryRef(uid).update({ title: 'Twins!', product: [sampleItem('p3'), sampleItem('p1')] });
    expect(await syncPublicRegistry(uid, T2)).toBe('written');
    expect(await projection(uid)).toMatchObject({ title: 'Twins!', itemCount: 2, purchasedCount: 0, updatedAt: T2 });
  });

  it('deletes the projection when the registry turns private, and writes it again when public', async () => {
    const uid = await newRegistry();
    await syncPublicRegistry(uid, T1);
    await registryRef(uid).update({ isPublic: false });
    expect(await syncPublicRegistry(uid, T2)).toBe('deleted');
    expect((await publicRegistryRef(uid).get()).exists).toBe(false);
    expect(await syncPublicRegistry(uid, T2)).toBe('unchanged');
    await registryRef(uid).update({ isPublic: true });
    expect(await syncPublicRegistry(uid, T2)).toBe('written');
    expect(await projection(uid)).toMatchObject({ uid, itemCount: 2 });
  });

  it('never creates a projection for a private registry', async () => {
    const uid = await newRegistry({ isPublic: false });
    expect(await syncPublicRegistry(uid, T1)).toBe('unchanged');
    expect((await publicRegistryRef(uid).get()).exists).toBe(false);
  });

  it('deletes the projection and releases only its own name when the registry is deleted', async () => {
    const uid = await newRegistry({ nameSlug: `gone-${uid8()}` });
    const slug = (await registryRef(uid).get()).get('nameSlug') as string;
    const othersSlug = `kept-${uid8()}`;
    await Promise.all([registrySlugRef(slug).set({ uid }), registrySlugRef(othersSlug).set({ uid: 'someone-else' })]);
    await syncPublicRegistry(uid, T1);
    await registryRef(uid).delete();
    expect(await syncPublicRegistry(uid, T2)).toBe('deleted');
    expect((await publicRegistryRef(uid).get()).exists).toBe(false);
    expect((await registrySlugRef(slug).get()).exists).toBe(false);
    expect((await registrySlugRef(othersSlug).get()).exists).toBe(true);
    expect(await syncPublicRegistry(uid, T2)).toBe('unchanged');
  });

  it('reflects the registry as stored, whatever was there before', async () => {
    const uid = await newRegistry();
    await publicRegistryRef(uid).set({ uid, items: [{ id: 'stale' }], itemCount: 1, email: 'leak@example.com' });
    expect(await syncPublicRegistry(uid, T1)).toBe('written');
    const doc = await projection(uid);
    expect(doc).not.toHaveProperty('email');
    expect((doc?.items as { id: string }[]).map((i) => i.id)).toEqual(['p1', 'p2']);
  });

  it('fails closed: when the projection cannot be written, the stale public copy is deleted, not kept', async () => {
    const uid = await newRegistry();
    expect(await syncPublicRegistry(uid, T1)).toBe('written');
    // Items stored before the rules bounded them: 20,000 bare ones fit the registry (about 0.7 MB), but
    // each gains purchased, quantity and note in the projection, which passes 1 MiB.
    const bare = Array.from({ length: 20_000 }, (_, i) => ({ id: `x${i}`, isPublic: true, title: 't', brand: 'b' }));
    const hidden = [sampleItem('p1', { isPublic: false }), sampleItem('p2')];
    await registryRef(uid).update({ product: [...hidden, ...bare] });
    expect(await syncPublicRegistry(uid, T2)).toBe('withdrawn');
    // Nobody sees the item the owner has just hidden.
    expect((await publicRegistryRef(uid).get()).exists).toBe(false);

    await registryRef(uid).update({ product: hidden });
    expect(await syncPublicRegistry(uid, T2)).toBe('written');
    expect((await projection(uid))?.items).toMatchObject([{ id: 'p2' }]);
  });
});

function uid8(): string {
  return randomUUID().slice(0, 8);
}
