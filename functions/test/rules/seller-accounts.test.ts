// sellerAccounts/{uid}: a seller's balance, payouts and public id, written by functions only:
// its owner and admins get it; only admins list them (limit 100); no client writes.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PARTIES, SELLER, SELLER_ID, SEEDED_AT, asParty, only } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

const account = {
  uid: SELLER,
  sellerId: SELLER_ID,
  balanceCents: 12_000,
  pendingCents: 4_000,
  payouts: [],
  updatedAt: SEEDED_AT,
};
const rules = useRulesEnv('seller-accounts', () => ({ [`sellerAccounts/${SELLER}`]: account }));

describe('sellerAccounts/{uid} by party (seller = the owner)', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const isAdmin = party === 'admin';

    it(`${party}: get ${verdict(only(['seller', 'admin'])(party))}`, async () => {
      await expectRule(only(['seller', 'admin'])(party), getDoc(doc(db(), `sellerAccounts/${SELLER}`)));
    });

    it(`${party}: list (limit 100) ${verdict(isAdmin)}; above 100 fails`, async () => {
      await expectRule(isAdmin, list(db(), 'sellerAccounts', limit(100)));
      await assertFails(list(db(), 'sellerAccounts', limit(101)));
    });

    it(`${party}: create, update (plausible or invalid) and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'sellerAccounts/new-seller'), { ...account, uid: 'new-seller' }));
      await assertFails(updateDoc(doc(db(), `sellerAccounts/${SELLER}`), { balanceCents: 1_000_000 }));
      await assertFails(updateDoc(doc(db(), `sellerAccounts/${SELLER}`), { balanceCents: 'lots' }));
      await assertFails(updateDoc(doc(db(), `sellerAccounts/${SELLER}`), { sellerId: 'another-sellers-id' }));
      await assertFails(deleteDoc(doc(db(), `sellerAccounts/${SELLER}`)));
    });
  }
});
