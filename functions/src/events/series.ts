// Recurring events: which days a series (eventSeries/{id}) meets, in its city's time zone, and the
// events/{id} occurrence each of those days becomes. No Firebase here: the daily job and the demo
// seed (series-occurrences.ts, dev/seed/events) both build their occurrences with it.
import { addDays, cityBySlug, dayInZone, weekdayOf, zonedTime, type FamilyEvent } from '../shared/events.js';
import type { EventSeries } from '../shared/schemas/event-series.js';

/** The city pages, feeds and counts look this many days ahead: the job fills each city's day +42. */
export const SERIES_HORIZON_DAYS = 42;
/**
 * The job creates the last few days of the horizon, not only day +42, so a day it did not run (an
 * outage, a failed deploy) is filled by the next run; create() makes the repeats cost no reads.
 */
export const SERIES_CATCH_UP_DAYS = 3;

/** events/{id} as stored: a FamilyEvent without its id, with when it was created. */
export type StoredEvent = Omit<FamilyEvent, 'id'> & { createdAt: number };

/** One id per series and day, so creating the same occurrence twice finds the first one. */
export const occurrenceId = (seriesId: string, date: string): string => `${seriesId}-${date}`;

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

type Timing = Pick<EventSeries, 'schedule' | 'startsOn' | 'endsOn'>;

/** Whether the series meets on a day (its city's YYYY-MM-DD). */
export function meetsOn(series: Timing, date: string): boolean {
  if (date < series.startsOn || (series.endsOn !== null && date > series.endsOn)) return false;
  if (!series.schedule.days.includes(weekdayOf(date))) return false;
  // Weeks run Sunday to Saturday, counted from the week startsOn falls in.
  const firstSunday = addDays(series.startsOn, -weekdayOf(series.startsOn));
  const week = Math.floor((dayNumber(date) - dayNumber(firstSunday)) / 7);
  return week % series.schedule.everyWeeks === 0;
}

/** The days from `from` to `to` (both included) the series meets. */
export function meetingDays(series: Timing, from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) if (meetsOn(series, date)) days.push(date);
  return days;
}

/** The days the job creates in a time zone at `now`: the last SERIES_CATCH_UP_DAYS of the horizon. */
export function dueDays(timeZone: string, now: number): string[] {
  const today = dayInZone(now, timeZone);
  return Array.from({ length: SERIES_CATCH_UP_DAYS }, (_, i) =>
    addDays(today, SERIES_HORIZON_DAYS - SERIES_CATCH_UP_DAYS + 1 + i),
  );
}

/** The occurrence of a series on a day, as events/{id} stores it. */
export function occurrenceOf(series: EventSeries, date: string, now: number): StoredEvent {
  const city = cityBySlug(series.citySlug);
  if (!city) throw new Error(`Unknown city ${series.citySlug} in the series ${series.id}`);
  const startsAt = zonedTime(date, series.schedule.start, city.timeZone);
  return {
    slug: occurrenceId(series.id, date),
    seriesId: series.id,
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
    image: series.image,
    sourceUrl: series.sourceUrl,
    lastCheckedAt: series.lastCheckedAt,
    logistics: series.logistics,
    status: 'scheduled',
    goingCount: 0,
    interestedCount: 0,
    createdAt: now,
  };
}

/** The occurrences the job creates for a series at `now` (none unless it is active). */
export function dueOccurrences(series: EventSeries, now: number): StoredEvent[] {
  const city = cityBySlug(series.citySlug);
  if (!city || series.status !== 'active') return [];
  return dueDays(city.timeZone, now)
    .filter((date) => meetsOn(series, date))
    .map((date) => occurrenceOf(series, date, now));
}
