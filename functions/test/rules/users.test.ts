// users/{uid}: only the owner reads and writes their profile, in the documented shape; nobody lists
// or deletes (the account-deletion function does).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OWNER, OWNER_EMAIL, ROLES, firestoreAs, rulesEnvironment, type Role } from './setup.js';

let env: RulesTestEnvironment;
const CREATED = Timestamp.fromDate(new Date('2025-01-02T03:04:05Z'));

beforeAll(async () => {
  env = await rulesEnvironment('users');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `users/${OWNER}`), {
      ...newUser(),
      email: OWNER_EMAIL,
      createdAt: CREATED,
      updatedAt: CREATED,
    });
  });
});

/** A users document as the create-user-and-registry function writes it. */
function newUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uid: OWNER,
    first: 'Maya',
    last: 'Okafor',
    registryId: OWNER,
    email: null,
    displayName: 'Maya Okafor',
    phoneNumber: '+12125550142',
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

const removeSeed = () =>
  env.withSecurityRulesDisabled(async (ctx) => {
    await deleteDoc(doc(ctx.firestore(), `users/${OWNER}`));
  });

const allowed: Record<Role, { get: boolean; write: boolean }> = {
  'signed out': { get: false, write: false },
  owner: { get: true, write: true },
  'other user': { get: false, write: false },
  admin: { get: true, write: false },
};

describe('users/{uid} by role', () => {
  for (const role of ROLES) {
    const check = (ok: boolean, p: Promise<unknown>) => (ok ? assertSucceeds(p) : assertFails(p));
    const db = () => firestoreAs(env, role);
    const ownerDoc = (fs: Firestore) => doc(fs, `users/${OWNER}`);

    it(`${role}: get ${allowed[role].get ? 'succeeds' : 'fails'}`, async () => {
      await check(allowed[role].get, getDoc(ownerDoc(db())));
    });

    it(`${role}: list fails`, async () => {
      await assertFails(getDocs(collection(db(), 'users')));
    });

    it(`${role}: creating the owner's profile ${allowed[role].write ? 'succeeds' : 'fails'}`, async () => {
      await removeSeed();
      await check(allowed[role].write, setDoc(ownerDoc(db()), newUser()));
    });

    it(`${role}: the profile form update ${allowed[role].write ? 'succeeds' : 'fails'}`, async () => {
      await check(allowed[role].write, updateDoc(ownerDoc(db()), profileForm()));
    });

    it(`${role}: delete fails`, async () => {
      await assertFails(deleteDoc(ownerDoc(db())));
    });
  }
});

describe('users/{uid} shape, even for the owner', () => {
  const db = () => firestoreAs(env, 'owner');
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
      newUser({ first: 'x'.repeat(51) }),
      newUser({ displayName: 'x'.repeat(121) }),
      newUser({ phoneNumber: '+1'.padEnd(21, '5') }),
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
      { city: 'x'.repeat(81), updatedAt: serverTimestamp() },
      { last: 'x'.repeat(51), updatedAt: serverTimestamp() },
      { dueDate: '14/03/2026', updatedAt: serverTimestamp() },
      { first: 42, updatedAt: serverTimestamp() },
      { first: 'Maya' },
    ]) {
      await assertFails(updateDoc(ref(), change));
    }
    await assertSucceeds(updateDoc(ref(), { city: 'x'.repeat(80), updatedAt: serverTimestamp() }));
  });
});
