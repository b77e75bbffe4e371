// Anything the rules do not name is closed to every client: signed out, owner, other user and admin.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OWNER, ROLES, list, useRulesEnv } from './setup.js';

const rules = useRulesEnv('default', () => ({
  'unlisted/doc-1': { ownerUid: OWNER, note: 'seeded' },
  [`unlisted/doc-1/nested/${OWNER}`]: { ownerUid: OWNER },
}));

describe('a collection the rules do not name', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);

    it(`${role}: get, list, create, update and delete all fail`, async () => {
      await assertFails(getDoc(doc(db(), 'unlisted/doc-1')));
      await assertFails(list(db(), 'unlisted'));
      await assertFails(setDoc(doc(db(), 'unlisted/doc-2'), { ownerUid: OWNER }));
      await assertFails(updateDoc(doc(db(), 'unlisted/doc-1'), { note: 'changed' }));
      await assertFails(deleteDoc(doc(db(), 'unlisted/doc-1')));
      await assertFails(getDoc(doc(db(), `unlisted/doc-1/nested/${OWNER}`)));
    });
  }
});
