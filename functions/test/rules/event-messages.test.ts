// events/{eventId}/messages/{messageId} and the chat's helper documents: anyone reads the messages that
// are not hidden (lists up to 50, filtered on hidden == false; admins see all, a sender their own);
// a signed-in person posts as themselves, under their profile's first name, 1 to 1,000 characters at
// the server's time, with their chat marker in the same batch, at most once per 2 seconds per room,
// and not while muted; nobody edits a message; the sender or an admin deletes it. Markers move only
// with a message; mutes and reports are for functions and admins.
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
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { EVENT_LIMITS } from '../../src/shared/events.js';
import { ADMIN, OTHER, OWNER, ROLES, expectRule, list, useRulesEnv, verdict, type Role } from './setup.js';

const EVENT = 'events/rhyme-time-2026-12-01';
const MESSAGES = `${EVENT}/messages`;
const FIRST_NAMES: Record<string, string> = { [OWNER]: 'Ada', [OTHER]: 'Ben', [ADMIN]: 'Cleo' };
const uidOf: Partial<Record<Role, string>> = { owner: OWNER, 'other user': OTHER, admin: ADMIN };
const LONG_AGO = new Date('2026-11-01T10:00:00Z');

const message = (uid: string, overrides: Record<string, unknown> = {}) => ({
  uid,
  firstName: FIRST_NAMES[uid] ?? 'Someone',
  text: 'We are by the big oak, blue blanket!',
  createdAt: serverTimestamp(),
  hidden: false,
  ...overrides,
});

let counter = 0;
/** Posts as the chat does: the message and the sender's marker in one batch. */
function post(db: Firestore, uid: string, overrides: Record<string, unknown> = {}, markerUid = uid) {
  const id = `m${++counter}`;
  const batch = writeBatch(db);
  batch.set(doc(db, `${MESSAGES}/${id}`), message(uid, overrides));
  batch.set(doc(db, `${EVENT}/chatMarkers/${markerUid}`), {
    uid: markerUid,
    lastMessageAt: serverTimestamp(),
    messageId: id,
  });
  return batch.commit();
}

const rules = useRulesEnv('event-messages', () => ({
  [EVENT]: { title: 'Rhyme Time', status: 'scheduled' },
  ...Object.fromEntries(Object.entries(FIRST_NAMES).map(([uid, first]) => [`users/${uid}`, { uid, first }])),
  [`${MESSAGES}/shown`]: { uid: OWNER, firstName: 'Ada', text: 'Hello!', createdAt: LONG_AGO, hidden: false },
  [`${MESSAGES}/hidden`]: { uid: OWNER, firstName: 'Ada', text: 'Hidden', createdAt: LONG_AGO, hidden: true },
  [`${MESSAGES}/shown/reports/${OTHER}`]: { uid: OTHER, reason: 'spam', createdAt: LONG_AGO },
  [`${EVENT}/chatMarkers/${OWNER}`]: { uid: OWNER, lastMessageAt: LONG_AGO, messageId: 'shown' },
  [`${EVENT}/mutes/muted-uid`]: { uid: 'muted-uid', mutedAt: LONG_AGO },
  'users/muted-uid': { uid: 'muted-uid', first: 'Max' },
}));

describe('events/{eventId}/messages/{messageId} by role', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);
    const uid = uidOf[role];
    const signedIn = uid !== undefined;

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

    it(`${role}: posting a message as themselves ${verdict(signedIn)}`, async () => {
      await expectRule(signedIn, post(db(), uid ?? 'nobody'));
    });

    it(`${role}: editing the member's message fails; deleting it ${verdict(seesHidden)}`, async () => {
      await assertFails(updateDoc(doc(db(), `${MESSAGES}/shown`), { text: 'Edited' }));
      await assertFails(updateDoc(doc(db(), `${MESSAGES}/shown`), { hidden: true }));
      await expectRule(seesHidden, deleteDoc(doc(db(), `${MESSAGES}/shown`)));
    });

    it(`${role}: reports fail; the member's chat marker ${verdict(role === 'owner')} to read; mutes list ${verdict(role === 'admin')}`, async () => {
      await assertFails(getDoc(doc(db(), `${MESSAGES}/shown/reports/${OTHER}`)));
      await assertFails(setDoc(doc(db(), `${MESSAGES}/shown/reports/${uid ?? 'x'}`), { reason: 'spam' }));
      await expectRule(role === 'owner', getDoc(doc(db(), `${EVENT}/chatMarkers/${OWNER}`)));
      await expectRule(role === 'admin', list(db(), `${EVENT}/mutes`, limit(100)));
      await assertFails(setDoc(doc(db(), `${EVENT}/mutes/${OTHER}`), { uid: OTHER }));
    });
  }

  it(`refuses a message of 0 or ${EVENT_LIMITS.message + 1} characters, or of whitespace only; takes ${EVENT_LIMITS.message}`, async () => {
    const db = rules.as('other user');
    await assertFails(post(db, OTHER, { text: '' }));
    await assertFails(post(db, OTHER, { text: '   \n ' }));
    await assertFails(post(db, OTHER, { text: 'x'.repeat(EVENT_LIMITS.message + 1) }));
    await assertSucceeds(post(db, OTHER, { text: 'x'.repeat(EVENT_LIMITS.message) }));
  });

  it('refuses impersonation: another uid, another first name, or another person marker', async () => {
    const db = rules.as('other user');
    await assertFails(post(db, OWNER, {}, OTHER));
    await assertFails(post(db, OTHER, { firstName: 'Ada' }));
    await assertFails(post(db, OTHER, {}, OWNER));
  });

  it('refuses a client time, a hidden flag, extra keys, and a message without its marker', async () => {
    const db = rules.as('other user');
    await assertFails(post(db, OTHER, { createdAt: new Date() }));
    await assertFails(post(db, OTHER, { hidden: true }));
    await assertFails(post(db, OTHER, { email: 'ben@example.com' }));
    await assertFails(setDoc(doc(db, `${MESSAGES}/alone`), message(OTHER)));
    // Nor a marker moved without a message.
    await assertFails(
      setDoc(doc(db, `${EVENT}/chatMarkers/${OTHER}`), {
        uid: OTHER,
        lastMessageAt: serverTimestamp(),
        messageId: 'x',
      }),
    );
  });

  it("refuses a marker that names someone else's uid", async () => {
    const db = rules.as('other user');
    const batch = writeBatch(db);
    batch.set(doc(db, `${MESSAGES}/named`), message(OTHER));
    batch.set(doc(db, `${EVENT}/chatMarkers/${OTHER}`), {
      uid: OWNER,
      lastMessageAt: serverTimestamp(),
      messageId: 'named',
    });
    await assertFails(batch.commit());
  });

  it('allows one message per 2 seconds per person per room', async () => {
    const db = rules.as('owner');
    await assertSucceeds(post(db, OWNER));
    await assertFails(post(db, OWNER));
    // Someone else in the same room is not slowed down.
    await assertSucceeds(post(rules.as('other user'), OTHER));
  });

  it('refuses a muted person and a room with no event', async () => {
    await assertFails(post(rules.asUser('muted-uid'), 'muted-uid'));
    const db = rules.as('owner');
    const batch = writeBatch(db);
    batch.set(doc(db, 'events/no-such-event/messages/m'), message(OWNER));
    batch.set(doc(db, `events/no-such-event/chatMarkers/${OWNER}`), {
      uid: OWNER,
      lastMessageAt: serverTimestamp(),
      messageId: 'm',
    });
    await assertFails(batch.commit());
  });
});
