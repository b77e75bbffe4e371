// The demo events' source shape: a series is written once and dated by the seed relative to the day
// it runs (one-off events by a day offset, weekly ones by weekday).
import type { CitySlug, EventCategory, EventLogistics, EventVenue } from '../../../shared/events.js';

export type DemoSchedule =
  /** Weekly on these weekdays (0 Sunday to 6 Saturday), every week or every other week. */
  | { days: number[]; start: string; durationMinutes: number; everyWeeks?: 1 | 2 }
  /** Once, this many days after the seed day (0 to 41). */
  | { once: number; start: string; durationMinutes: number };

export interface DemoSeries {
  /** Unique kebab-case; occurrences are `${slug}-${YYYY-MM-DD}`. */
  slug: string;
  citySlug: CitySlug;
  title: string;
  category: EventCategory;
  organiser: string;
  description: string;
  venue: EventVenue;
  ageMinMonths: number;
  ageMaxMonths: number;
  priceCents: number;
  schedule: DemoSchedule;
  logistics: EventLogistics;
  sourceUrl: string;
}
