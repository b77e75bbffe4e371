// A person's answer to an event (Going, Interested or none), through the api only (issue 26 §3): one
// transaction stores the answer, moves one random counter shard by its change (Going ±1, Interested
// ±1, or both when it moves between them), and rewrites the shown first names when the answer touches
// them. Exactly once: the transaction reads the stored answer it changes, so a retried request (the
// same answer again) moves nothing, and two answers of one person serialise on their document.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { userRef } from '../lib/collections.js';
import { deletedAccountRef } from '../lib/deleted-accounts.js';
import { badRequest, conflict, notFound, unauthorized } from '../lib/errors.js';
import { runTransaction } from '../lib/transactions.js';
import { EVENT_LIMITS, type RsvpStatus } from '../shared/events.js';
import type { RsvpAnswer } from '../shared/schemas/rsvp.js';
import { eventRef } from './event-doc.js';
import {
  goingNamesRef,
  hasRsvpShards,
  namesToShow,
  randomShard,
  readShownCandidates,
  recountRsvps,
  rsvpsRef,
  sameNames,
  SHOWN_CANDIDATES,
} from './rsvp-counters.js';

export const RSVP_ERRORS = {
  notFound: 'That event was not found.',
  cancelled: 'This date is cancelled, so it takes no answers.',
  noProfile: 'Add your first name in your profile to join the chat.',
  deleted: 'This account no longer exists.',
} as const;

interface StoredAnswer {
  status: RsvpStatus | null;
  showFirstName: boolean;
  firstName: string;
}

function storedAnswer(snap: DocumentSnapshot): StoredAnswer {
  const status = snap.get('status') as unknown;
  return {
    status: snap.exists && (status === 'going' || status === 'interested') ? status : null,
    showFirstName: snap.get('showFirstName') === true,
    firstName: typeof snap.get('firstName') === 'string' ? (snap.get('firstName') as string) : '',
  };
}

/** Shown among the first names of those going: Going, and chose to be shown. */
const isShown = (a: StoredAnswer) => a.status === 'going' && a.showFirstName;

/**
 * Applies `next` (status null: none) for `uid` in one transaction and returns the answer now stored.
 * A new answer reads the account's deletion marker in the transaction: an answer that commits before
 * the marker is removed with the account's data, one after it is refused.
 */
async function applyAnswer(eventId: string, uid: string, next: StoredAnswer, now: number): Promise<StoredAnswer> {
  const mine = rsvpsRef(eventId).doc(uid);
  return runTransaction(async (tx) => {
    const [snap, deleted] = await Promise.all([
      tx.get(mine),
      next.status === null ? Promise.resolve(null) : tx.get(deletedAccountRef(uid)),
    ]);
    if (deleted?.exists) throw unauthorized(RSVP_ERRORS.deleted);
    const before = storedAnswer(snap);
    const going = Number(next.status === 'going') - Number(before.status === 'going');
    const interested = Number(next.status === 'interested') - Number(before.status === 'interested');
    const isSame =
      before.status === next.status &&
      (next.status === null || (before.showFirstName === next.showFirstName && before.firstName === next.firstName));
    if (isSame) return before;
    // The names change only when this answer is (or was) among them; most answers never read them.
    const touchesNames =
      (isShown(before) || isShown(next)) && !(isShown(before) && isShown(next) && before.firstName === next.firstName);
    const [candidates, stored] = touchesNames
      ? await Promise.all([readShownCandidates(tx, eventId), tx.get(goingNamesRef(eventId))])
      : [null, null];

    if (next.status === null) tx.delete(mine);
    else
      tx.set(mine, {
        uid,
        firstName: next.firstName,
        status: next.status,
        showFirstName: next.showFirstName,
        updatedAt: FieldValue.serverTimestamp(),
      });
    if (going !== 0 || interested !== 0)
      tx.set(
        randomShard(eventId),
        { going: FieldValue.increment(going), interested: FieldValue.increment(interested), updatedAt: now },
        { merge: true },
      );
    if (candidates && stored) {
      // The query read the stored answers: this one as it will be, the others as they are.
      const others = candidates.docs
        .filter((d) => d.id !== uid)
        .map((d) => ({ uid: d.id, firstName: d.get('firstName') as unknown }));
      // Past a full window's last uid, others unseen may come before this one: it stays out.
      const last = candidates.docs.at(-1)?.id ?? '';
      const isInWindow = candidates.size < SHOWN_CANDIDATES || uid < last;
      const names = namesToShow(isShown(next) && isInWindow ? [...others, { uid, firstName: next.firstName }] : others);
      if (!sameNames(stored.get('names'), names)) tx.set(goingNamesRef(eventId), { names, updatedAt: now });
    }
    return next;
  });
}

/** The first name on the person's profile (what the answer is filed under), or a 400 without one. */
async function profileFirstName(uid: string): Promise<string> {
  const first = (await userRef(uid).get()).get('first') as unknown;
  const name = typeof first === 'string' ? first.trim().slice(0, EVENT_LIMITS.firstName) : '';
  if (!name) throw badRequest(RSVP_ERRORS.noProfile);
  return name;
}

/**
 * PUT /api/events/{eventId}/rsvp as `uid`: Going, Interested or none, with the choice to show the
 * first name. A new answer needs a scheduled event; taking one back works on any event.
 */
export async function answerRsvp(
  eventId: string,
  uid: string,
  answer: RsvpAnswer,
  now = Date.now(),
): Promise<{ status: RsvpStatus | null; showFirstName: boolean }> {
  const [event, firstName, isSharded] = await Promise.all([
    eventRef(eventId).get(),
    answer.status === null ? Promise.resolve('') : profileFirstName(uid),
    hasRsvpShards(eventId),
  ]);
  if (!event.exists) throw notFound(RSVP_ERRORS.notFound);
  if (answer.status !== null && event.get('status') !== 'scheduled') throw conflict(RSVP_ERRORS.cancelled);
  // An event answered before the counters were sharded starts from a count of its RSVPs.
  if (!isSharded) await recountRsvps(eventId, undefined, now);
  const stored = await applyAnswer(eventId, uid, { ...answer, firstName }, now);
  return { status: stored.status, showFirstName: answer.showFirstName };
}

/**
 * Takes back every answer of `uid` (account deletion), a page at a time, each through the counters'
 * transaction so the counts and shown names follow.
 */
export async function removeRsvpsOf(uid: string, now = Date.now()): Promise<void> {
  for (;;) {
    const page = await db().collectionGroup('rsvps').where('uid', '==', uid).limit(100).get();
    if (page.empty) return;
    for (const answer of page.docs) {
      const event = answer.ref.parent.parent;
      // Not under an event (no other area has rsvps), or under one since removed: nothing to count.
      if (!event || event.parent.id !== 'events' || !(await event.get()).exists) {
        await answer.ref.delete();
        continue;
      }
      if (!(await hasRsvpShards(event.id))) await recountRsvps(event.id, undefined, now);
      await applyAnswer(event.id, uid, { status: null, showFirstName: false, firstName: '' }, now);
    }
  }
}
