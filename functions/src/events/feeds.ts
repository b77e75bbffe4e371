// A city's calendar feed, one event's calendar file, and a city's RSS feed of newly added events.
import { FieldPath } from 'firebase-admin/firestore';
import { notFound } from '../lib/errors.js';
import { db } from '../lib/admin.js';
import { buildCalendar, eventPath } from '../shared/events-calendar.js';
import { cityBySlug, formatDay, formatTime, type City, type FamilyEvent } from '../shared/events.js';
import { eventRef, toFamilyEvent } from './event-doc.js';
import { SERIES_HORIZON_DAYS } from './series.js';

/** A city feed holds the coming six weeks, read this many occurrences a page (every page is read). */
export const FEED_PAGE_SIZE = 500;
/** Days after today a city feed reaches: the daily series job's horizon, and a day to spare. */
export const FEED_DAYS = SERIES_HORIZON_DAYS + 1;
export const RSS_LIMIT = 50;

function requireCity(slug: string): City {
  const city = cityBySlug(slug);
  if (!city) throw notFound('We do not list events in that city yet.');
  return city;
}

/** A city's occurrences from a day ago to FEED_DAYS ahead, soonest first, a page at a time. */
export async function cityFeedEvents(citySlug: string, now: number, pageSize = FEED_PAGE_SIZE): Promise<FamilyEvent[]> {
  const query = db()
    .collection('events')
    .where('citySlug', '==', citySlug)
    .where('startsAt', '>=', now - 86_400_000)
    .where('startsAt', '<', now + FEED_DAYS * 86_400_000)
    .orderBy('startsAt')
    .orderBy(FieldPath.documentId())
    .limit(pageSize);
  const events: FamilyEvent[] = [];
  let after: FamilyEvent | undefined;
  do {
    const page = await (after ? query.startAfter(after.startsAt, after.id) : query).get();
    const items = page.docs.map((d) => toFamilyEvent(d.id, d.data()));
    events.push(...items);
    after = items.length === pageSize ? items.at(-1) : undefined;
  } while (after);
  return events;
}

export async function cityCalendar(citySlug: string, siteUrl: string, now = Date.now()): Promise<string> {
  const city = requireCity(citySlug);
  const events = await cityFeedEvents(city.slug, now);
  return buildCalendar(events, { name: `Family events in ${city.name} (Recess)`, siteUrl, now });
}

export async function eventCalendar(eventId: string, siteUrl: string, now = Date.now()): Promise<string> {
  const snap = await eventRef(eventId).get();
  if (!snap.exists) throw notFound('That event was not found.');
  const event = toFamilyEvent(snap.id, snap.data() ?? {});
  return buildCalendar([event], { name: event.title, siteUrl, now });
}

const xml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function rssItem(event: FamilyEvent, city: City, siteUrl: string): string {
  const link = `${siteUrl}${eventPath(event)}`;
  const when = `${formatDay(event.date)}, ${formatTime(event.startsAt, city.timeZone)} at ${event.venue.name}`;
  return [
    '<item>',
    `<title>${xml(event.title)}</title>`,
    `<link>${xml(link)}</link>`,
    `<guid isPermaLink="true">${xml(link)}</guid>`,
    `<description>${xml(`${when}. ${event.description}`)}</description>`,
    '</item>',
  ].join('');
}

export async function cityRss(citySlug: string, siteUrl: string): Promise<string> {
  const city = requireCity(citySlug);
  const snap = await db()
    .collection('events')
    .where('citySlug', '==', city.slug)
    .orderBy('createdAt', 'desc')
    .limit(RSS_LIMIT)
    .get();
  const items = snap.docs.map((d) => rssItem(toFamilyEvent(d.id, d.data()), city, siteUrl));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0"><channel>',
    `<title>${xml(`New family events in ${city.name} (Recess)`)}</title>`,
    `<link>${xml(`${siteUrl}/city/${city.slug}`)}</link>`,
    `<description>${xml(`Events for babies, toddlers and kids in ${city.name}, newest first.`)}</description>`,
    ...items,
    '</channel></rss>',
  ].join('\n');
}
