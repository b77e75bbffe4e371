// rateLimits/{key}: the functions' per-visitor counters; no client reads or writes them.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ROLES, list, useRulesEnv } from './setup.js';

const KEY = 'purchase-0123abcd';
const rules = useRulesEnv('rate-limits', () => ({
  [`rateLimits/${KEY}`]: { count: 10, windowStart: 1, scope: 'purchase' },
}));

describe('rateLimits/{key} by role', () => {
  for (const role of ROLES) {
    it(`${role}: get, list, create, update and delete all fail`, async () => {
      const fs = rules.as(role);
      await assertFails(getDoc(doc(fs, `rateLimits/${KEY}`)));
      await assertFails(list(fs, 'rateLimits'));
      await assertFails(setDoc(doc(fs, 'rateLimits/purchase-new'), { count: 0, windowStart: 1 }));
      await assertFails(updateDoc(doc(fs, `rateLimits/${KEY}`), { count: 0 }));
      await assertFails(deleteDoc(doc(fs, `rateLimits/${KEY}`)));
    });
  }
});
