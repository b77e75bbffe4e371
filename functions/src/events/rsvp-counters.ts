// An event's Going and Interested counts, kept in RSVP_COUNTER_SHARDS counter shards that each RSVP
// moves in its own transaction (rsvps.ts): the shown names, the fold of the shards into the event
// document for the server's HTML and the city lists, and the recount from the RSVPs themselves, which
// is a repair tool (and how an event answered before the shards existed gets them).
import type { QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { runTransaction } from '../lib/transactions.js';
import { EVENT_LIMITS, RSVP_COUNTER_SHARDS, sumRsvpShards, type RsvpCounts } from '../shared/events.js';
import { findBlockedWord } from '../shared/events-moderation.js';
import { eventRef } from './event-doc.js';

export const rsvpsRef = (eventId: string) => eventRef(eventId).collection('rsvps');
export const rsvpCountsRef = (eventId: string) => eventRef(eventId).collection('rsvpCounts');
export const goingNamesRef = (eventId: string) => eventRef(eventId).collection('going').doc('names');

/**
 * The counters of an event created with no answers: shard 0 at zero, written with the event, so its
 * first answers move shards at once instead of each running the recount that sets up an event answered
 * before the shards existed (a burst of first answers would contend on it). `updatedAt: 0`: nothing
 * moved, so the fold has nothing to fold.
 */
export const firstShardRef = (eventId: string) => rsvpCountsRef(eventId).doc('0');
export const NO_ANSWERS_SHARD = { going: 0, interested: 0, updatedAt: 0 } as const;

/** A shard for one change: at random, so concurrent answers rarely write the same document. */
export const randomShard = (eventId: string) =>
  rsvpCountsRef(eventId).doc(String(Math.floor(Math.random() * RSVP_COUNTER_SHARDS)));

/** A first name as others may see it: trimmed, capped, and never one the chat's word filter blocks. */
export function shownFirstName(value: unknown): string | null {
  const name = typeof value === 'string' ? value.trim().slice(0, EVENT_LIMITS.firstName) : '';
  return name && !findBlockedWord(name) ? name : null;
}

/**
 * Enough Going parents who chose to be shown to fill the list (in document id order, the uid's), with
 * spares for names the filter drops and for the answer being changed, read in `tx`.
 */
export const SHOWN_CANDIDATES = EVENT_LIMITS.goingNames * 2 + 1;

export const readShownCandidates = (tx: Transaction, eventId: string) =>
  tx.get(rsvpsRef(eventId).where('status', '==', 'going').where('showFirstName', '==', true).limit(SHOWN_CANDIDATES));

/** The names to show from candidates ordered by uid: the first goingNames that may be shown. */
export function namesToShow(candidates: readonly { uid: string; firstName: unknown }[]): string[] {
  return [...candidates]
    .sort((x, y) => (x.uid < y.uid ? -1 : x.uid > y.uid ? 1 : 0))
    .map((c) => shownFirstName(c.firstName))
    .filter((n): n is string => n !== null)
    .slice(0, EVENT_LIMITS.goingNames);
}

export const sameNames = (stored: unknown, names: readonly string[]) =>
  JSON.stringify(stored ?? null) === JSON.stringify(names);

/** True when the event's answers are kept in shards (the recount writes them the first time). */
export async function hasRsvpShards(eventId: string): Promise<boolean> {
  return !(await rsvpCountsRef(eventId).limit(1).get()).empty;
}

/**
 * Writes the sum of the event's shards onto the event (goingCount, interestedCount) when it differs.
 * In a transaction, so a fold that read older shards can never land after one that read newer ones.
 */
export async function foldRsvpCounts(eventId: string): Promise<RsvpCounts | null> {
  return runTransaction(async (tx) => {
    const [event, shards] = await Promise.all([tx.get(eventRef(eventId)), tx.get(rsvpCountsRef(eventId))]);
    if (!event.exists || shards.empty) return null;
    const counts = sumRsvpShards(shards.docs.map((d) => d.data()));
    if (event.get('goingCount') !== counts.going || event.get('interestedCount') !== counts.interested)
      tx.update(eventRef(eventId), { goingCount: counts.going, interestedCount: counts.interested });
    return counts;
  });
}

/** How far back the fold looks for moved shards: several runs of its minute, so a missed run is caught up. */
export const FOLD_LOOKBACK_MS = 5 * 60_000;
const FOLD_PAGE = 500;

/**
 * Folds every event whose shards moved in the last FOLD_LOOKBACK_MS (a collection group query on the
 * shards' updatedAt, a page at a time): each event's document is written at most once a run, however
 * many answers it took. Returns the events folded.
 */
export async function foldRecentRsvpCounts(now = Date.now()): Promise<number> {
  const moved = db()
    .collectionGroup('rsvpCounts')
    .where('updatedAt', '>=', now - FOLD_LOOKBACK_MS)
    .orderBy('updatedAt');
  const eventIds = new Set<string>();
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? moved.startAfter(last) : moved).limit(FOLD_PAGE).get();
    const fresh = new Set<string>();
    for (const shard of page.docs) {
      const eventId = shard.ref.parent.parent?.id;
      if (eventId && !eventIds.has(eventId)) fresh.add(eventId);
    }
    // Folded as they are found, so memory holds ids, not shards.
    for (const id of fresh) {
      eventIds.add(id);
      await foldRsvpCounts(id);
    }
    last = page.docs.at(-1);
    if (page.size < FOLD_PAGE) return eventIds.size;
  }
}

/**
 * The repair tool: counts Going and Interested from the RSVPs themselves (count() aggregates) and
 * rewrites the shown names, then sets the shards to that count (all in shard 0, the others to zero)
 * and folds it onto the event. One transaction holding what it counted and the shards it replaces,
 * so an answer made meanwhile is either counted here or applies its change after: never both, never
 * neither. The api runs it once before an event's first answer through the shards.
 */
export async function recountRsvps(
  eventId: string,
  /** Tests only: runs between the counting and the writing, to put another answer in between. */
  afterCounting?: () => Promise<void>,
  now = Date.now(),
): Promise<RsvpCounts | null> {
  const rsvps = rsvpsRef(eventId);
  return runTransaction(async (tx) => {
    const [going, interested, shown, event, stored, shards] = await Promise.all([
      tx.get(rsvps.where('status', '==', 'going').count()),
      tx.get(rsvps.where('status', '==', 'interested').count()),
      readShownCandidates(tx, eventId),
      tx.get(eventRef(eventId)),
      tx.get(goingNamesRef(eventId)),
      tx.get(rsvpCountsRef(eventId)),
    ]);
    if (!event.exists) return null;
    await afterCounting?.();
    const counts = { going: going.data().count, interested: interested.data().count };
    const names = namesToShow(shown.docs.map((d) => ({ uid: d.id, firstName: d.get('firstName') as unknown })));
    for (let i = 0; i < RSVP_COUNTER_SHARDS; i++) {
      const shard = rsvpCountsRef(eventId).doc(String(i));
      tx.set(shard, i === 0 ? { ...counts, updatedAt: now } : { going: 0, interested: 0, updatedAt: now });
    }
    // A shard beyond today's number (if it ever shrinks) would be summed by readers: gone.
    for (const extra of shards.docs)
      if (Number(extra.id) >= RSVP_COUNTER_SHARDS || !/^\d+$/.test(extra.id)) tx.delete(extra.ref);
    if (event.get('goingCount') !== counts.going || event.get('interestedCount') !== counts.interested)
      tx.update(eventRef(eventId), { goingCount: counts.going, interestedCount: counts.interested });
    if (!sameNames(stored.get('names'), names)) tx.set(goingNamesRef(eventId), { names, updatedAt: now });
    return counts;
  });
}
