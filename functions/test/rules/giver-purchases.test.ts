// giverPurchases/{id}: which gifts a signed-in giver claimed, written by the purchase claim function;
// no client reads or writes it, not even the giver (their data export shows it).
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OTHER, OWNER, ROLES, list, useRulesEnv } from './setup.js';

const record = { giverUid: OWNER, registryUid: OTHER, itemId: 'p1', purchasedAt: 1_750_000_000_000 };
const rules = useRulesEnv('giver-purchases', () => ({ 'giverPurchases/g1': record }));

describe('giverPurchases/{id} by role', () => {
  for (const role of ROLES) {
    it(`${role}: get, list, create, update and delete all fail`, async () => {
      const fs = rules.as(role);
      await assertFails(getDoc(doc(fs, 'giverPurchases/g1')));
      await assertFails(list(fs, 'giverPurchases'));
      await assertFails(list(fs, 'giverPurchases', where('giverUid', '==', OWNER)));
      await assertFails(setDoc(doc(fs, 'giverPurchases/g2'), record));
      await assertFails(updateDoc(doc(fs, 'giverPurchases/g1'), { itemId: 'p2' }));
      await assertFails(deleteDoc(doc(fs, 'giverPurchases/g1')));
    });
  }
});
