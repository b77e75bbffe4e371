// Firestore triggers of the events area: from the RSVPs (which only their owners and admins read),
// the event's Going and Interested counts and the first names of Going parents who chose to be shown.
// Idempotent: both are recomputed from the RSVPs themselves.
import { EVENT_LIMITS } from '../shared/events.js';
import { findBlockedWord } from '../shared/events-moderation.js';
import { eventRef } from './event-doc.js';

export const goingNamesRef = (eventId: string) => eventRef(eventId).collection('going').doc('names');

/** A first name as others may see it: trimmed, capped, and never one the chat's word filter blocks. */
export function shownFirstName(value: unknown): string | null {
  const name = typeof value === 'string' ? value.trim().slice(0, EVENT_LIMITS.firstName) : '';
  return name && !findBlockedWord(name) ? name : null;
}

/** Recounts Going and Interested, and rewrites the shown first names, so a retry cannot double-count. */
export async function recountRsvps(eventId: string): Promise<void> {
  const rsvps = eventRef(eventId).collection('rsvps');
  const [going, interested, shown] = await Promise.all([
    rsvps.where('status', '==', 'going').count().get(),
    rsvps.where('status', '==', 'interested').count().get(),
    rsvps
      .where('status', '==', 'going')
      .where('showFirstName', '==', true)
      .limit(EVENT_LIMITS.goingNames * 2)
      .get(),
  ]);
  const [event, stored] = await Promise.all([eventRef(eventId).get(), goingNamesRef(eventId).get()]);
  if (!event.exists) return;
  const names = shown.docs
    .map((d) => shownFirstName(d.get('firstName')))
    .filter((n): n is string => n !== null)
    .slice(0, EVENT_LIMITS.goingNames);
  const counts = { goingCount: going.data().count, interestedCount: interested.data().count };
  // Only what changed is written: the seed's answers arrive already counted, and each write reaches
  // every open event page.
  const sameCounts =
    event.get('goingCount') === counts.goingCount && event.get('interestedCount') === counts.interestedCount;
  const sameNames = JSON.stringify(stored.get('names') ?? null) === JSON.stringify(names);
  await Promise.all([
    sameCounts ? null : eventRef(eventId).update(counts),
    sameNames ? null : goingNamesRef(eventId).set({ names, updatedAt: Date.now() }),
  ]);
}
