// events/{eventId}/messages/{messageId} and the chat's helper documents: anyone reads the messages that
// are not hidden (lists up to 50, filtered on hidden == false; admins see all, a sender their own, known
// by the sender id in their chat marker). No client posts, edits or deletes a message (issue 23 #10:
// the api screens every message before it is stored; #11: a sender cannot delete one hidden for
// review); admins may delete. Markers are read by their owner and written by the api; mutes and
// reports are for functions and admins.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  limit,
  orderBy,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { EVENT_LIMITS } from '../../src/shared/events.js';
import { ADMIN, OTHER, OWNER, ROLES, expectRule, list, useRulesEnv, verdict, type Role } from './setup.js';

const EVENT = 'events/rhyme-time-2026-12-01';
const MESSAGES = `${EVENT}/messages`;
const FIRST_NAMES: Record<string, string> = { [OWNER]: 'Ada', [OTHER]: 'Ben', [ADMIN]: 'Cleo' };
const uidOf: Partial<Record<Role, string>> = { owner: OWNER, 'other user': OTHER, admin: ADMIN };
const LONG_AGO = new Date('2026-11-01T10:00:00Z');
const ADA_HERE = 'aK3v-random-sender-id';

const rules = useRulesEnv('event-messages', () => ({
  [EVENT]: { title: 'Rhyme Time', status: 'scheduled' },
  ...Object.fromEntries(Object.entries(FIRST_NAMES).map(([uid, first]) => [`users/${uid}`, { uid, first }])),
  [`${MESSAGES}/shown`]: { senderId: ADA_HERE, firstName: 'Ada', text: 'Hello!', createdAt: LONG_AGO, hidden: false },
  [`${MESSAGES}/hidden`]: { senderId: ADA_HERE, firstName: 'Ada', text: 'Hidden', createdAt: LONG_AGO, hidden: true },
  [`${MESSAGES}/shown/reports/${OTHER}`]: { uid: OTHER, reason: 'spam', createdAt: LONG_AGO },
  [`${EVENT}/chatMarkers/${OWNER}`]: { uid: OWNER, senderId: ADA_HERE, lastMessageAt: LONG_AGO, messageId: 'shown' },
  [`${EVENT}/chatMarkers/${OTHER}`]: { uid: OTHER, senderId: 'ben-elsewhere', lastMessageAt: LONG_AGO, messageId: 'x' },
  [`${EVENT}/mutes/muted-uid`]: { uid: 'muted-uid', mutedAt: LONG_AGO },
}));

const message = (uid: string) => ({
  uid,
  senderId: ADA_HERE,
  firstName: FIRST_NAMES[uid] ?? 'Someone',
  text: 'We are by the big oak, blue blanket!',
  createdAt: serverTimestamp(),
  hidden: false,
});

describe('events/{eventId}/messages/{messageId} by role', () => {
  // Before the admin's delete below removes the hidden message.
  it("another person's marker does not make a hidden message theirs", async () => {
    await assertFails(getDoc(doc(rules.as('other user'), `${MESSAGES}/hidden`)));
  });

  for (const role of ROLES) {
    const db = () => rules.as(role);
    const uid = uidOf[role];

    it(`${role}: get and list (hidden == false, limit 50) of the shown messages succeed`, async () => {
      await assertSucceeds(getDoc(doc(db(), `${MESSAGES}/shown`)));
      await assertSucceeds(
        list(db(), MESSAGES, where('hidden', '==', false), orderBy('createdAt', 'desc'), limit(EVENT_LIMITS.chatPage)),
      );
      await assertFails(list(db(), MESSAGES, where('hidden', '==', false), limit(EVENT_LIMITS.chatPage + 1)));
    });

    const seesHidden = role === 'owner' || role === 'admin';
    it(`${role}: reading a hidden message ${verdict(seesHidden)}; listing without the filter ${verdict(role === 'admin')}`, async () => {
      await expectRule(seesHidden, getDoc(doc(db(), `${MESSAGES}/hidden`)));
      await expectRule(role === 'admin', list(db(), MESSAGES, limit(50)));
    });

    it(`${role}: posting a message straight to Firestore fails, with or without a marker`, async () => {
      const me = uid ?? 'nobody';
      const fs = db();
      await assertFails(setDoc(doc(fs, `${MESSAGES}/direct-${role}`), message(me)));
      const batch = writeBatch(fs);
      batch.set(doc(fs, `${MESSAGES}/batched-${role}`), message(me));
      batch.set(doc(fs, `${EVENT}/chatMarkers/${me}`), {
        uid: me,
        senderId: ADA_HERE,
        lastMessageAt: serverTimestamp(),
        messageId: `batched-${role}`,
      });
      await assertFails(batch.commit());
    });

    it(`${role}: editing a message fails; deleting one ${verdict(role === 'admin')}, hidden or not`, async () => {
      await assertFails(updateDoc(doc(db(), `${MESSAGES}/shown`), { text: 'Edited' }));
      await assertFails(updateDoc(doc(db(), `${MESSAGES}/hidden`), { hidden: false }));
      // The sender deletes through the api, which keeps a message hidden for review.
      await expectRule(role === 'admin', deleteDoc(doc(db(), `${MESSAGES}/hidden`)));
    });

    it(`${role}: reports fail; the member's chat marker ${verdict(role === 'owner')} to read, never to write; mutes list ${verdict(role === 'admin')}`, async () => {
      await assertFails(getDoc(doc(db(), `${MESSAGES}/shown/reports/${OTHER}`)));
      await assertFails(setDoc(doc(db(), `${MESSAGES}/shown/reports/${uid ?? 'x'}`), { reason: 'spam' }));
      await expectRule(role === 'owner', getDoc(doc(db(), `${EVENT}/chatMarkers/${OWNER}`)));
      await assertFails(list(db(), `${EVENT}/chatMarkers`, where('senderId', '==', ADA_HERE), limit(1)));
      await assertFails(
        setDoc(doc(db(), `${EVENT}/chatMarkers/${uid ?? 'x'}`), { uid: uid ?? 'x', senderId: ADA_HERE }),
      );
      await expectRule(role === 'admin', list(db(), `${EVENT}/mutes`, limit(100)));
      await assertFails(setDoc(doc(db(), `${EVENT}/mutes/${OTHER}`), { uid: OTHER }));
    });
  }
});
