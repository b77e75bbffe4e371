// notifications/{id}: {uid, kind, title, body, link, createdAt, readAt}, created by functions: only
// the owner (uid) gets and lists theirs (filtered on uid, limit 50), and may only mark one read, once,
// at the server's time; no client creates or deletes one, admins included.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, orderBy, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { BUYER, PARTIES, SELLER, SEEDED_AT, asParty } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

const notification = (uid: string, readAt: Date | null = null) => ({
  uid,
  kind: 'offer-accepted',
  title: 'Your offer was accepted',
  body: 'Maya accepted $40 for the Graco Pack n Play.',
  link: '/marketplace/offers',
  createdAt: SEEDED_AT,
  readAt,
});
const rules = useRulesEnv('notifications', () => ({
  'notifications/unread': notification(BUYER),
  'notifications/read': notification(BUYER, SEEDED_AT),
  'notifications/sellers': notification(SELLER),
}));

describe('notifications/{id} by party (buyer = the owner of "unread" and "read")', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const isOwner = party === 'buyer';
    const owners = (...extra: Parameters<typeof limit>) =>
      list(db(), 'notifications', where('uid', '==', BUYER), orderBy('createdAt', 'desc'), limit(...extra));

    it(`${party}: get ${verdict(isOwner)}`, async () => {
      await expectRule(isOwner, getDoc(doc(db(), 'notifications/unread')));
    });

    it(`${party}: listing the owner's (limit 50) ${verdict(isOwner)}; above 50 or unfiltered fails`, async () => {
      await expectRule(isOwner, owners(50));
      await assertFails(owners(51));
      await assertFails(list(db(), 'notifications', limit(10)));
    });

    it(`${party}: marking it read at the server's time ${verdict(isOwner)}`, async () => {
      await expectRule(isOwner, updateDoc(doc(db(), 'notifications/unread'), { readAt: serverTimestamp() }));
    });

    it(`${party}: create and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'notifications/new'), notification(BUYER)));
      await assertFails(deleteDoc(doc(db(), 'notifications/unread')));
    });
  }

  const owner = () => asParty(rules, 'buyer');

  it.each([
    ['a changed title', { title: 'You won a prize' }],
    ['a changed title along with readAt', { title: 'Changed', readAt: serverTimestamp() }],
    ['a readAt that is not the server time', { readAt: new Date('2026-11-02T10:00:00Z') }],
    ['a readAt set back to null', { readAt: null }],
    ['a new key along with readAt', { readAt: serverTimestamp(), pinned: true }],
    ['another owner', { uid: SELLER, readAt: serverTimestamp() }],
  ])('owner: an update with %s is refused', async (_what, data) => {
    await assertFails(updateDoc(doc(owner(), 'notifications/unread'), data));
  });

  it('owner: a notification already read cannot be marked again', async () => {
    await assertFails(updateDoc(doc(owner(), 'notifications/read'), { readAt: serverTimestamp() }));
  });

  it("owner: another member's notification cannot be read or marked", async () => {
    await assertFails(getDoc(doc(owner(), 'notifications/sellers')));
    await assertFails(updateDoc(doc(owner(), 'notifications/sellers'), { readAt: serverTimestamp() }));
    await assertSucceeds(
      updateDoc(doc(asParty(rules, 'seller'), 'notifications/sellers'), { readAt: serverTimestamp() }),
    );
  });
});
