// marketplaceBlocks/{sellerUid}_{buyerUid}: a seller's block of a buyer's questions, written by the
// api function only; the seller who made it and admins read it; the blocked buyer and others do not.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { BUYER, PARTIES, SELLER, SEEDED_AT, asParty, only } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

const PATH = `marketplaceBlocks/${SELLER}_${BUYER}`;
const block = { sellerUid: SELLER, buyerUid: BUYER, createdAt: SEEDED_AT };
const rules = useRulesEnv('marketplace-blocks', () => ({
  [PATH]: block,
  'marketplaceBlocks/another-seller-uid_buyer-uid': { ...block, sellerUid: 'another-seller-uid' },
}));

describe('marketplaceBlocks/{id} by party', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const reads = only(['seller', 'admin'])(party);

    it(`${party}: get ${verdict(reads)}; another seller's block ${verdict(party === 'admin')}`, async () => {
      await expectRule(reads, getDoc(doc(db(), PATH)));
      await expectRule(party === 'admin', getDoc(doc(db(), 'marketplaceBlocks/another-seller-uid_buyer-uid')));
    });

    it(`${party}: the seller's list (limit 100) ${verdict(reads)}; above 100 or by buyer fails`, async () => {
      await expectRule(reads, list(db(), 'marketplaceBlocks', where('sellerUid', '==', SELLER), limit(100)));
      await assertFails(list(db(), 'marketplaceBlocks', where('sellerUid', '==', SELLER), limit(101)));
      if (party !== 'admin')
        await assertFails(list(db(), 'marketplaceBlocks', where('buyerUid', '==', BUYER), limit(10)));
    });

    it(`${party}: create, update and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'marketplaceBlocks/new'), block));
      await assertFails(setDoc(doc(db(), PATH), { ...block, createdAt: new Date() }));
      await assertFails(deleteDoc(doc(db(), PATH)));
    });
  }
});
