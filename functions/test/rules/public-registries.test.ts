// publicRegistries/{uid}: anyone gets a projection by uid; nobody lists them; only functions write.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { buildPublicRegistry } from '../../src/registry/public-projection.js';
import { newRegistryItem, REGISTRY_DEFAULTS, type PublicRegistry } from '../../src/shared/registry.js';
import { OWNER, ROLES, list, useRulesEnv } from './setup.js';

function projection(uid: string): PublicRegistry {
  const product = [newRegistryItem({ id: 'p1', title: 'Stroller', brand: 'Acme' }, 1)];
  const built = buildPublicRegistry({ uid, ...REGISTRY_DEFAULTS, product }, 1_750_000_000_000);
  if (!built) throw new Error('a public registry has a projection');
  return built;
}

const rules = useRulesEnv('public-registries', () => ({ [`publicRegistries/${OWNER}`]: projection(OWNER) }));

describe('publicRegistries/{uid} by role', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);
    const ref = (fs: Firestore, uid = OWNER) => doc(fs, `publicRegistries/${uid}`);

    it(`${role}: get succeeds, and a missing projection reads as not existing`, async () => {
      const snap = await assertSucceeds(getDoc(ref(db())));
      expect(snap.data()).toEqual(projection(OWNER));
      expect((await assertSucceeds(getDoc(ref(db(), 'no-such-uid')))).exists()).toBe(false);
    });

    it(`${role}: list fails, whatever the query`, async () => {
      await assertFails(list(db(), 'publicRegistries'));
      await assertFails(list(db(), 'publicRegistries', where('searchPrefixes', 'array-contains', 'bab')));
      await assertFails(list(db(), 'publicRegistries', where('uid', '==', OWNER), limit(1)));
    });

    it(`${role}: create, update and delete fail`, async () => {
      const fs = db();
      await assertFails(setDoc(ref(fs, 'new-uid'), projection('new-uid')));
      await assertFails(setDoc(ref(fs), projection(OWNER)));
      await assertFails(updateDoc(ref(fs), { title: 'Changed' }));
      await assertFails(updateDoc(ref(fs), { purchasedCount: 0 }));
      await assertFails(deleteDoc(ref(fs)));
    });
  }
});

describe("the baby's date never reaches the projection (issue 27)", () => {
  it('a registry that carried a dueDate still projects none, and givers read none', async () => {
    const registry = { uid: OWNER, ...REGISTRY_DEFAULTS, product: [], dueDate: '2026-10-02' };
    const built = buildPublicRegistry(registry, 1_750_000_000_000);
    expect(built).not.toBeNull();
    await rules.withoutRules((fs) => setDoc(doc(fs, `publicRegistries/${OWNER}`), built ?? {}));
    for (const role of ['signed out', 'other user'] as const) {
      const snap = await assertSucceeds(getDoc(doc(rules.as(role), `publicRegistries/${OWNER}`)));
      expect(snap.data()).not.toHaveProperty('dueDate');
      expect(JSON.stringify(snap.data())).not.toContain('2026-10-02');
    }
  });
});
