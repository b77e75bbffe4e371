// deletedAccounts/{uid}: the marker the account-deletion function writes; no client reads or writes it,
// not even the account it names (only the rules' exists() looks at it).
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OTHER, OWNER, ROLES, list, useRulesEnv } from './setup.js';

const rules = useRulesEnv('deleted-accounts', () => ({
  [`deletedAccounts/${OWNER}`]: { deletedAt: new Date('2026-11-01T10:00:00Z') },
}));

describe('deletedAccounts/{uid} by role', () => {
  for (const role of ROLES) {
    it(`${role}: get, list, create, update and delete all fail`, async () => {
      const fs = rules.as(role);
      await assertFails(getDoc(doc(fs, `deletedAccounts/${OWNER}`)));
      await assertFails(list(fs, 'deletedAccounts'));
      await assertFails(setDoc(doc(fs, `deletedAccounts/${OTHER}`), { deletedAt: new Date() }));
      await assertFails(updateDoc(doc(fs, `deletedAccounts/${OWNER}`), { deletedAt: new Date() }));
      // Removing the marker would let the old token recreate the deleted account's data.
      await assertFails(deleteDoc(doc(fs, `deletedAccounts/${OWNER}`)));
    });
  }
});
