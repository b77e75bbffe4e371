// sellers/{uid}: a seller's public profile (first name, city, rating, response time, sales), written
// by functions only: anyone gets one by uid; nobody lists them; no client writes, not even its seller.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PARTIES, SELLER, asParty } from './marketplace-roles.js';
import { list, useRulesEnv } from './setup.js';

const seller = (uid: string) => ({
  uid,
  firstName: 'Maya',
  city: 'Brooklyn',
  ratingAverage: 4.8,
  ratingCount: 12,
  responseHours: 3,
  completedSales: 12,
  activeCount: 4,
});
const rules = useRulesEnv('sellers', () => ({ [`sellers/${SELLER}`]: seller(SELLER) }));

describe('sellers/{uid} by party', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);

    it(`${party}: get succeeds, also of a seller that does not exist`, async () => {
      await assertSucceeds(getDoc(doc(db(), `sellers/${SELLER}`)));
      await assertSucceeds(getDoc(doc(db(), 'sellers/nobody')));
    });

    it(`${party}: list fails`, async () => {
      await assertFails(list(db(), 'sellers', limit(10)));
    });

    it(`${party}: create, update (plausible or invalid) and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'sellers/new-seller'), seller('new-seller')));
      await assertFails(updateDoc(doc(db(), `sellers/${SELLER}`), { ratingAverage: 5 }));
      await assertFails(updateDoc(doc(db(), `sellers/${SELLER}`), { completedSales: 'many' }));
      await assertFails(deleteDoc(doc(db(), `sellers/${SELLER}`)));
    });
  }
});
