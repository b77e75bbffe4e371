// applications/{id}: written only by POST /api/applications; read by admins and by the signed-in
// sender; never listed by others; never edited or deleted from a client, not even by its sender.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OWNER, ROLES, firestoreAs, rulesEnvironment, type Role } from './setup.js';

let env: RulesTestEnvironment;
const application = (uid: string | null) => ({
  type: 'creator',
  values: { firstName: 'Theo', email: 'theo@example.com' },
  uid,
  status: 'new',
  createdAt: new Date('2026-11-01T10:00:00Z'),
});

beforeAll(async () => {
  env = await rulesEnvironment('applications');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const fs = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(fs, 'applications/mine'), application(OWNER));
    await setDoc(doc(fs, 'applications/anonymous'), application(null));
  });
});

const canRead: Record<Role, { mine: boolean; anonymous: boolean; list: boolean }> = {
  'signed out': { mine: false, anonymous: false, list: false },
  owner: { mine: true, anonymous: false, list: false },
  'other user': { mine: false, anonymous: false, list: false },
  admin: { mine: true, anonymous: true, list: true },
};

describe('applications/{id} by role (owner = the signed-in sender of "mine")', () => {
  for (const role of ROLES) {
    const db = () => firestoreAs(env, role);
    const expectation = canRead[role];
    const check = (allowed: boolean) => (allowed ? assertSucceeds : assertFails);

    it(`${role}: get ${expectation.mine ? 'succeeds' : 'fails'} for the sender's, ${expectation.anonymous ? 'succeeds' : 'fails'} for an anonymous one`, async () => {
      await check(expectation.mine)(getDoc(doc(db(), 'applications/mine')));
      await check(expectation.anonymous)(getDoc(doc(db(), 'applications/anonymous')));
    });

    it(`${role}: list ${expectation.list ? 'succeeds' : 'fails'}, even filtered to one's own`, async () => {
      await check(expectation.list)(getDocs(query(collection(db(), 'applications'), limit(20))));
      await check(expectation.list)(
        getDocs(query(collection(db(), 'applications'), where('uid', '==', OWNER), limit(20))),
      );
    });

    it(`${role}: cannot create, edit or delete an application`, async () => {
      await assertFails(setDoc(doc(db(), 'applications/new'), application(OWNER)));
      await assertFails(updateDoc(doc(db(), 'applications/mine'), { 'values.firstName': 'Changed' }));
      await assertFails(updateDoc(doc(db(), 'applications/mine'), { status: 'accepted' }));
      await assertFails(deleteDoc(doc(db(), 'applications/mine')));
    });
  }
});
