// listingAlerts/{id}: a person's "Tell me when one is listed near me" (decision 016), saved and changed
// by the api only (the 50 cap, the ZIP's area, every field's bounds): the owner gets, lists (filtered
// on uid, limit 50) and deletes theirs; admins get and list; no client creates or edits one, the owner
// and admins included, so neither the cap nor the bounds can be walked around.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, orderBy, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { BUYER, PARTIES, SEEDED_AT, SELLER, asParty, type Party } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

const alert = (uid: string, overrides: Record<string, unknown> = {}) => ({
  uid,
  productId: 'uppababy-vista-v2',
  productTitle: 'Littlewalk City Lite Stroller',
  zip: '11215',
  city: 'New York',
  state: 'NY',
  lat: 40.667,
  lng: -73.986,
  radiusMiles: 10,
  maxPriceCents: 45000,
  minCondition: 'gently-used',
  conditions: ['new-with-tags', 'new-without-tags', 'like-new', 'gently-used'],
  createdAt: SEEDED_AT.getTime(),
  updatedAt: SEEDED_AT.getTime(),
  notifiedDay: null,
  ...overrides,
});
// The owner is the buyer party: a parent looking for used gear.
const OWNER = BUYER;
const rules = useRulesEnv('listing-alerts', () => ({
  'listingAlerts/mine': alert(OWNER),
  'listingAlerts/mine-too': alert(OWNER, { zip: '10025' }),
  'listingAlerts/sellers': alert(SELLER),
}));

const isOwner = (party: Party) => party === 'buyer';

describe('listingAlerts/{id} by party (buyer = the owner of "mine")', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const owners = (n: number) =>
      list(db(), 'listingAlerts', where('uid', '==', OWNER), orderBy('createdAt', 'desc'), limit(n));

    it(`${party}: get ${verdict(isOwner(party) || party === 'admin')}`, async () => {
      await expectRule(isOwner(party) || party === 'admin', getDoc(doc(db(), 'listingAlerts/mine')));
    });

    it(`${party}: listing the owner's (limit 50) ${verdict(isOwner(party) || party === 'admin')}; unfiltered only for admins`, async () => {
      await expectRule(isOwner(party) || party === 'admin', owners(50));
      await expectRule(party === 'admin', owners(100));
      await assertFails(owners(101));
      await expectRule(party === 'admin', list(db(), 'listingAlerts', limit(20)));
    });

    it(`${party}: creating or editing one fails, valid or not (the api saves them, under the cap)`, async () => {
      await assertFails(setDoc(doc(db(), 'listingAlerts/new'), alert(OWNER)));
      await assertFails(updateDoc(doc(db(), 'listingAlerts/mine'), { maxPriceCents: 50000 }));
      await assertFails(updateDoc(doc(db(), 'listingAlerts/mine'), { notifiedDay: null, radiusMiles: 5000 }));
      await assertFails(updateDoc(doc(db(), 'listingAlerts/mine'), { uid: SELLER }));
      await assertFails(updateDoc(doc(db(), 'listingAlerts/mine'), { productTitle: 'x'.repeat(5000) }));
    });

    it(`${party}: deleting the owner's ${verdict(isOwner(party))}`, async () => {
      await expectRule(isOwner(party), deleteDoc(doc(db(), 'listingAlerts/mine-too')));
    });
  }

  it("owner: another person's alert refuses get, list and delete", async () => {
    const owner = asParty(rules, 'buyer');
    await assertFails(getDoc(doc(owner, 'listingAlerts/sellers')));
    await assertFails(list(owner, 'listingAlerts', where('uid', '==', SELLER), limit(10)));
    await assertFails(deleteDoc(doc(owner, 'listingAlerts/sellers')));
  });
});
