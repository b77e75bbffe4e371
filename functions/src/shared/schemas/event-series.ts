// eventSeries/{id}: a recurring event (a weekly story time) from which the daily job creates each
// dated occurrence in events/ (docs/decisions/014). Written by admins' tools and the demo seed with
// the Admin SDK; the job parses every document with this schema before using it.
import { z } from 'zod/mini';
import { CITY_SLUGS, EVENT_CATEGORY_VALUES, EVENT_LIMITS, PARKING_OPTIONS, isIsoDate } from '../events.js';

export const SERIES_STATUSES = ['active', 'paused', 'ended'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** Series ids are kebab-case and leave room for `-YYYY-MM-DD` within an event slug. */
export const SERIES_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SERIES_ID_MAX = EVENT_LIMITS.slug - '-YYYY-MM-DD'.length;

const isoDate = z.string().check(z.refine(isIsoDate, 'Not a YYYY-MM-DD day.'));
const text = (max: number) => z.string().check(z.maxLength(max));

export const eventSeriesSchema = z
  .object({
    id: z.string().check(z.regex(SERIES_ID), z.maxLength(SERIES_ID_MAX)),
    citySlug: z.enum(CITY_SLUGS),
    title: z.string().check(z.minLength(1), z.maxLength(EVENT_LIMITS.title)),
    category: z.enum(EVENT_CATEGORY_VALUES),
    organiser: text(EVENT_LIMITS.organiser),
    description: text(EVENT_LIMITS.description),
    venue: z.object({
      name: text(EVENT_LIMITS.venueName),
      address: text(EVENT_LIMITS.address),
      lat: z.number().check(z.minimum(-90), z.maximum(90)),
      lng: z.number().check(z.minimum(-180), z.maximum(180)),
    }),
    ageMinMonths: z.number().check(z.int(), z.minimum(0), z.maximum(EVENT_LIMITS.ageMonths)),
    ageMaxMonths: z.number().check(z.int(), z.minimum(0), z.maximum(EVENT_LIMITS.ageMonths)),
    priceCents: z.number().check(z.int(), z.minimum(0), z.maximum(EVENT_LIMITS.priceCents)),
    image: z.nullable(text(EVENT_LIMITS.url)),
    sourceUrl: z.nullable(text(EVENT_LIMITS.url)),
    lastCheckedAt: z.number(),
    logistics: z.object({
      stroller: z.boolean(),
      changingTable: z.boolean(),
      nursingRoom: z.boolean(),
      indoor: z.boolean(),
      rainPlan: z.nullable(text(EVENT_LIMITS.rainPlan)),
      parking: z.enum(PARKING_OPTIONS),
      accessibleEntrance: z.boolean(),
    }),
    /** Wall-clock time in the city's zone, on these weekdays (0 Sunday to 6 Saturday). */
    schedule: z.object({
      days: z.array(z.number().check(z.int(), z.minimum(0), z.maximum(6))).check(z.minLength(1), z.maxLength(7)),
      start: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
      durationMinutes: z.number().check(z.int(), z.minimum(15), z.maximum(720)),
      /** 2: every other week, counted from the week of startsOn. */
      everyWeeks: z.union([z.literal(1), z.literal(2)]),
    }),
    /** The first day it may meet; also the week fortnightly series count from. */
    startsOn: isoDate,
    /** The last day it may meet; null while it runs on. */
    endsOn: z.nullable(isoDate),
    status: z.enum(SERIES_STATUSES),
  })
  .check(z.refine((s) => s.ageMinMonths <= s.ageMaxMonths, { message: 'Ages run backwards.', path: ['ageMaxMonths'] }));

export type EventSeries = z.infer<typeof eventSeriesSchema>;
