// The demo events' series as rows (series-east.ts, series-central-west.ts): the words a person would
// write (when it meets, what the venue has) read into the seed's DemoSeries. A row that does not read
// throws, so a typo fails the seed's tests rather than dropping a series.
import type { CitySlug, EventCategory, EventLogistics } from '../../../shared/events.js';
import type { DemoSchedule, DemoSeries } from './types.js';

export interface SeriesRow {
  slug: string;
  title: string;
  category: EventCategory;
  organiser: string;
  /** Name, street address, latitude, longitude. */
  venue: [string, string, number, number];
  /** Months, from and to. */
  ages: [number, number];
  /** Dollars; 0 is free. */
  price: number;
  /**
   * Weekly: the weekdays, the start and the length ('Tue Thu 10:30 45m'), 'fortnightly' at the end
   * for every other week. Once: days after the seed day ('once +9 18:00 90m').
   */
  when: string;
  /**
   * What the venue has, space-separated: stroller, changing-table, nursing-room, indoor, step-free,
   * and one of street-parking, garage-parking, lot-parking, no-parking.
   */
  has: string;
  /** For outdoor events: what happens if it rains. */
  rainPlan?: string;
  source: string;
  description: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const FEATURES = {
  stroller: 'stroller',
  'changing-table': 'changingTable',
  'nursing-room': 'nursingRoom',
  indoor: 'indoor',
  'step-free': 'accessibleEntrance',
} as const;
const PARKING: Record<string, EventLogistics['parking']> = {
  'street-parking': 'street',
  'garage-parking': 'garage',
  'lot-parking': 'lot',
  'no-parking': 'none',
};
const TIME = /^\d{2}:\d{2}$/;
const LENGTH = /^(\d+)m$/;

/** A row's `when` as the seed's schedule. */
export function scheduleOf(when: string): DemoSchedule {
  const words = when.split(' ');
  const fail = (): never => {
    throw new Error(`Cannot read the schedule '${when}'`);
  };
  const length = (word: string | undefined) => Number(LENGTH.exec(word ?? '')?.[1] ?? fail());
  if (words[0] === 'once') {
    const [, offset = '', start = '', minutes] = words;
    if (!/^\+\d+$/.test(offset) || !TIME.test(start) || words.length !== 4) fail();
    return { once: Number(offset.slice(1)), start, durationMinutes: length(minutes) };
  }
  const fortnightly = words.at(-1) === 'fortnightly';
  const rest = fortnightly ? words.slice(0, -1) : words;
  const [minutes, start = ''] = [rest.pop(), rest.pop()];
  const days = rest.map((d) => (WEEKDAYS.includes(d) ? WEEKDAYS.indexOf(d) : fail()));
  if (days.length === 0 || !TIME.test(start)) fail();
  return { days, start, durationMinutes: length(minutes), ...(fortnightly ? { everyWeeks: 2 as const } : {}) };
}

/** A row's `has` and `rainPlan` as the event's logistics. */
export function logisticsOf(has: string, rainPlan: string | null = null): EventLogistics {
  const words = has.split(' ');
  const parking = words.map((w) => PARKING[w]).filter(Boolean);
  const unknown = words.filter((w) => !(w in FEATURES) && !(w in PARKING));
  if (parking.length !== 1 || unknown.length > 0) throw new Error(`Cannot read what the venue has: '${has}'`);
  const flag = (word: keyof typeof FEATURES) => words.includes(word);
  return {
    stroller: flag('stroller'),
    changingTable: flag('changing-table'),
    nursingRoom: flag('nursing-room'),
    indoor: flag('indoor'),
    rainPlan,
    parking: parking[0]!,
    accessibleEntrance: flag('step-free'),
  };
}

/** One city's rows as the seed's series. */
export function seriesIn(citySlug: CitySlug, rows: SeriesRow[]): DemoSeries[] {
  return rows.map(
    ({ venue: [name, address, lat, lng], ages: [from, to], when, has, rainPlan, source, price, ...row }) => ({
      slug: row.slug,
      citySlug,
      title: row.title,
      category: row.category,
      organiser: row.organiser,
      description: row.description,
      venue: { name, address, lat, lng },
      ageMinMonths: from,
      ageMaxMonths: to,
      priceCents: Math.round(price * 100),
      schedule: scheduleOf(when),
      logistics: logisticsOf(has, rainPlan),
      sourceUrl: source,
    }),
  );
}
