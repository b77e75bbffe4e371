// The events demo: the cities, and every demo series dated from the day it runs (each city's
// yesterday to six weeks ahead), with a few Going people and chat messages near today so the rooms
// feel alive. Run by `npm run seed`, and by `npm start` and `npm test` once the emulators are up, so
// the demo never goes stale: occurrences already there (with their RSVPs and chats) are kept, missing
// ones are added.
import { randomBytes } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { recountCities } from '../../../events/city-counts.js';
import { db } from '../../../lib/admin.js';
import { CITIES, EVENT_LIMITS, addDays, cityBySlug, dayInZone, weekdayOf, zonedTime } from '../../../shared/events.js';
import { DEMO_BUYERS, DEMO_SELLERS } from '../marketplace/people.js';
import { CHAT_LINES } from './chat-lines.js';
import { eventImagePath } from './event-art.js';
import { EAST_SERIES } from './series-east.js';
import { WEST_SERIES } from './series-central-west.js';
import type { DemoSeries } from './types.js';

export const DEMO_SERIES: DemoSeries[] = [...EAST_SERIES, ...WEST_SERIES];
/** Days of occurrences written ahead of the run day. */
const DAYS_AHEAD = 42;

/** A small stable hash, so the same series and day always get the same cancellations and chats. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The days a series meets in the window starting at `from`. */
export function occurrenceDates(series: DemoSeries, from: string): string[] {
  const s = series.schedule;
  if ('once' in s) return [addDays(from, 1 + s.once)];
  const every = s.everyWeeks ?? 1;
  const dates: string[] = [];
  for (let i = 0; i <= DAYS_AHEAD; i++) {
    const date = addDays(from, i);
    const week = Math.floor(i / 7);
    if (s.days.includes(weekdayOf(date)) && week % every === 0) dates.push(date);
  }
  return dates;
}

export function occurrenceDoc(series: DemoSeries, date: string, now: number): Record<string, unknown> {
  const city = cityBySlug(series.citySlug);
  if (!city) throw new Error(`Unknown city ${series.citySlug} in ${series.slug}`);
  const startsAt = zonedTime(date, series.schedule.start, city.timeZone);
  const slug = `${series.slug}-${date}`;
  return {
    slug,
    seriesId: series.slug,
    title: series.title,
    citySlug: series.citySlug,
    venue: series.venue,
    startsAt,
    endsAt: startsAt + series.schedule.durationMinutes * 60_000,
    date,
    ageMinMonths: series.ageMinMonths,
    ageMaxMonths: series.ageMaxMonths,
    priceCents: series.priceCents,
    category: series.category,
    organiser: series.organiser,
    description: series.description,
    image: eventImagePath(series.slug),
    sourceUrl: series.sourceUrl,
    lastCheckedAt: now - (hash(slug) % 5) * 86_400_000,
    logistics: series.logistics,
    // About one weekly occurrence in 30 is called off, as real ones are (holidays, a sick reader).
    status: 'once' in series.schedule || hash(slug) % 30 !== 7 ? 'scheduled' : 'cancelled',
    goingCount: 0,
    interestedCount: 0,
    createdAt: now,
  };
}

const PEOPLE = [...DEMO_SELLERS, ...DEMO_BUYERS];

/** Which occurrences are not written yet, and which were written before they had a picture. */
async function missing(refs: DocumentReference[]): Promise<{ absent: Set<string>; withoutImage: Set<string> }> {
  const absent = new Set<string>();
  const withoutImage = new Set<string>();
  for (let i = 0; i < refs.length; i += 300) {
    const snaps = await db().getAll(...refs.slice(i, i + 300));
    for (const snap of snaps) {
      if (!snap.exists) absent.add(snap.id);
      else if (typeof snap.get('image') !== 'string') withoutImage.add(snap.id);
    }
  }
  return { absent, withoutImage };
}

/**
 * Going people and a short chat on the first days' occurrences, from the demo's people, stored as the
 * app stores them: RSVPs private (most demo people chose to show their first name), messages under
 * each sender's random id in the room, kept in their chat marker, never their uid.
 */
function liveliness(
  eventId: string,
  startsAt: number,
  now: number,
): {
  rsvps: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  markers: Record<string, unknown>[];
  goingNames: string[];
} {
  const h = hash(eventId);
  const count = 2 + (h % 5);
  const people = Array.from({ length: count }, (_, i) => PEOPLE[(h + i * 7) % PEOPLE.length]!);
  const unique = [...new Map(people.map((p) => [p.uid, p])).values()];
  const rsvps = unique.map((p, i) => ({
    uid: p.uid,
    firstName: p.first,
    status: i % 3 === 2 ? 'interested' : 'going',
    showFirstName: i % 4 !== 3,
    updatedAt: new Date(now - (i + 1) * 3_600_000),
  }));
  const senderIds = new Map(unique.map((p) => [p.uid, randomBytes(16).toString('base64url')]));
  const lines = Array.from({ length: 2 + (h % 4) }, (_, i) => CHAT_LINES[(h + i * 5) % CHAT_LINES.length]!);
  const last = new Map<string, { at: Date; index: number }>();
  const messages = lines.map((text, i) => {
    const p = unique[i % unique.length]!;
    const at = new Date(Math.min(now, startsAt) - (lines.length - i) * 47 * 60_000);
    last.set(p.uid, { at, index: i });
    return { senderId: senderIds.get(p.uid), firstName: p.first, text, createdAt: at, hidden: false };
  });
  const markers = [...last].map(([uid, { at, index }]) => ({
    uid,
    senderId: senderIds.get(uid),
    lastMessageAt: at,
    messageId: `demo-${index}`,
  }));
  // In the order the trigger's query returns them (by uid), so it finds nothing to rewrite.
  const goingNames = rsvps
    .filter((r) => r.status === 'going' && r.showFirstName)
    .sort((x, y) => (x.uid < y.uid ? -1 : 1))
    .map((r) => r.firstName)
    .slice(0, EVENT_LIMITS.goingNames);
  return { rsvps, messages, markers, goingNames };
}

/** Writes the cities and the missing occurrences; returns how many occurrences were added. */
export async function seedEvents(now = Date.now()): Promise<{ added: number; upcoming: number }> {
  const batchWrites: [DocumentReference, Record<string, unknown>][] = CITIES.map((c) => [
    db().collection('cities').doc(c.slug),
    { ...c },
  ]);
  // Yesterday in every city's zone: at 01:00 UTC it is still the day before in New York, whose
  // yesterday is two days back in UTC.
  const from = addDays(dayInZone(now, 'UTC'), -2);
  const planned = DEMO_SERIES.flatMap((series) =>
    occurrenceDates(series, from).map((date) => occurrenceDoc(series, date, now)),
  );
  const refs = planned.map((e) =>
    db()
      .collection('events')
      .doc(e.slug as string),
  );
  const { absent, withoutImage } = await missing(refs);
  // Saved local data from before events had pictures gets them, keeping everything else.
  const pictures = planned.filter((e) => withoutImage.has(e.slug as string));
  const soon = addDays(from, 4);
  for (const event of planned) {
    const id = event.slug as string;
    if (!absent.has(id)) continue;
    const ref = db().collection('events').doc(id);
    const date = event.date as string;
    if (date <= soon && event.status === 'scheduled') {
      const { rsvps, messages, markers, goingNames } = liveliness(id, event.startsAt as number, now);
      event.goingCount = rsvps.filter((r) => r.status === 'going').length;
      event.interestedCount = rsvps.length - (event.goingCount as number);
      rsvps.forEach((r) => batchWrites.push([ref.collection('rsvps').doc(r.uid as string), r]));
      messages.forEach((m, i) => batchWrites.push([ref.collection('messages').doc(`demo-${i}`), m]));
      markers.forEach((m) => batchWrites.push([ref.collection('chatMarkers').doc(m.uid as string), m]));
      batchWrites.push([ref.collection('going').doc('names'), { names: goingNames, updatedAt: now }]);
    }
    batchWrites.push([ref, event]);
  }
  for (let i = 0; i < batchWrites.length; i += 400) {
    const batch = db().batch();
    for (const [ref, data] of batchWrites.slice(i, i + 400)) batch.set(ref, data);
    await batch.commit();
  }
  for (let i = 0; i < pictures.length; i += 400) {
    const batch = db().batch();
    for (const e of pictures.slice(i, i + 400))
      batch.update(
        db()
          .collection('events')
          .doc(e.slug as string),
        { image: e.image },
      );
    await batch.commit();
  }
  await recountCities(now);
  const today = dayInZone(now, 'UTC');
  return { added: absent.size, upcoming: planned.filter((e) => (e.date as string) >= today).length };
}
