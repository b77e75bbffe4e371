// events/{eventId}/rsvps/{uid}: a person's own Going or Interested. Only the person and admins read
// one (issue 23 #7: where a named parent will be is not public); no client writes one, not even its
// owner: answers go through PUT /api/events/{eventId}/rsvp, which counts them in the same transaction
// (issue 26 §3). events/{eventId}/rsvpCounts/{shard} (the counts, in shards) is public to read, at most
// 10 shards a list, and written by functions only; events/{eventId}/going/names (the first names
// shown) is for signed-in parents, written by functions only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, ROLES, expectRule, list, useRulesEnv, verdict, type Role } from './setup.js';

const EVENT = 'events/rhyme-time-2026-12-01';
const FIRST_NAMES: Record<string, string> = { [OWNER]: 'Ada', [OTHER]: 'Ben', [ADMIN]: 'Cleo' };
const uidOf: Partial<Record<Role, string>> = { owner: OWNER, 'other user': OTHER, admin: ADMIN };
const rsvp = (uid: string, overrides: Record<string, unknown> = {}) => ({
  uid,
  firstName: FIRST_NAMES[uid] ?? 'Someone',
  status: 'going',
  showFirstName: false,
  updatedAt: serverTimestamp(),
  ...overrides,
});

const rules = useRulesEnv('event-rsvps', () => ({
  [EVENT]: { title: 'Rhyme Time', status: 'scheduled' },
  'events/cancelled-2026-12-02': { title: 'Rhyme Time', status: 'cancelled' },
  [`${EVENT}/rsvps/${OWNER}`]: {
    uid: OWNER,
    firstName: 'Ada',
    status: 'interested',
    showFirstName: false,
    updatedAt: new Date(),
  },
  [`${EVENT}/going/names`]: { names: ['Ada'], updatedAt: 1 },
  [`${EVENT}/rsvpCounts/0`]: { going: 3, interested: 1, updatedAt: 1 },
  [`${EVENT}/rsvpCounts/7`]: { going: 1, interested: 0, updatedAt: 1 },
  ...Object.fromEntries(Object.entries(FIRST_NAMES).map(([uid, first]) => [`users/${uid}`, { uid, first }])),
}));

describe('events/{eventId}/rsvps/{uid} by role', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);
    const uid = uidOf[role];
    const signedIn = uid !== undefined;

    const readsIt = role === 'owner' || role === 'admin';
    it(`${role}: getting the member's RSVP ${verdict(readsIt)}; listing (limit 100) ${verdict(role === 'admin')}`, async () => {
      await expectRule(readsIt, getDoc(doc(db(), `${EVENT}/rsvps/${OWNER}`)));
      await expectRule(role === 'admin', list(db(), `${EVENT}/rsvps`, limit(100)));
      // Nobody pages through every event's RSVPs to follow one person.
      await assertFails(getDocs(query(collectionGroup(db(), 'rsvps'), where('uid', '==', OWNER), limit(100))));
      await expectRule(role === 'admin', list(db(), `${EVENT}/rsvps`, where('status', '==', 'going'), limit(100)));
      await assertFails(list(db(), `${EVENT}/rsvps`, limit(101)));
    });

    it(`${role}: reading the shown first names ${verdict(signedIn)}; writing them fails`, async () => {
      await expectRule(signedIn, getDoc(doc(db(), `${EVENT}/going/names`)));
      await assertFails(list(db(), `${EVENT}/going`, limit(1)));
      await assertFails(setDoc(doc(db(), `${EVENT}/going/names`), { names: ['Mallory'], updatedAt: 1 }));
    });

    it(`${role}: saying Going or Interested, even as themselves, fails (the api answers)`, async () => {
      const me = uid ?? 'nobody';
      await assertFails(setDoc(doc(db(), `${EVENT}/rsvps/${me}`), rsvp(me)));
      await assertFails(setDoc(doc(db(), `${EVENT}/rsvps/${me}`), rsvp(me, { status: 'interested' })));
      await assertFails(setDoc(doc(db(), `${EVENT}/rsvps/${OWNER}`), rsvp(OWNER, { status: 'going' })));
    });

    it(`${role}: removing the member's RSVP fails (taking it back goes through the api)`, async () => {
      await assertFails(deleteDoc(doc(db(), `${EVENT}/rsvps/${OWNER}`)));
    });

    it(`${role}: getting a counter shard succeeds; listing at most 10 succeeds, 11 fails; writing them fails`, async () => {
      await assertSucceeds(getDoc(doc(db(), `${EVENT}/rsvpCounts/0`)));
      await assertSucceeds(list(db(), `${EVENT}/rsvpCounts`, limit(10)));
      await assertFails(list(db(), `${EVENT}/rsvpCounts`, limit(11)));
      await assertFails(list(db(), `${EVENT}/rsvpCounts`));
      await assertFails(setDoc(doc(db(), `${EVENT}/rsvpCounts/0`), { going: 4, interested: 1, updatedAt: 2 }));
      await assertFails(setDoc(doc(db(), `${EVENT}/rsvpCounts/3`), { going: 1, interested: 0, updatedAt: 2 }));
      await assertFails(deleteDoc(doc(db(), `${EVENT}/rsvpCounts/7`)));
    });
  }
});
