// users/{uid}/savedListings/{listingId}: {listingId, savedAt}; only the owner gets, lists (limit 100),
// saves (id == listingId, server time, no other keys) and unsaves; nobody edits one; a deleted
// account's token saves nothing.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, orderBy, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MARKETPLACE_LIMITS } from '../../src/shared/marketplace.js';
import { PARTIES, SELLER, SEEDED_AT, STRANGER, asParty } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

// The owner here is the seller party (setup.ts's owner): saving is for any signed-in member.
const OWNER = SELLER;
const SAVED = `users/${OWNER}/savedListings`;
const saved = (listingId: string, overrides: Record<string, unknown> = {}) => ({
  listingId,
  savedAt: serverTimestamp(),
  ...overrides,
});
const rules = useRulesEnv('saved-listings', () => ({
  [`${SAVED}/kept`]: { listingId: 'kept', savedAt: SEEDED_AT },
  [`users/${STRANGER}/savedListings/theirs`]: { listingId: 'theirs', savedAt: SEEDED_AT },
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

    it(`${party}: saving and unsaving a listing for the owner ${verdict(allowed)}`, async () => {
      await expectRule(allowed, setDoc(doc(db(), `${SAVED}/new-listing`), saved('new-listing')));
      await expectRule(allowed, deleteDoc(doc(db(), `${SAVED}/kept`)));
    });

    it(`${party}: editing a saved listing fails, valid or not`, async () => {
      await assertFails(updateDoc(doc(db(), `${SAVED}/kept`), { savedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db(), `${SAVED}/kept`), { listingId: 'other' }));
    });
  }

  const owner = () => asParty(rules, 'seller');

  it("owner: another user's saved listings refuse get, list, save and delete", async () => {
    const theirs = `users/${STRANGER}/savedListings`;
    await assertFails(getDoc(doc(owner(), `${theirs}/theirs`)));
    await assertFails(list(owner(), theirs, limit(10)));
    await assertFails(setDoc(doc(owner(), `${theirs}/planted`), saved('planted')));
    await assertFails(deleteDoc(doc(owner(), `${theirs}/theirs`)));
  });

  it.each([
    ['an extra key', saved('x', { note: 'for the nursery' })],
    ['a listingId that differs from the document id', saved('another-listing')],
    ['no savedAt', { listingId: 'x' }],
    ['a client-chosen savedAt', saved('x', { savedAt: new Date('2026-01-01T00:00:00Z') })],
    ['a listingId that is not a string', { listingId: 42, savedAt: serverTimestamp() }],
  ])('owner: saving with %s is refused', async (_what, data) => {
    await assertFails(setDoc(doc(owner(), `${SAVED}/x`), data));
  });

  it(`owner: a listing id of ${MARKETPLACE_LIMITS.productId} characters saves, one longer is refused`, async () => {
    const longest = 'l'.repeat(MARKETPLACE_LIMITS.productId);
    const tooLong = 'l'.repeat(MARKETPLACE_LIMITS.productId + 1);
    await assertSucceeds(setDoc(doc(owner(), `${SAVED}/${longest}`), saved(longest)));
    await assertFails(setDoc(doc(owner(), `${SAVED}/${tooLong}`), saved(tooLong)));
  });

  it('owner: after the account is deleted its token can no longer save listings', async () => {
    await rules.withoutRules((fs) => setDoc(doc(fs, `deletedAccounts/${OWNER}`), { deletedAt: new Date() }));
    await assertFails(setDoc(doc(owner(), `${SAVED}/late`), saved('late')));
  });
});
