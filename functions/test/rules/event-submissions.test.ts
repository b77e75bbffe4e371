// eventSubmissions/{id}: events parents submit through the api function. The submitter and admins get
// one; only admins list them (limit 100); no client writes, admins' included (approval is a function).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OWNER, ROLES, expectRule, list, useRulesEnv, verdict } from './setup.js';

const PATH = 'eventSubmissions/sub-1';
const submission = { uid: OWNER, title: 'Toddler puddle walk', citySlug: 'seattle', status: 'pending' };
const rules = useRulesEnv('event-submissions', () => ({ [PATH]: submission }));

describe('eventSubmissions/{id} by role', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);
    const reads = role === 'owner' || role === 'admin';

    it(`${role}: getting the member's submission ${verdict(reads)}`, async () => {
      await expectRule(reads, getDoc(doc(db(), PATH)));
    });

    it(`${role}: listing submissions (limit 100) ${verdict(role === 'admin')}`, async () => {
      await expectRule(role === 'admin', list(db(), 'eventSubmissions', limit(100)));
      await assertFails(list(db(), 'eventSubmissions', limit(101)));
    });

    it(`${role}: create, approve by update and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'eventSubmissions/new'), submission));
      await assertFails(updateDoc(doc(db(), PATH), { status: 'approved' }));
      await assertFails(deleteDoc(doc(db(), PATH)));
    });
  }

  it('the submitter reads their own submission only', async () => {
    await assertSucceeds(getDoc(doc(rules.as('owner'), PATH)));
    await assertFails(getDoc(doc(rules.as('other user'), PATH)));
  });
});
