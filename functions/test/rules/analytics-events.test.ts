// analytics_events/{id}: written by the ingestion function, read by the admin report function;
// no client reads or writes it, admins included.
import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, limit, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ROLES, list, useRulesEnv } from './setup.js';

const event = { name: 'Page Viewed', anonymousId: 'anon-1', properties: { page_path: '/' }, day: '2026-11-20' };
const rules = useRulesEnv('analytics-events', () => ({ 'analytics_events/e1': event }));

describe('analytics_events/{id} by role', () => {
  for (const role of ROLES) {
    it(`${role}: get, list, create, update and delete all fail`, async () => {
      const fs = rules.as(role);
      await assertFails(getDoc(doc(fs, 'analytics_events/e1')));
      await assertFails(list(fs, 'analytics_events', limit(10)));
      await assertFails(addDoc(collection(fs, 'analytics_events'), event));
      await assertFails(setDoc(doc(fs, 'analytics_events/e2'), event));
      await assertFails(updateDoc(doc(fs, 'analytics_events/e1'), { name: 'Funnel Step' }));
      await assertFails(deleteDoc(doc(fs, 'analytics_events/e1')));
    });
  }
});
