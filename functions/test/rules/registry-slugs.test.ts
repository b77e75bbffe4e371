// registrySlugs/{nameSlug}: anyone gets a name's holder; nobody lists; only the slug function writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN, OTHER, OWNER, ROLES, list, useRulesEnv, type Role } from './setup.js';

const SLUG = 'maya-and-sam';
const rules = useRulesEnv('registry-slugs', () => ({ [`registrySlugs/${SLUG}`]: { uid: OWNER } }));

const selfUid: Record<Role, string> = { 'signed out': 'anyone', owner: OWNER, 'other user': OTHER, admin: ADMIN };

describe('registrySlugs/{nameSlug} by role', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);
    const ref = (fs: Firestore, slug = SLUG) => doc(fs, `registrySlugs/${slug}`);

    it(`${role}: get succeeds, and an unknown name reads as not existing`, async () => {
      expect((await assertSucceeds(getDoc(ref(db())))).data()).toEqual({ uid: OWNER });
      expect((await assertSucceeds(getDoc(ref(db(), 'nobody-here')))).exists()).toBe(false);
    });

    it(`${role}: list fails, even for the names one holds`, async () => {
      await assertFails(list(db(), 'registrySlugs'));
      await assertFails(list(db(), 'registrySlugs', where('uid', '==', selfUid[role])));
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
