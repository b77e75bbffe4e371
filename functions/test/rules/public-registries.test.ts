// publicRegistries/{uid}: anyone gets a projection by uid; nobody lists them; only functions write.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPublicRegistry } from '../../src/registry/public-projection.js';
import { newRegistryItem, REGISTRY_DEFAULTS, type PublicRegistry } from '../../src/shared/registry.js';
import { OWNER, ROLES, firestoreAs, rulesEnvironment } from './setup.js';

let env: RulesTestEnvironment;

function projection(uid: string): PublicRegistry {
  const product = [newRegistryItem({ id: 'p1', title: 'Stroller', brand: 'Acme' }, 1)];
  const built = buildPublicRegistry({ uid, ...REGISTRY_DEFAULTS, product }, 1_750_000_000_000);
  if (!built) throw new Error('a public registry has a projection');
  return built;
}

beforeAll(async () => {
  env = await rulesEnvironment('public-registries');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `publicRegistries/${OWNER}`), projection(OWNER));
  });
});

describe('publicRegistries/{uid} by role', () => {
  for (const role of ROLES) {
    const db = () => firestoreAs(env, role);
    const ref = (fs: Firestore, uid = OWNER) => doc(fs, `publicRegistries/${uid}`);

    it(`${role}: get succeeds, and a missing projection reads as not existing`, async () => {
      const snap = await assertSucceeds(getDoc(ref(db())));
      expect(snap.data()).toEqual(projection(OWNER));
      expect((await assertSucceeds(getDoc(ref(db(), 'no-such-uid')))).exists()).toBe(false);
    });

    it(`${role}: list fails, whatever the query`, async () => {
      const col = collection(db(), 'publicRegistries');
      await assertFails(getDocs(col));
      await assertFails(getDocs(query(col, where('searchWords', 'array-contains', 'baby'))));
      await assertFails(getDocs(query(col, where('uid', '==', OWNER), limit(1))));
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
