// A parent's own events: the ones they said Going to, on a page and in a private calendar feed whose
// address holds a secret token (calendar apps cannot sign in). A new token replaces the old one.
import { randomBytes } from 'node:crypto';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { notFound } from '../lib/errors.js';
import { runTransaction } from '../lib/transactions.js';
import { buildCalendar } from '../shared/events-calendar.js';
import type { FamilyEvent } from '../shared/events.js';
import { eventRef, toFamilyEvent } from './event-doc.js';

/**
 * Going RSVPs read a page at a time: every page is read (a family's calendar is never cut), and each
 * page's events are fetched before the next page, so memory holds one page of documents.
 */
export const GOING_PAGE_SIZE = 200;
const feeds = () => db().collection('calendarFeeds');
const tokens = () => db().collection('calendarTokens');

/** The person's Going events that have not ended more than a day ago, soonest first. */
export async function goingEvents(uid: string, now = Date.now(), pageSize = GOING_PAGE_SIZE): Promise<FamilyEvent[]> {
  const query = db().collectionGroup('rsvps').where('uid', '==', uid).where('status', '==', 'going').limit(pageSize);
  const events: FamilyEvent[] = [];
  let last: QueryDocumentSnapshot | undefined;
  do {
    // After the last RSVP of the page before, in the order the query returns them (by path).
    const page = await (last ? query.startAfter(last) : query).get();
    last = page.size === pageSize ? page.docs.at(-1) : undefined;
    const ids = page.docs.map((d) => d.ref.parent.parent?.id).filter((id): id is string => Boolean(id));
    if (ids.length === 0) continue;
    const snaps = await db().getAll(...ids.map(eventRef));
    for (const s of snaps) {
      if (!s.exists) continue;
      const event = toFamilyEvent(s.id, s.data() ?? {});
      if (event.endsAt >= now - 86_400_000) events.push(event);
    }
  } while (last);
  return events.sort((a, b) => a.startsAt - b.startsAt);
}

/** The person's feed token, made on first ask; `reset` replaces it (the old address stops working). */
export async function calendarToken(uid: string, reset = false): Promise<string> {
  return runTransaction(async (tx) => {
    const feedRef = feeds().doc(uid);
    const feed = await tx.get(feedRef);
    const current = feed.get('token') as unknown;
    if (typeof current === 'string' && !reset) return current;
    if (typeof current === 'string') tx.delete(tokens().doc(current));
    const token = randomBytes(24).toString('base64url');
    tx.set(feedRef, { uid, token, createdAt: Date.now() });
    tx.set(tokens().doc(token), { uid, createdAt: Date.now() });
    return token;
  });
}

export async function calendarByToken(token: string, siteUrl: string, now = Date.now()): Promise<string> {
  const snap = await tokens().doc(token).get();
  const uid = snap.get('uid') as unknown;
  if (typeof uid !== 'string') throw notFound('That calendar feed was not found. Copy the address again from Recess.');
  return buildCalendar(await goingEvents(uid, now), { name: 'My family events (Recess)', siteUrl, now });
}
