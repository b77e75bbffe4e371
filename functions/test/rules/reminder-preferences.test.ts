// users/{uid}/preferences/reminders: the weekly resale reminder's switch. Only its owner reads and
// writes it (admins read it), with exactly its three keys, a boolean switch, the server's time, only
// under the one document id, and never from a deleted account's token; nobody deletes it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OTHER, OWNER, ROLES, expectRule, list, useRulesEnv } from './setup.js';

const PATH = `users/${OWNER}/preferences/reminders`;
const prefs = (overrides: Record<string, unknown> = {}) => ({
  uid: OWNER,
  resaleReminders: false,
  updatedAt: serverTimestamp(),
  ...overrides,
});
const rules = useRulesEnv('reminder-preferences', () => ({
  [PATH]: { uid: OWNER, resaleReminders: true, updatedAt: new Date('2026-11-01T10:00:00Z') },
}));

describe('users/{uid}/preferences/reminders by role', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);
    const owns = role === 'owner';

    it(`${role}: get ${owns || role === 'admin' ? 'succeeds' : 'fails'}; list fails`, async () => {
      await expectRule(owns || role === 'admin', getDoc(doc(db(), PATH)));
      await assertFails(list(db(), `users/${OWNER}/preferences`));
    });

    it(`${role}: create and update ${owns ? 'succeed' : 'fail'}; delete fails`, async () => {
      await expectRule(owns, setDoc(doc(db(), PATH), prefs()));
      await expectRule(owns, setDoc(doc(db(), PATH), prefs({ resaleReminders: true })));
      await rules.withoutRules((fs) => deleteDoc(doc(fs, PATH)));
      await expectRule(owns, setDoc(doc(db(), PATH), prefs()));
      await assertFails(deleteDoc(doc(db(), PATH)));
    });
  }

  const owner = () => rules.as('owner');
  it.each([
    ['an unknown key', { note: 'hi' }],
    ['another uid', { uid: OTHER }],
    ['a switch that is not a boolean', { resaleReminders: 'off' }],
    ['a client-chosen time', { updatedAt: new Date('2026-01-01T00:00:00Z') }],
  ])('owner: preferences with %s are refused', async (_what, overrides) => {
    await assertFails(setDoc(doc(owner(), PATH), prefs(overrides)));
  });

  it('owner: a missing key, another document id or a deleted account is refused', async () => {
    const { updatedAt: _dropped, ...withoutTime } = prefs();
    await assertFails(setDoc(doc(owner(), PATH), withoutTime));
    await assertFails(setDoc(doc(owner(), `users/${OWNER}/preferences/other`), prefs()));
    await assertSucceeds(setDoc(doc(owner(), PATH), prefs()));
    await rules.withoutRules((fs) => setDoc(doc(fs, `deletedAccounts/${OWNER}`), { uid: OWNER }));
    await assertFails(setDoc(doc(owner(), PATH), prefs({ resaleReminders: true })));
  });

  it("other user: cannot write the owner's preferences even with the owner's uid inside", async () => {
    await assertFails(setDoc(doc(rules.as('other user'), PATH), prefs()));
  });
});
