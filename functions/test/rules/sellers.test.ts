// sellers/{sellerId}: a seller's public profile (first name, city, rating, response time, sales) by
// their public id, written by functions only: anyone gets one; nobody lists them; no client writes,
// not even its seller. sellerIds/{sellerId}, the way back to the account, is closed to everyone.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PARTIES, SELLER, SELLER_ID, asParty } from './marketplace-roles.js';
import { list, useRulesEnv } from './setup.js';

const seller = () => ({
  firstName: 'Maya',
  city: 'Brooklyn',
  ratingAverage: 4.8,
  ratingCount: 12,
  responseHours: 3,
  completedSales: 12,
  activeCount: 4,
});
const rules = useRulesEnv('sellers', () => ({
  [`sellers/${SELLER_ID}`]: seller(),
  [`sellerIds/${SELLER_ID}`]: { sellerId: SELLER_ID, uid: SELLER, createdAt: 1 },
}));

describe('sellers/{sellerId} by party', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);

    it(`${party}: get succeeds, also of a seller that does not exist`, async () => {
      await assertSucceeds(getDoc(doc(db(), `sellers/${SELLER_ID}`)));
      await assertSucceeds(getDoc(doc(db(), 'sellers/nobody')));
    });

    it(`${party}: list fails`, async () => {
      await assertFails(list(db(), 'sellers', limit(10)));
    });

    it(`${party}: create, update (plausible or invalid) and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'sellers/new-seller'), seller()));
      await assertFails(updateDoc(doc(db(), `sellers/${SELLER_ID}`), { ratingAverage: 5 }));
      await assertFails(updateDoc(doc(db(), `sellers/${SELLER_ID}`), { completedSales: 'many' }));
      await assertFails(deleteDoc(doc(db(), `sellers/${SELLER_ID}`)));
    });

    it(`${party}: sellerIds (public id to uid) get, list, create, update and delete fail, admins included`, async () => {
      await assertFails(getDoc(doc(db(), `sellerIds/${SELLER_ID}`)));
      await assertFails(list(db(), 'sellerIds', where('uid', '==', SELLER), limit(1)));
      await assertFails(setDoc(doc(db(), 'sellerIds/mine'), { sellerId: 'mine', uid: SELLER, createdAt: 1 }));
      await assertFails(updateDoc(doc(db(), `sellerIds/${SELLER_ID}`), { uid: 'someone' }));
      await assertFails(deleteDoc(doc(db(), `sellerIds/${SELLER_ID}`)));
    });
  }
});
