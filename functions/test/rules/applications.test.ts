// applications/{id}: written only by POST /api/applications; read by admins and by the signed-in
// sender; never listed by others; never edited or deleted from a client, not even by its sender.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OWNER, ROLES, expectRule, list, useRulesEnv, verdict, type Role } from './setup.js';

const application = (uid: string | null) => ({
  type: 'creator',
  values: { firstName: 'Theo', email: 'theo@example.com' },
  uid,
  status: 'new',
  createdAt: new Date('2026-11-01T10:00:00Z'),
});
const rules = useRulesEnv('applications', () => ({
  'applications/mine': application(OWNER),
  'applications/anonymous': application(null),
}));

const canRead: Record<Role, { mine: boolean; anonymous: boolean; list: boolean }> = {
  'signed out': { mine: false, anonymous: false, list: false },
  owner: { mine: true, anonymous: false, list: false },
  'other user': { mine: false, anonymous: false, list: false },
  admin: { mine: true, anonymous: true, list: true },
};

describe('applications/{id} by role (owner = the signed-in sender of "mine")', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);
    const expectation = canRead[role];

    it(`${role}: get ${verdict(expectation.mine)} for the sender's, ${verdict(expectation.anonymous)} for an anonymous one`, async () => {
      await expectRule(expectation.mine, getDoc(doc(db(), 'applications/mine')));
      await expectRule(expectation.anonymous, getDoc(doc(db(), 'applications/anonymous')));
    });

    it(`${role}: list ${verdict(expectation.list)}, even filtered to one's own`, async () => {
      await expectRule(expectation.list, list(db(), 'applications', limit(20)));
      await expectRule(expectation.list, list(db(), 'applications', where('uid', '==', OWNER), limit(20)));
    });

    it(`${role}: cannot create, edit or delete an application`, async () => {
      await assertFails(setDoc(doc(db(), 'applications/new'), application(OWNER)));
      await assertFails(updateDoc(doc(db(), 'applications/mine'), { 'values.firstName': 'Changed' }));
      await assertFails(updateDoc(doc(db(), 'applications/mine'), { status: 'accepted' }));
      await assertFails(deleteDoc(doc(db(), 'applications/mine')));
    });
  }
});
