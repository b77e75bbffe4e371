// users/{uid}: only the owner reads and writes their profile, in the documented shape; nobody lists
// or deletes (the account-deletion function does).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  limit,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/registry.js';
import { describePrivateDocumentByRole } from './private-document.js';
import { list, OWNER, OWNER_EMAIL, OWNER_PHONE, useRulesEnv } from './setup.js';

const CREATED = Timestamp.fromDate(new Date('2025-01-02T03:04:05Z'));
const rules = useRulesEnv('users', () => ({
  [`users/${OWNER}`]: { ...newUser(), email: OWNER_EMAIL, createdAt: CREATED, updatedAt: CREATED },
}));

/** A users document as the create-user-and-registry function writes it. */
function newUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uid: OWNER,
    first: 'Maya',
    last: 'Okafor',
    registryId: OWNER,
    email: null,
    displayName: 'Maya Okafor',
    phoneNumber: OWNER_PHONE,
    dueDate: null,
    city: null,
    profileCompleted: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** What the web's profile-completion form writes. */
const profileForm = () => ({
  first: 'Maya',
  last: 'Okafor-Reyes',
  dueDate: '2026-03-14',
  city: 'Brooklyn',
  profileCompleted: true,
  updatedAt: serverTimestamp(),
});

const removeSeed = () => rules.withoutRules((fs) => deleteDoc(doc(fs, `users/${OWNER}`)));

describePrivateDocumentByRole(rules, {
  collection: 'users',
  created: "the owner's profile",
  newDoc: () => newUser(),
  update: {
    name: 'the profile form update',
    run: async (_fs, ref, check) => {
      await check(updateDoc(ref, profileForm()));
    },
  },
});

describe('users/{uid} shape, even for the owner', () => {
  const db = () => rules.as('owner');
  const ref = () => doc(db(), `users/${OWNER}`);

  it('create accepts the token email or null, and refuses any other email', async () => {
    await removeSeed();
    await assertFails(setDoc(ref(), newUser({ email: 'someone-else@example.com' })));
    await assertSucceeds(setDoc(ref(), newUser({ email: OWNER_EMAIL })));
  });

  it('create refuses a wrong uid, registryId, past createdAt, unknown key, missing key or oversize field', async () => {
    await removeSeed();
    const { city: _city, ...withoutCity } = newUser();
    for (const bad of [
      newUser({ uid: 'other-uid' }),
      newUser({ registryId: 'other-uid' }),
      newUser({ createdAt: CREATED }),
      newUser({ updatedAt: CREATED }),
      newUser({ isAdmin: true }),
      withoutCity,
      newUser({ first: 'x'.repeat(LIMITS.personName + 1) }),
      newUser({ displayName: 'x'.repeat(LIMITS.displayName + 1) }),
      newUser({ phoneNumber: '+1'.padEnd(LIMITS.phoneNumber + 1, '5') }),
      newUser({ dueDate: 'next spring' }),
      newUser({ profileCompleted: 'yes' }),
    ]) {
      await assertFails(setDoc(ref(), bad));
    }
    await assertSucceeds(setDoc(ref(), newUser()));
  });

  it('update refuses changing uid, registryId, createdAt or email', async () => {
    for (const change of [
      { uid: 'other-uid' },
      { registryId: 'other-uid' },
      { createdAt: serverTimestamp() },
      { email: 'new@example.com' },
    ]) {
      await assertFails(updateDoc(ref(), { ...change, updatedAt: serverTimestamp() }));
    }
  });

  it('update refuses unknown keys, oversize strings, bad types and a stale updatedAt', async () => {
    for (const change of [
      { nickname: 'Mo', updatedAt: serverTimestamp() },
      { city: 'x'.repeat(LIMITS.city + 1), updatedAt: serverTimestamp() },
      { last: 'x'.repeat(LIMITS.personName + 1), updatedAt: serverTimestamp() },
      { dueDate: '14/03/2026', updatedAt: serverTimestamp() },
      { first: 42, updatedAt: serverTimestamp() },
      { first: 'Maya' },
    ]) {
      await assertFails(updateDoc(ref(), change));
    }
    await assertSucceeds(updateDoc(ref(), { city: 'x'.repeat(LIMITS.city), updatedAt: serverTimestamp() }));
  });
});

describe('users/{uid}.phoneNumber is the one in the ID token', () => {
  const ref = () => doc(rules.as('owner'), `users/${OWNER}`);

  it("create accepts the token's phone number or null, and refuses any other", async () => {
    await removeSeed();
    await assertFails(setDoc(ref(), newUser({ phoneNumber: '+12125550199' })));
    await assertSucceeds(setDoc(ref(), newUser({ phoneNumber: null })));
    await removeSeed();
    await assertSucceeds(setDoc(ref(), newUser({ phoneNumber: OWNER_PHONE })));
  });

  it("update keeps the stored number or sets the token's (or none), and refuses any other", async () => {
    await assertFails(updateDoc(ref(), { phoneNumber: '+12125550199', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref(), { phoneNumber: null, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref(), { phoneNumber: OWNER_PHONE, updatedAt: serverTimestamp() }));
  });

  it('a number stored before the token had one does not block profile edits', async () => {
    await rules.withoutRules((fs) => updateDoc(doc(fs, `users/${OWNER}`), { phoneNumber: '+12125550100' }));
    await assertSucceeds(updateDoc(ref(), profileForm()));
  });
});

describe('users/{uid} after the account is deleted', () => {
  it('the old ID token cannot create the profile again', async () => {
    await removeSeed();
    await rules.withoutRules((fs) => setDoc(doc(fs, `deletedAccounts/${OWNER}`), { deletedAt: new Date() }));
    await assertFails(setDoc(doc(rules.as('owner'), `users/${OWNER}`), newUser()));
  });
});

describe("users/{uid}.dueDate, the baby's date, is the owner's alone (issue 27)", () => {
  const BABY_DATE = '2026-10-02';
  const seedBabyDate = () => rules.withoutRules((fs) => updateDoc(doc(fs, `users/${OWNER}`), { dueDate: BABY_DATE }));

  it('the owner reads it', async () => {
    await seedBabyDate();
    const snap = await assertSucceeds(getDoc(doc(rules.as('owner'), `users/${OWNER}`)));
    expect(snap.get('dueDate')).toBe(BABY_DATE);
  });

  it.each(['signed out', 'other user'] as const)('%s can neither get the profile nor find it by date', async (role) => {
    await seedBabyDate();
    const fs = rules.as(role);
    await assertFails(getDoc(doc(fs, `users/${OWNER}`)));
    await assertFails(list(fs, 'users', where('dueDate', '==', BABY_DATE), limit(1)));
    await assertFails(list(fs, 'users', where('uid', '==', OWNER), limit(1)));
  });
});
