// checkouts/{id}: an open payment (amounts, reservation, provider session), written by the checkout
// and webhook functions only: its buyer and admins get it; only admins list them; no client writes.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { BUYER, PARTIES, SELLER, SEEDED_AT, asParty, only } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

const checkout = (buyerUid: string) => ({
  listingId: 'listing-1',
  buyerUid,
  sellerUid: SELLER,
  status: 'open',
  totalCents: 6760,
  reservedUntil: SEEDED_AT,
  createdAt: SEEDED_AT,
});
const rules = useRulesEnv('checkouts', () => ({ 'checkouts/checkout-1': checkout(BUYER) }));

describe('checkouts/{id} by party', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const isAdmin = party === 'admin';

    it(`${party}: get ${verdict(only(['buyer', 'admin'])(party))} (the seller does not see the buyer's payment)`, async () => {
      await expectRule(only(['buyer', 'admin'])(party), getDoc(doc(db(), 'checkouts/checkout-1')));
    });

    it(`${party}: list ${verdict(isAdmin)}, even filtered to the buyer`, async () => {
      await expectRule(isAdmin, list(db(), 'checkouts', limit(100)));
      await expectRule(isAdmin, list(db(), 'checkouts', where('buyerUid', '==', BUYER), limit(20)));
      await assertFails(list(db(), 'checkouts', limit(101)));
    });

    it(`${party}: create, update (plausible or invalid) and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'checkouts/new'), checkout(BUYER)));
      await assertFails(updateDoc(doc(db(), 'checkouts/checkout-1'), { status: 'paid' }));
      await assertFails(updateDoc(doc(db(), 'checkouts/checkout-1'), { totalCents: -100 }));
      await assertFails(deleteDoc(doc(db(), 'checkouts/checkout-1')));
    });
  }
});
