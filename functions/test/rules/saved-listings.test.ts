// users/{uid}/savedListings/{listingId}: {listingId, savedAt, title, brand, priceCents, status}, saved
// by the api function (it holds the 500 cap); only the owner gets, lists (limit 100) and unsaves; no
// client saves or edits one, the owner included, so the cap cannot be walked around.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, orderBy, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PARTIES, SELLER, SEEDED_AT, STRANGER, asParty } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

// The owner here is the seller party (setup.ts's owner): saving is for any signed-in member.
const OWNER = SELLER;
const SAVED = `users/${OWNER}/savedListings`;
const card = { title: 'Graco Pack n Play', brand: 'Graco', priceCents: 4000, status: 'active' };
const saved = (listingId: string, overrides: Record<string, unknown> = {}) => ({
  listingId,
  savedAt: serverTimestamp(),
  ...card,
  ...overrides,
});
const rules = useRulesEnv('saved-listings', () => ({
  [`${SAVED}/kept`]: { listingId: 'kept', savedAt: SEEDED_AT, ...card },
  [`users/${STRANGER}/savedListings/theirs`]: { listingId: 'theirs', savedAt: SEEDED_AT, ...card },
}));

describe('users/{uid}/savedListings/{listingId} by party (seller = the owner)', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const allowed = party === 'seller';

    it(`${party}: get and list (limit 100) of the owner's saved listings ${verdict(allowed)}`, async () => {
      await expectRule(allowed, getDoc(doc(db(), `${SAVED}/kept`)));
      await expectRule(allowed, list(db(), SAVED, orderBy('savedAt', 'desc'), limit(100)));
      await assertFails(list(db(), SAVED, limit(101)));
      await assertFails(list(db(), SAVED));
    });

    it(`${party}: unsaving ${verdict(allowed)}; saving from a client fails (the api saves, under the cap)`, async () => {
      await assertFails(setDoc(doc(db(), `${SAVED}/new-listing`), saved('new-listing')));
      await assertFails(setDoc(doc(db(), `${SAVED}/bare`), { listingId: 'bare', savedAt: serverTimestamp() }));
      await expectRule(allowed, deleteDoc(doc(db(), `${SAVED}/kept`)));
    });

    it(`${party}: editing a saved listing fails, valid or not`, async () => {
      await assertFails(updateDoc(doc(db(), `${SAVED}/kept`), { savedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db(), `${SAVED}/kept`), { priceCents: 1 }));
    });
  }

  it("owner: another user's saved listings refuse get, list, save and delete", async () => {
    const owner = asParty(rules, 'seller');
    const theirs = `users/${STRANGER}/savedListings`;
    await assertFails(getDoc(doc(owner, `${theirs}/theirs`)));
    await assertFails(list(owner, theirs, limit(10)));
    await assertFails(setDoc(doc(owner, `${theirs}/planted`), saved('planted')));
    await assertFails(deleteDoc(doc(owner, `${theirs}/theirs`)));
  });
});
