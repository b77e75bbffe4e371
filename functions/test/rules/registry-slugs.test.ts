// registrySlugs/{nameSlug}: anyone gets a name's holder; nobody lists; only the slug function writes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, OTHER, OWNER, ROLES, firestoreAs, rulesEnvironment, type Role } from './setup.js';

let env: RulesTestEnvironment;
const SLUG = 'maya-and-sam';

beforeAll(async () => {
  env = await rulesEnvironment('registry-slugs');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `registrySlugs/${SLUG}`), { uid: OWNER });
  });
});

const selfUid: Record<Role, string> = { 'signed out': 'anyone', owner: OWNER, 'other user': OTHER, admin: ADMIN };

describe('registrySlugs/{nameSlug} by role', () => {
  for (const role of ROLES) {
    const db = () => firestoreAs(env, role);
    const ref = (fs: Firestore, slug = SLUG) => doc(fs, `registrySlugs/${slug}`);

    it(`${role}: get succeeds, and an unknown name reads as not existing`, async () => {
      expect((await assertSucceeds(getDoc(ref(db())))).data()).toEqual({ uid: OWNER });
      expect((await assertSucceeds(getDoc(ref(db(), 'nobody-here')))).exists()).toBe(false);
    });

    it(`${role}: list fails, even for the names one holds`, async () => {
      const col = collection(db(), 'registrySlugs');
      await assertFails(getDocs(col));
      await assertFails(getDocs(query(col, where('uid', '==', selfUid[role]))));
    });

    it(`${role}: claiming, taking over, changing and releasing a name all fail`, async () => {
      const fs = db();
      await assertFails(setDoc(ref(fs, 'brand-new-name'), { uid: selfUid[role] }));
      await assertFails(setDoc(ref(fs), { uid: selfUid[role] }));
      await assertFails(updateDoc(ref(fs), { uid: selfUid[role] }));
      await assertFails(deleteDoc(ref(fs)));
    });
  }
});
