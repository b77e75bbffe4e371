// ratings/{orderId}: a buyer's rating of a seller after a completed order, written by functions only:
// anyone gets one and lists a seller's (limit 50); no client writes, not even the rating buyer's.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, orderBy, setDoc, updateDoc, where } from 'firebase/firestore';
import type { QueryConstraint } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PARTIES, SELLER_ID, SEEDED_AT, asParty } from './marketplace-roles.js';
import { list, useRulesEnv } from './setup.js';

const MAX_LIST = 50;
const rating = {
  sellerId: SELLER_ID,
  stars: 5,
  comment: 'Spotless, as described.',
  buyerFirstName: 'Sam',
  createdAt: SEEDED_AT,
};
const rules = useRulesEnv('ratings', () => ({ 'ratings/order-1': rating }));

describe('ratings/{orderId} by party', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const sellers = (...extra: QueryConstraint[]) =>
      list(db(), 'ratings', where('sellerId', '==', SELLER_ID), orderBy('createdAt', 'desc'), ...extra);

    it(`${party}: get and a seller's ratings up to ${MAX_LIST} succeed`, async () => {
      await assertSucceeds(getDoc(doc(db(), 'ratings/order-1')));
      await assertSucceeds(sellers(limit(MAX_LIST)));
    });

    it(`${party}: a list above ${MAX_LIST} or without a limit fails`, async () => {
      await assertFails(sellers(limit(MAX_LIST + 1)));
      await assertFails(sellers());
    });

    it(`${party}: create, update (plausible or invalid) and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'ratings/order-2'), rating));
      await assertFails(updateDoc(doc(db(), 'ratings/order-1'), { stars: 4 }));
      await assertFails(updateDoc(doc(db(), 'ratings/order-1'), { stars: 'five' }));
      await assertFails(deleteDoc(doc(db(), 'ratings/order-1')));
    });
  }
});

// Who wrote a rating (issue 23 #7): kept apart from the public rating, for export and deletion only.
describe('ratingAuthors/{orderId} by party', () => {
  const authors = useRulesEnv('rating-authors', () => ({
    'ratingAuthors/order-1': { orderId: 'order-1', buyerUid: 'buyer-uid', createdAt: SEEDED_AT },
  }));
  for (const party of PARTIES) {
    it(`${party}: get, list and write fail`, async () => {
      const db = asParty(authors, party);
      await assertFails(getDoc(doc(db, 'ratingAuthors/order-1')));
      await assertFails(list(db, 'ratingAuthors', where('buyerUid', '==', 'buyer-uid'), limit(10)));
      await assertFails(setDoc(doc(db, 'ratingAuthors/order-2'), { orderId: 'order-2', buyerUid: 'x' }));
    });
  }
});
