// events/{eventId}/rsvps/{uid}: a person's own Going or Interested on a scheduled event, under the
// first name of their profile, with their choice to show it, at the server's time. Only the person and
// admins read one (issue 23 #7: where a named parent will be is not public); nobody files one for
// someone else or on a cancelled event; the person or an admin removes it. events/{eventId}/going/names
// (the first names shown) is for signed-in parents, written by functions only.
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

    it(`${role}: saying Going or Interested as themselves ${verdict(signedIn)}`, async () => {
      const me = uid ?? 'nobody';
      await expectRule(signedIn, setDoc(doc(db(), `${EVENT}/rsvps/${me}`), rsvp(me)));
      await expectRule(signedIn, setDoc(doc(db(), `${EVENT}/rsvps/${me}`), rsvp(me, { status: 'interested' })));
    });

    it(`${role}: removing the member's RSVP ${verdict(role === 'owner' || role === 'admin')}`, async () => {
      await expectRule(role === 'owner' || role === 'admin', deleteDoc(doc(db(), `${EVENT}/rsvps/${OWNER}`)));
    });
  }

  it('nobody files an RSVP for someone else, under another name, with a made-up status or time, or extra keys', async () => {
    const db = rules.as('other user');
    await assertFails(setDoc(doc(db, `${EVENT}/rsvps/${OWNER}`), rsvp(OWNER)));
    await assertFails(setDoc(doc(db, `${EVENT}/rsvps/${OTHER}`), rsvp(OTHER, { uid: OWNER })));
    await assertFails(setDoc(doc(db, `${EVENT}/rsvps/${OTHER}`), rsvp(OTHER, { firstName: 'Ada' })));
    await assertFails(setDoc(doc(db, `${EVENT}/rsvps/${OTHER}`), rsvp(OTHER, { status: 'maybe' })));
    await assertFails(setDoc(doc(db, `${EVENT}/rsvps/${OTHER}`), rsvp(OTHER, { updatedAt: new Date(0) })));
    await assertFails(setDoc(doc(db, `${EVENT}/rsvps/${OTHER}`), rsvp(OTHER, { phone: '+12125550100' })));
    await assertFails(setDoc(doc(db, `${EVENT}/rsvps/${OTHER}`), rsvp(OTHER, { showFirstName: 'yes' })));
    await assertSucceeds(setDoc(doc(db, `${EVENT}/rsvps/${OTHER}`), rsvp(OTHER, { showFirstName: true })));
    await assertSucceeds(setDoc(doc(db, `${EVENT}/rsvps/${OTHER}`), rsvp(OTHER)));
  });

  it('a cancelled or unknown event takes no RSVPs', async () => {
    const db = rules.as('owner');
    await assertFails(setDoc(doc(db, `events/cancelled-2026-12-02/rsvps/${OWNER}`), rsvp(OWNER)));
    await assertFails(setDoc(doc(db, `events/no-such-event/rsvps/${OWNER}`), rsvp(OWNER)));
  });
});
