// Firestore triggers of the events area: from the RSVPs (which only their owners and admins read),
// the event's Going and Interested counts and the first names of Going parents who chose to be shown.
// Idempotent: both are recomputed from the RSVPs themselves.
import { EVENT_LIMITS } from '../shared/events.js';
import { findBlockedWord } from '../shared/events-moderation.js';
import { runTransaction } from '../lib/transactions.js';
import { eventRef } from './event-doc.js';

export const goingNamesRef = (eventId: string) => eventRef(eventId).collection('going').doc('names');

/** A first name as others may see it: trimmed, capped, and never one the chat's word filter blocks. */
export function shownFirstName(value: unknown): string | null {
  const name = typeof value === 'string' ? value.trim().slice(0, EVENT_LIMITS.firstName) : '';
  return name && !findBlockedWord(name) ? name : null;
}

/**
 * Recounts Going and Interested, and rewrites the shown first names, so a retry cannot double-count.
 * One transaction: its reads hold what they counted until it commits, so a recount that started
 * before a newer RSVP can never land after the recount that saw it (two answers at the same moment
 * used to be able to leave the count one short).
 */
export async function recountRsvps(
  eventId: string,
  /** Tests only: runs between the counting and the writing, to put another answer in between. */
  afterCounting?: () => Promise<void>,
): Promise<void> {
  const rsvps = eventRef(eventId).collection('rsvps');
  const going = rsvps.where('status', '==', 'going');
  await runTransaction(async (tx) => {
    const [goingCount, interestedCount, shown, event, stored] = await Promise.all([
      tx.get(going.count()),
      tx.get(rsvps.where('status', '==', 'interested').count()),
      tx.get(going.where('showFirstName', '==', true).limit(EVENT_LIMITS.goingNames * 2)),
      tx.get(eventRef(eventId)),
      tx.get(goingNamesRef(eventId)),
    ]);
    if (!event.exists) return;
    await afterCounting?.();
    const names = shown.docs
      .map((d) => shownFirstName(d.get('firstName')))
      .filter((n): n is string => n !== null)
      .slice(0, EVENT_LIMITS.goingNames);
    const counts = { goingCount: goingCount.data().count, interestedCount: interestedCount.data().count };
    // Only what changed is written: the seed's answers arrive already counted, and each write reaches
    // every open event page.
    const sameCounts =
      event.get('goingCount') === counts.goingCount && event.get('interestedCount') === counts.interestedCount;
    const sameNames = JSON.stringify(stored.get('names') ?? null) === JSON.stringify(names);
    if (!sameCounts) tx.update(eventRef(eventId), counts);
    if (!sameNames) tx.set(goingNamesRef(eventId), { names, updatedAt: Date.now() });
  });
}
