// Anything the rules do not name is closed to every client: signed out, owner, other user and admin.
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, rulesEnvironment } from './setup.js';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('default');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'unlisted/doc-1'), { ownerUid: OWNER, note: 'seeded' });
    await setDoc(doc(ctx.firestore(), `unlisted/doc-1/nested/${OWNER}`), { ownerUid: OWNER });
  });
});

const roles: [string, () => Firestore][] = [
  ['signed out', () => env.unauthenticatedContext().firestore() as unknown as Firestore],
  ['owner', () => env.authenticatedContext(OWNER).firestore() as unknown as Firestore],
  ['other user', () => env.authenticatedContext(OTHER).firestore() as unknown as Firestore],
  ['admin', () => env.authenticatedContext(ADMIN, { admin: true }).firestore() as unknown as Firestore],
];

describe('a collection the rules do not name', () => {
  for (const [role, db] of roles) {
    it(`${role}: get, list, create, update and delete all fail`, async () => {
      await assertFails(getDoc(doc(db(), 'unlisted/doc-1')));
      await assertFails(getDocs(collection(db(), 'unlisted')));
      await assertFails(setDoc(doc(db(), 'unlisted/doc-2'), { ownerUid: OWNER }));
      await assertFails(updateDoc(doc(db(), 'unlisted/doc-1'), { note: 'changed' }));
      await assertFails(deleteDoc(doc(db(), 'unlisted/doc-1')));
      await assertFails(getDoc(doc(db(), `unlisted/doc-1/nested/${OWNER}`)));
    });
  }
});
