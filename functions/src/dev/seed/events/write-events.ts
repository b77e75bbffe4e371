// The events demo: the cities, every weekly demo series as an eventSeries/{id} document, and its
// occurrences from each city's yesterday to day +42, created by the same code as the daily job
// (events/series.ts, events/series-occurrences.ts), with a few Going people and chat messages near
// today so the rooms feel alive. Run by `npm run seed`, and by `npm start` and `npm test` once the
// emulators are up, so the demo never goes stale: occurrences already there (with their RSVPs and
// chats) fail to be created again and are kept; missing ones are added. Nothing is read first.
import { randomBytes } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { recountCities } from '../../../events/city-counts.js';
import { createOccurrences, seriesRef } from '../../../events/series-occurrences.js';
import { meetingDays, occurrenceOf, SERIES_HORIZON_DAYS, type StoredEvent } from '../../../events/series.js';
import { db } from '../../../lib/admin.js';
import { CITIES, EVENT_LIMITS, addDays, dayInZone, weekdayOf } from '../../../shared/events.js';
import type { EventSeries } from '../../../shared/schemas/event-series.js';
import { DEMO_BUYERS, DEMO_SELLERS } from '../marketplace/people.js';
import { CHAT_LINES } from './chat-lines.js';
import { eventImagePath } from './event-art.js';
import { EAST_SERIES } from './series-east.js';
import { WEST_SERIES } from './series-central-west.js';
import type { DemoSeries } from './types.js';

export const DEMO_SERIES: DemoSeries[] = [...EAST_SERIES, ...WEST_SERIES];
/**
 * The week the demo's fortnightly series count from (a Sunday): fixed, so a series meets on the same
 * weeks whichever day the seed runs.
 */
const DEMO_SERIES_START = '2020-01-05';
const DAY_MS = 86_400_000;

/** A small stable hash, so the same series and day always get the same cancellations and chats. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * A demo series as eventSeries/{id} holds it. A one-off ('once') row becomes a one-day series on the
 * day it is dated to; only weekly ones are stored, for the daily job to carry on.
 */
export function demoEventSeries(series: DemoSeries, now: number, onceOn?: string): EventSeries {
  const s = series.schedule;
  const once = 'once' in s ? (onceOn ?? DEMO_SERIES_START) : null;
  return {
    id: series.slug,
    citySlug: series.citySlug,
    title: series.title,
    category: series.category,
    organiser: series.organiser,
    description: series.description,
    venue: series.venue,
    ageMinMonths: series.ageMinMonths,
    ageMaxMonths: series.ageMaxMonths,
    priceCents: series.priceCents,
    image: eventImagePath(series.slug),
    sourceUrl: series.sourceUrl,
    lastCheckedAt: now - (hash(series.slug) % 5) * DAY_MS,
    logistics: series.logistics,
    schedule: {
      days: 'once' in s ? [weekdayOf(once ?? DEMO_SERIES_START)] : s.days,
      start: s.start,
      durationMinutes: s.durationMinutes,
      everyWeeks: 'once' in s ? 1 : (s.everyWeeks ?? 1),
    },
    startsOn: once ?? DEMO_SERIES_START,
    endsOn: once,
    status: 'active',
  };
}

/** The days a demo series meets from `from` to `to` (a one-off: its day after `from`). */
export function occurrenceDates(series: DemoSeries, from: string, to = addDays(from, SERIES_HORIZON_DAYS)): string[] {
  const s = series.schedule;
  if ('once' in s) return [addDays(from, 1 + s.once)];
  return meetingDays(demoEventSeries(series, 0), from, to);
}

/** A demo occurrence: the series' occurrence, about one weekly one in 30 called off. */
export function demoOccurrence(series: DemoSeries, date: string, now: number): StoredEvent {
  const doc = occurrenceOf(demoEventSeries(series, now, date), date, now);
  // Called off as real ones are (holidays, a sick reader); the seed's own, not the job's.
  const isCancelled = !('once' in series.schedule) && hash(doc.slug) % 30 === 7;
  return {
    ...doc,
    lastCheckedAt: now - (hash(doc.slug) % 5) * DAY_MS,
    status: isCancelled ? 'cancelled' : 'scheduled',
  };
}

/** A demo occurrence as a plain document, for tests that write one of their own. */
export function occurrenceDoc(series: DemoSeries, date: string, now: number): Record<string, unknown> {
  return { ...demoOccurrence(series, date, now) };
}

const PEOPLE = [...DEMO_SELLERS, ...DEMO_BUYERS];

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
  // In the order the api keeps them (by uid), so the next answer finds nothing to rewrite.
  const goingNames = rsvps
    .filter((r) => r.status === 'going' && r.showFirstName)
    .sort((x, y) => (x.uid < y.uid ? -1 : 1))
    .map((r) => r.firstName)
    .slice(0, EVENT_LIMITS.goingNames);
  return { rsvps, messages, markers, goingNames };
}

/** Writes the cities, the series and the missing occurrences; returns how many occurrences were added. */
export async function seedEvents(now = Date.now()): Promise<{ added: number; upcoming: number }> {
  const writes: [DocumentReference, Record<string, unknown>][] = CITIES.map((c) => [
    db().collection('cities').doc(c.slug),
    { ...c },
  ]);
  for (const series of DEMO_SERIES)
    if (!('once' in series.schedule)) writes.push([seriesRef(series.slug), demoEventSeries(series, now)]);
  // Yesterday in every city's zone (at 01:00 UTC it is still the day before in New York, whose
  // yesterday is two days back in UTC) to the last day the daily job would have created.
  const utcToday = dayInZone(now, 'UTC');
  const from = addDays(utcToday, -2);
  const planned = DEMO_SERIES.flatMap((series) =>
    occurrenceDates(series, from, addDays(utcToday, SERIES_HORIZON_DAYS)).map((date) =>
      demoOccurrence(series, date, now),
    ),
  );
  // The first days' occurrences come with people; kept only for the ones this run creates.
  const soon = addDays(from, 4);
  const lively = new Map<string, ReturnType<typeof liveliness>>();
  for (const event of planned) {
    if (event.date > soon || event.status !== 'scheduled') continue;
    const life = liveliness(event.slug, event.startsAt, now);
    lively.set(event.slug, life);
    event.goingCount = life.rsvps.filter((r) => r.status === 'going').length;
    event.interestedCount = life.rsvps.length - event.goingCount;
  }
  const created = await createOccurrences(planned);
  for (const id of created) {
    const life = lively.get(id);
    if (!life) continue;
    const ref = db().collection('events').doc(id);
    life.rsvps.forEach((r) => writes.push([ref.collection('rsvps').doc(r.uid as string), r]));
    life.messages.forEach((m, i) => writes.push([ref.collection('messages').doc(`demo-${i}`), m]));
    life.markers.forEach((m) => writes.push([ref.collection('chatMarkers').doc(m.uid as string), m]));
    writes.push([ref.collection('going').doc('names'), { names: life.goingNames, updatedAt: now }]);
    // Counted as the api counts them: in the shards (decision 014), whose sum is the event's counts.
    const going = life.rsvps.filter((r) => r.status === 'going').length;
    writes.push([
      ref.collection('rsvpCounts').doc('0'),
      { going, interested: life.rsvps.length - going, updatedAt: now },
    ]);
  }
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db().batch();
    for (const [ref, data] of writes.slice(i, i + 400)) batch.set(ref, data);
    await batch.commit();
  }
  await recountCities(now);
  return { added: created.length, upcoming: planned.filter((e) => e.date >= utcToday).length };
}
