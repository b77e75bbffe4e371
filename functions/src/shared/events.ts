// Family events: cities, event occurrences, RSVPs and chat messages, with their constants and the
// day, time-zone and filter rules web, functions, the seed and the rules tests share (no Firebase).

// ---- Cities -----------------------------------------------------------------------------------

export interface City {
  slug: string;
  name: string;
  state: string;
  timeZone: string;
  lat: number;
  lng: number;
}

export const CITIES = [
  {
    slug: 'new-york-city',
    name: 'New York City',
    state: 'NY',
    timeZone: 'America/New_York',
    lat: 40.7128,
    lng: -74.006,
  },
  {
    slug: 'los-angeles',
    name: 'Los Angeles',
    state: 'CA',
    timeZone: 'America/Los_Angeles',
    lat: 34.0522,
    lng: -118.2437,
  },
  { slug: 'chicago', name: 'Chicago', state: 'IL', timeZone: 'America/Chicago', lat: 41.8781, lng: -87.6298 },
  {
    slug: 'san-francisco',
    name: 'San Francisco',
    state: 'CA',
    timeZone: 'America/Los_Angeles',
    lat: 37.7749,
    lng: -122.4194,
  },
  { slug: 'seattle', name: 'Seattle', state: 'WA', timeZone: 'America/Los_Angeles', lat: 47.6062, lng: -122.3321 },
  { slug: 'austin', name: 'Austin', state: 'TX', timeZone: 'America/Chicago', lat: 30.2672, lng: -97.7431 },
  { slug: 'boston', name: 'Boston', state: 'MA', timeZone: 'America/New_York', lat: 42.3601, lng: -71.0589 },
  { slug: 'atlanta', name: 'Atlanta', state: 'GA', timeZone: 'America/New_York', lat: 33.749, lng: -84.388 },
] as const satisfies readonly City[];

export type CitySlug = (typeof CITIES)[number]['slug'];
export const CITY_SLUGS = CITIES.map((c) => c.slug) as [CitySlug, ...CitySlug[]];

export function cityBySlug(slug: string): City | null {
  return CITIES.find((c) => c.slug === slug) ?? null;
}

/** The events city a point belongs to (the nearest centre within 80 km), or null outside them all. */
export function nearestCity(lat: number, lng: number): City | null {
  const km = (c: City) => {
    const rad = Math.PI / 180;
    const x = (lng - c.lng) * rad * Math.cos(((lat + c.lat) / 2) * rad);
    const y = (lat - c.lat) * rad;
    return Math.sqrt(x * x + y * y) * 6371;
  };
  const [best] = [...CITIES].sort((a, b) => km(a) - km(b));
  return best && km(best) <= 80 ? best : null;
}

// ---- Events -----------------------------------------------------------------------------------

export const EVENT_CATEGORIES = [
  { value: 'story-time', label: 'Story time' },
  { value: 'music', label: 'Music' },
  { value: 'outdoors', label: 'Outdoors' },
  { value: 'classes', label: 'Classes' },
  { value: 'festivals', label: 'Festivals' },
  { value: 'museums', label: 'Museums' },
  { value: 'playgroups', label: 'Playgroups' },
  { value: 'seasonal', label: 'Seasonal' },
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number]['value'];
export const EVENT_CATEGORY_VALUES = EVENT_CATEGORIES.map((c) => c.value) as [EventCategory, ...EventCategory[]];
export const categoryLabel = (value: string): string => EVENT_CATEGORIES.find((c) => c.value === value)?.label ?? value;

export const PARKING_OPTIONS = ['street', 'lot', 'garage', 'none'] as const;
export type Parking = (typeof PARKING_OPTIONS)[number];

/** What parents ask before they go. */
export interface EventLogistics {
  stroller: boolean;
  changingTable: boolean;
  nursingRoom: boolean;
  indoor: boolean;
  /** For outdoor events: what happens if it rains (null when indoor or unknown). */
  rainPlan: string | null;
  parking: Parking;
  accessibleEntrance: boolean;
}

/** The logistics a parent can filter on, with their labels. */
export const LOGISTICS_NEEDS = [
  { value: 'stroller', label: 'Stroller friendly' },
  { value: 'changing', label: 'Changing table' },
  { value: 'nursing', label: 'Nursing room' },
  { value: 'parking', label: 'Parking' },
  { value: 'accessible', label: 'Accessible entrance' },
] as const;
export type LogisticsNeed = (typeof LOGISTICS_NEEDS)[number]['value'];

export interface EventVenue {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

/** events/{slug}: one dated occurrence (a weekly story time is one series, many occurrences). */
export interface FamilyEvent {
  id: string;
  slug: string;
  seriesId: string | null;
  title: string;
  citySlug: string;
  venue: EventVenue;
  /** Milliseconds since the epoch. */
  startsAt: number;
  endsAt: number;
  /** The start's day in the city's time zone, YYYY-MM-DD: what the city's day pages query. */
  date: string;
  ageMinMonths: number;
  ageMaxMonths: number;
  /** 0 is free. */
  priceCents: number;
  category: EventCategory;
  organiser: string;
  description: string;
  image: string | null;
  sourceUrl: string | null;
  lastCheckedAt: number;
  logistics: EventLogistics;
  status: 'scheduled' | 'cancelled';
  goingCount: number;
  interestedCount: number;
}

export const EVENT_LIMITS = {
  title: 120,
  slug: 140,
  venueName: 120,
  address: 200,
  organiser: 120,
  description: 2000,
  rainPlan: 200,
  url: 500,
  /** Months: up to 12 years. */
  ageMonths: 144,
  priceCents: 50_000,
  message: 1000,
  firstName: 40,
  reportReason: 300,
  /** Events a page of a city's day reads; the rest of a busy day comes with "Load more events". */
  dayPage: 100,
  /** Chat: the newest this many on open, older ones a page at a time. */
  chatPage: 50,
  /** Seconds between one person's messages in one room. */
  chatIntervalSeconds: 2,
  /**
   * Report weight that hides a message until an admin reviews it: a report from an account at least
   * reportFullWeightDays old that answered Going or Interested to the event weighs 1, so three such
   * parents hide a message; new accounts and strangers to the event weigh less (reportWeight).
   */
  reportsToHide: 3,
  reportFullWeightDays: 7,
  /** First names the event page shows to signed-in parents, of those who chose to be shown. */
  goingNames: 12,
  /** Days the date strip shows, today included. */
  dateStripDays: 14,
} as const;

export const RSVP_STATUSES = ['going', 'interested'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/**
 * How much one report counts toward hiding a message: 1 from an account old enough that answered the
 * event, less from a new account (0.5 off) or one that never answered it (0.25 off), so a handful of
 * throwaway accounts cannot hide what a parent wrote.
 */
export function reportWeight({ accountAgeDays, isMember }: { accountAgeDays: number; isMember: boolean }): number {
  return 1 - (accountAgeDays >= EVENT_LIMITS.reportFullWeightDays ? 0 : 0.5) - (isMember ? 0 : 0.25);
}

/**
 * events/{eventId}/rsvps/{uid}: a person's own answer, read only by them and admins. firstName is
 * shown (to signed-in parents) only when showFirstName is true.
 */
export interface Rsvp {
  uid: string;
  firstName: string;
  status: RsvpStatus;
  showFirstName: boolean;
}

/**
 * events/{eventId}/going/names: the first names of Going parents who chose to be shown (at most
 * EVENT_LIMITS.goingNames), for signed-in parents; written by a function from the RSVPs.
 */
export interface GoingNames {
  names: string[];
  updatedAt: number;
}

/**
 * events/{eventId}/rsvpCounts/{shard}: the event's Going and Interested as RSVP_COUNTER_SHARDS small
 * counters, each RSVP moving one shard chosen at random in the transaction that stores it, so a
 * popular event spreads its writes. The counts are their sum: the live page sums the shards, a job
 * folds them into the event's goingCount and interestedCount for the server's HTML and the lists.
 */
export const RSVP_COUNTER_SHARDS = 10;

export interface RsvpCounts {
  going: number;
  interested: number;
}

/** The sum of an event's counter shards, read defensively. */
export function sumRsvpShards(shards: readonly Record<string, unknown>[]): RsvpCounts {
  const at = (d: Record<string, unknown>, key: string) => {
    const v = d[key];
    return typeof v === 'number' && Number.isFinite(v) ? v : 0;
  };
  return shards.reduce<RsvpCounts>(
    (sum, d) => ({ going: sum.going + at(d, 'going'), interested: sum.interested + at(d, 'interested') }),
    { going: 0, interested: 0 },
  );
}

/**
 * events/{eventId}/messages/{id}. senderId is the sender's id in this room only: random, kept in
 * their private chatMarkers/{uid}, so messages cannot be joined to an account or across rooms.
 */
export interface ChatMessage {
  id: string;
  senderId: string;
  firstName: string;
  text: string;
  createdAt: number;
  hidden: boolean;
}

// ---- Reading documents ----------------------------------------------------------------------

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};

/**
 * An events/{id}/messages/{id} document as a ChatMessage, read defensively. `createdAt` is a
 * Firestore timestamp (or null while the server's time is pending): `pendingAt` stands in for it.
 */
export function toChatMessageOf(id: string, d: Record<string, unknown>, pendingAt: number): ChatMessage {
  const createdAt = d.createdAt as { toMillis?: () => number } | null | undefined;
  return {
    id,
    senderId: str(d.senderId),
    firstName: str(d.firstName),
    text: str(d.text),
    createdAt: typeof createdAt?.toMillis === 'function' ? createdAt.toMillis() : pendingAt,
    hidden: d.hidden === true,
  };
}

/** An events/{id} document as a FamilyEvent, read defensively: a missing field reads as empty. */
export function toFamilyEvent(id: string, d: Record<string, unknown>): FamilyEvent {
  const venue = obj(d.venue);
  const l = obj(d.logistics);
  const category = (EVENT_CATEGORY_VALUES as readonly string[]).includes(str(d.category))
    ? (d.category as EventCategory)
    : 'playgroups';
  return {
    id,
    slug: str(d.slug) || id,
    seriesId: typeof d.seriesId === 'string' ? d.seriesId : null,
    title: str(d.title),
    citySlug: str(d.citySlug),
    venue: { name: str(venue.name), address: str(venue.address), lat: num(venue.lat), lng: num(venue.lng) },
    startsAt: num(d.startsAt),
    endsAt: num(d.endsAt),
    date: str(d.date),
    ageMinMonths: num(d.ageMinMonths),
    ageMaxMonths: num(d.ageMaxMonths),
    priceCents: num(d.priceCents),
    category,
    organiser: str(d.organiser),
    description: str(d.description),
    image: typeof d.image === 'string' ? d.image : null,
    sourceUrl: typeof d.sourceUrl === 'string' ? d.sourceUrl : null,
    lastCheckedAt: num(d.lastCheckedAt),
    logistics: {
      stroller: l.stroller === true,
      changingTable: l.changingTable === true,
      nursingRoom: l.nursingRoom === true,
      indoor: l.indoor === true,
      rainPlan: typeof l.rainPlan === 'string' ? l.rainPlan : null,
      parking: (PARKING_OPTIONS as readonly string[]).includes(str(l.parking)) ? (l.parking as Parking) : 'none',
      accessibleEntrance: l.accessibleEntrance === true,
    },
    status: d.status === 'cancelled' ? 'cancelled' : 'scheduled',
    goingCount: num(d.goingCount),
    interestedCount: num(d.interestedCount),
  };
}

// ---- Days and time zones ----------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that names a real day. */
export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The day an instant falls on in a time zone, as YYYY-MM-DD. */
export function dayInZone(at: number | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Adds whole days to a YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 (Sunday) to 6 of a YYYY-MM-DD. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Minutes a zone is ahead of UTC at an instant (New York in winter: -300). */
function zoneOffsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
    .formatToParts(at)
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - at) / 60_000);
}

/** The instant of a wall-clock time (HH:MM) on a day in a time zone. */
export function zonedTime(date: string, time: string, timeZone: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const [y = 1970, mo = 1, d = 1] = date.split('-').map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, m);
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  // Around a daylight-saving change the offset at the answer can differ from the guess's.
  return guess - zoneOffsetMinutes(first, timeZone) * 60_000;
}

/** "Saturday, December 5" for a YYYY-MM-DD; "Saturday, December 5, 2026" with the year. */
export function formatDay(date: string, weekday: 'long' | 'short' = 'long', withYear = false): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday,
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "10:30 AM" in the city's zone. */
export function formatTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
}

export function formatAgeRange(minMonths: number, maxMonths: number): string {
  const part = (m: number) => (m < 24 ? `${m} months` : `${Math.floor(m / 12)} years`);
  if (minMonths === 0 && maxMonths >= EVENT_LIMITS.ageMonths) return 'All ages';
  if (minMonths === 0) return `Birth to ${part(maxMonths)}`;
  if (maxMonths >= EVENT_LIMITS.ageMonths) return `${part(minMonths)} and up`;
  return `${part(minMonths)} to ${part(maxMonths)}`;
}

export const formatPrice = (cents: number): string =>
  cents === 0 ? 'Free' : `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

// ---- Filters ----------------------------------------------------------------------------------

export const TIMES_OF_DAY = [
  { value: 'morning', label: 'Morning', from: 0, to: 12 },
  { value: 'afternoon', label: 'Afternoon', from: 12, to: 17 },
  { value: 'evening', label: 'Evening', from: 17, to: 24 },
] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]['value'];

/** A city day page's filters, as its address carries them. */
export interface EventFilters {
  /** The child's age in months. */
  ageMonths: number | null;
  freeOnly: boolean;
  indoorOnly: boolean;
  category: EventCategory | null;
  timeOfDay: TimeOfDay | null;
  needs: LogisticsNeed[];
}

export const NO_EVENT_FILTERS: EventFilters = {
  ageMonths: null,
  freeOnly: false,
  indoorOnly: false,
  category: null,
  timeOfDay: null,
  needs: [],
};

function hasNeed(logistics: EventLogistics, need: LogisticsNeed): boolean {
  switch (need) {
    case 'stroller':
      return logistics.stroller;
    case 'changing':
      return logistics.changingTable;
    case 'nursing':
      return logistics.nursingRoom;
    case 'parking':
      return logistics.parking !== 'none';
    case 'accessible':
      return logistics.accessibleEntrance;
  }
}

/** Whether an event passes every filter; the hour is the start's hour in the city's zone. */
export function matchesFilters(event: FamilyEvent, filters: EventFilters, timeZone: string): boolean {
  if (filters.ageMonths !== null && (filters.ageMonths < event.ageMinMonths || filters.ageMonths > event.ageMaxMonths))
    return false;
  if (filters.freeOnly && event.priceCents !== 0) return false;
  if (filters.indoorOnly && !event.logistics.indoor) return false;
  if (filters.category && event.category !== filters.category) return false;
  if (filters.timeOfDay) {
    const slot = TIMES_OF_DAY.find((t) => t.value === filters.timeOfDay);
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(event.startsAt),
    );
    if (slot && (hour < slot.from || hour >= slot.to)) return false;
  }
  return filters.needs.every((need) => hasNeed(event.logistics, need));
}
