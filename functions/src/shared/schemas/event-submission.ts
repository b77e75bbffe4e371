// The event a parent submits (POST /api/events/submissions): one schema for the form and the function.
import { z } from 'zod/mini';
import { CITY_SLUGS, EVENT_CATEGORY_VALUES, EVENT_LIMITS, PARKING_OPTIONS, isIsoDate, nearestCity } from '../events.js';

const text = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Add the ${label}.`),
      z.maxLength(max, `The ${label} can be at most ${max} characters.`),
    );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const eventSubmissionSchema = z
  .object({
    title: text('title', EVENT_LIMITS.title),
    citySlug: z.enum(CITY_SLUGS, 'Choose a city.'),
    date: z.string().check(z.refine(isIsoDate, 'Choose the date.')),
    startTime: z.string().check(z.regex(TIME, 'Choose the start time.')),
    durationMinutes: z
      .number()
      .check(
        z.int(),
        z.minimum(15, 'An event lasts at least 15 minutes.'),
        z.maximum(720, 'An event lasts at most 12 hours.'),
      ),
    venueName: text('venue', EVENT_LIMITS.venueName),
    address: text('address', EVENT_LIMITS.address),
    /**
     * Where the venue is: the pin the submitter dropped on the form's map, inside the chosen city
     * (there is no geocoder offline; in production one can fill it from the address behind an
     * adapter). Null puts it at the city's centre until an admin checks it.
     */
    lat: z.nullable(z.number().check(z.minimum(-90), z.maximum(90))),
    lng: z.nullable(z.number().check(z.minimum(-180), z.maximum(180))),
    ageMinMonths: z.number().check(z.int(), z.minimum(0), z.maximum(EVENT_LIMITS.ageMonths)),
    ageMaxMonths: z.number().check(z.int(), z.minimum(0), z.maximum(EVENT_LIMITS.ageMonths)),
    priceCents: z
      .number()
      .check(
        z.int(),
        z.minimum(0, 'The price cannot be negative.'),
        z.maximum(EVENT_LIMITS.priceCents, 'The price can be at most $500.'),
      ),
    category: z.enum(EVENT_CATEGORY_VALUES, 'Choose a category.'),
    organiser: text('organiser', EVENT_LIMITS.organiser),
    description: text('description', EVENT_LIMITS.description),
    sourceUrl: z.nullable(
      z
        .string()
        .check(z.maxLength(EVENT_LIMITS.url), z.regex(/^https:\/\/[^\s]+$/, 'The link must start with https://.')),
    ),
    logistics: z.object({
      stroller: z.boolean(),
      changingTable: z.boolean(),
      nursingRoom: z.boolean(),
      indoor: z.boolean(),
      rainPlan: z.nullable(z.string().check(z.maxLength(EVENT_LIMITS.rainPlan))),
      parking: z.enum(PARKING_OPTIONS),
      accessibleEntrance: z.boolean(),
    }),
  })
  .check(
    z.refine((s) => s.ageMinMonths <= s.ageMaxMonths, {
      message: 'The youngest age must not be above the oldest.',
      path: ['ageMaxMonths'],
    }),
    z.refine((s) => (s.lat === null) === (s.lng === null), {
      message: 'Drop the pin on the map again: its place was incomplete.',
      path: ['lat'],
    }),
    z.refine((s) => s.lat === null || s.lng === null || nearestCity(s.lat, s.lng)?.slug === s.citySlug, {
      message: 'Put the pin inside the city you chose.',
      path: ['lat'],
    }),
  );

export type EventSubmission = z.infer<typeof eventSubmissionSchema>;
