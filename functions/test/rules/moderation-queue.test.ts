// moderationQueue/{id}: reports, recall near matches and blocked attempts, written by functions only:
// admins get and list them (limit 100); nobody else reads them, and no client writes, admins' included.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, orderBy, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { BUYER, PARTIES, SEEDED_AT, asParty } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

const entry = {
  kind: 'report',
  listingId: 'listing-1',
  reporterUid: BUYER,
  reason: 'Looks recalled',
  status: 'open',
  createdAt: SEEDED_AT,
};
const rules = useRulesEnv('moderation-queue', () => ({ 'moderationQueue/entry-1': entry }));

describe('moderationQueue/{id} by party (the buyer filed the seeded report)', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const isAdmin = party === 'admin';
    const open = (count: number) =>
      list(db(), 'moderationQueue', where('status', '==', 'open'), orderBy('createdAt', 'desc'), limit(count));

    it(`${party}: get ${verdict(isAdmin)}, the reporter's own report included`, async () => {
      await expectRule(isAdmin, getDoc(doc(db(), 'moderationQueue/entry-1')));
    });

    it(`${party}: list (limit 100) ${verdict(isAdmin)}; above 100 fails`, async () => {
      await expectRule(isAdmin, open(100));
      await assertFails(open(101));
    });

    it(`${party}: create, update (plausible or invalid) and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'moderationQueue/new'), entry));
      await assertFails(updateDoc(doc(db(), 'moderationQueue/entry-1'), { status: 'resolved' }));
      await assertFails(updateDoc(doc(db(), 'moderationQueue/entry-1'), { status: 7 }));
      await assertFails(deleteDoc(doc(db(), 'moderationQueue/entry-1')));
    });
  }
});
