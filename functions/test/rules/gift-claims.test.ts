// registries/{uid}/giftClaims/{claimId}: made and reflected by functions only; no one reads or writes them.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OWNER, ROLES, list, useRulesEnv } from './setup.js';

const CLAIM = `registries/${OWNER}/giftClaims/p1`;
const claim = { itemId: 'p1', claimedAt: 1_700_000_100_000, reflectedAt: 1_700_000_100_001 };
const rules = useRulesEnv('gift-claims', () => ({ [CLAIM]: claim }));

describe('registries/{uid}/giftClaims/{claimId} by role', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);
    const ref = (fs: Firestore, path = CLAIM) => doc(fs, path);

    it(`${role}: get and list fail, the registry owner's own included`, async () => {
      await assertFails(getDoc(ref(db())));
      await assertFails(list(db(), `registries/${OWNER}/giftClaims`));
    });

    it(`${role}: creating a claim (winning a gift without the function), changing and deleting one fail`, async () => {
      const fs = db();
      await assertFails(setDoc(ref(fs, `registries/${OWNER}/giftClaims/p2`), { ...claim, itemId: 'p2' }));
      await assertFails(updateDoc(ref(fs), { claimedAt: 1 }));
      await assertFails(deleteDoc(ref(fs)));
    });
  }
});
