// A city's calendar feed, one event's calendar file, and a city's RSS feed of newly added events.
import { notFound } from '../lib/errors.js';
import { db } from '../lib/admin.js';
import { buildCalendar, eventPath } from '../shared/events-calendar.js';
import { cityBySlug, formatDay, formatTime, type City, type FamilyEvent } from '../shared/events.js';
import { eventRef, toFamilyEvent } from './event-doc.js';

/** A city feed holds the coming six weeks: at most this many occurrences. */
export const FEED_LIMIT = 500;
export const RSS_LIMIT = 50;

function requireCity(slug: string): City {
  const city = cityBySlug(slug);
  if (!city) throw notFound('We do not list events in that city yet.');
  return city;
}

export async function cityCalendar(citySlug: string, siteUrl: string, now = Date.now()): Promise<string> {
  const city = requireCity(citySlug);
  const snap = await db()
    .collection('events')
    .where('citySlug', '==', city.slug)
    .where('startsAt', '>=', now - 86_400_000)
    .orderBy('startsAt')
    .limit(FEED_LIMIT)
    .get();
  const events = snap.docs.map((d) => toFamilyEvent(d.id, d.data()));
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
