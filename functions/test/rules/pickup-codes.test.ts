// pickupCodes/{orderId}: the code a pickup order's buyer shows at the hand-over (issue 23 #4). The
// buyer and admins get it; the seller never does (typing it is their proof of the hand-over), nor
// anyone else; nobody lists or writes it. pickupChecks/{orderId} (its hash and wrong tries) is closed
// to every client, admins included.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { BUYER, PARTIES, SEEDED_AT, asParty, only } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

const code = (orderId: string) => ({ orderId, buyerUid: BUYER, code: '042917', createdAt: SEEDED_AT.getTime() });
const check = (orderId: string) => ({
  orderId,
  salt: 'a1b2c3',
  codeHash: 'f'.repeat(64),
  wrongCodes: 0,
  lockedUntil: null,
  createdAt: SEEDED_AT.getTime(),
});

const rules = useRulesEnv('pickup-codes', () => ({
  'pickupCodes/o1': code('o1'),
  'pickupChecks/o1': check('o1'),
}));

describe('pickupCodes/{orderId} by party', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const canGet = only(['buyer', 'admin'])(party);

    it(`${party}: get of the buyer's pickup code ${verdict(canGet)}`, async () => {
      await expectRule(canGet, getDoc(doc(db(), 'pickupCodes/o1')));
    });

    it(`${party}: list fails, even filtered to the buyer`, async () => {
      await assertFails(list(db(), 'pickupCodes', where('buyerUid', '==', BUYER), limit(10)));
    });

    it(`${party}: create, update and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'pickupCodes/o2'), code('o2')));
      await assertFails(updateDoc(doc(db(), 'pickupCodes/o1'), { code: '000000' }));
      await assertFails(deleteDoc(doc(db(), 'pickupCodes/o1')));
    });
  }
});

describe('pickupChecks/{orderId} by party', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);

    it(`${party}: get, list, create, update and delete fail`, async () => {
      await assertFails(getDoc(doc(db(), 'pickupChecks/o1')));
      await assertFails(list(db(), 'pickupChecks', limit(10)));
      await assertFails(setDoc(doc(db(), 'pickupChecks/o2'), check('o2')));
      await assertFails(updateDoc(doc(db(), 'pickupChecks/o1'), { wrongCodes: 0, lockedUntil: null }));
      await assertFails(deleteDoc(doc(db(), 'pickupChecks/o1')));
    });
  }
});
