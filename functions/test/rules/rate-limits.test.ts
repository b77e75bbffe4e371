// rateLimits/{key}: the functions' per-visitor counters; no client reads or writes them.
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ROLES, firestoreAs, rulesEnvironment } from './setup.js';

let env: RulesTestEnvironment;
const KEY = 'purchase-0123abcd';

beforeAll(async () => {
  env = await rulesEnvironment('rate-limits');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `rateLimits/${KEY}`), { count: 10, windowStart: 1, scope: 'purchase' });
  });
});

describe('rateLimits/{key} by role', () => {
  for (const role of ROLES) {
    it(`${role}: get, list, create, update and delete all fail`, async () => {
      const fs = firestoreAs(env, role);
      await assertFails(getDoc(doc(fs, `rateLimits/${KEY}`)));
      await assertFails(getDocs(collection(fs, 'rateLimits')));
      await assertFails(setDoc(doc(fs, 'rateLimits/purchase-new'), { count: 0, windowStart: 1 }));
      await assertFails(updateDoc(doc(fs, `rateLimits/${KEY}`), { count: 0 }));
      await assertFails(deleteDoc(doc(fs, `rateLimits/${KEY}`)));
    });
  }
});
