import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInZone,
  formatAgeRange,
  formatDay,
  isIsoDate,
  matchesFilters,
  NO_EVENT_FILTERS,
  nearestCity,
  sumRsvpShards,
  toChatMessageOf,
  zonedTime,
  type FamilyEvent,
} from './events.js';

describe('days and zones', () => {
  it('knows real days', () => {
    expect(isIsoDate('2026-12-01')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('turns a wall-clock time in a city into an instant, across daylight saving', () => {
    expect(new Date(zonedTime('2026-12-01', '10:30', 'America/New_York')).toISOString()).toBe(
      '2026-12-01T15:30:00.000Z',
    );
    expect(new Date(zonedTime('2026-07-01', '10:30', 'America/New_York')).toISOString()).toBe(
      '2026-07-01T14:30:00.000Z',
    );
    expect(new Date(zonedTime('2026-12-01', '09:00', 'America/Los_Angeles')).toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
  });

  it('names the day of an instant in a zone, and adds days', () => {
    expect(dayInZone(Date.UTC(2026, 11, 2, 3), 'America/New_York')).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names a day, with its year when asked', () => {
    expect(formatDay('2026-12-05')).toBe('Saturday, December 5');
    expect(formatDay('2026-12-05', 'short')).toBe('Sat, December 5');
    expect(formatDay('2026-12-05', 'long', true)).toBe('Saturday, December 5, 2026');
  });

  it('says age ranges as parents do', () => {
    expect(formatAgeRange(0, 12)).toBe('Birth to 12 months');
    expect(formatAgeRange(24, 72)).toBe('2 years to 6 years');
    expect(formatAgeRange(0, 144)).toBe('All ages');
  });
});

describe('matchesFilters', () => {
  const event = {
    startsAt: zonedTime('2026-12-01', '10:30', 'America/New_York'),
    ageMinMonths: 12,
    ageMaxMonths: 36,
    priceCents: 0,
    category: 'music',
    logistics: {
      stroller: true,
      changingTable: false,
      nursingRoom: false,
      indoor: true,
      rainPlan: null,
      parking: 'none',
      accessibleEntrance: true,
    },
  } as unknown as FamilyEvent;
  const zone = 'America/New_York';

  it('keeps an event whose age range includes the child', () => {
    expect(matchesFilters(event, { ...NO_EVENT_FILTERS, ageMonths: 18 }, zone)).toBe(true);
    expect(matchesFilters(event, { ...NO_EVENT_FILTERS, ageMonths: 6 }, zone)).toBe(false);
  });

  it('filters free, indoor, category, time of day and logistics', () => {
    expect(
      matchesFilters(event, { ...NO_EVENT_FILTERS, freeOnly: true, indoorOnly: true, category: 'music' }, zone),
    ).toBe(true);
    expect(matchesFilters(event, { ...NO_EVENT_FILTERS, category: 'outdoors' }, zone)).toBe(false);
    expect(matchesFilters(event, { ...NO_EVENT_FILTERS, timeOfDay: 'morning' }, zone)).toBe(true);
    expect(matchesFilters(event, { ...NO_EVENT_FILTERS, timeOfDay: 'afternoon' }, zone)).toBe(false);
    expect(matchesFilters(event, { ...NO_EVENT_FILTERS, needs: ['stroller', 'accessible'] }, zone)).toBe(true);
    expect(matchesFilters(event, { ...NO_EVENT_FILTERS, needs: ['parking'] }, zone)).toBe(false);
    expect(matchesFilters({ ...event, priceCents: 900 }, { ...NO_EVENT_FILTERS, freeOnly: true }, zone)).toBe(false);
  });
});

describe('nearestCity', () => {
  it('places a Brooklyn pickup in New York City and a far-away one nowhere', () => {
    expect(nearestCity(40.68, -73.98)?.slug).toBe('new-york-city');
    expect(nearestCity(37.8, -122.27)?.slug).toBe('san-francisco');
    expect(nearestCity(39.74, -104.99)).toBeNull();
  });
});

describe('toChatMessageOf', () => {
  it('reads a message defensively, with the stand-in time while the server time is pending', () => {
    const at = { toMillis: () => 1_700 };
    expect(toChatMessageOf('m1', { senderId: 's1', firstName: 'Ana', text: 'Hi', createdAt: at }, 0)).toEqual({
      id: 'm1',
      senderId: 's1',
      firstName: 'Ana',
      text: 'Hi',
      createdAt: 1_700,
      hidden: false,
    });
    expect(toChatMessageOf('m2', { text: 42, createdAt: null, hidden: true }, 99)).toEqual({
      id: 'm2',
      senderId: '',
      firstName: '',
      text: '',
      createdAt: 99,
      hidden: true,
    });
  });
});

describe('sumRsvpShards', () => {
  it('adds the shards, reading a missing or broken field as zero (a shard may go below zero alone)', () => {
    expect(sumRsvpShards([])).toEqual({ going: 0, interested: 0 });
    expect(
      sumRsvpShards([
        { going: 3, interested: 1, updatedAt: 1 },
        { going: -1, interested: 2 },
        { going: 'x', interested: Number.NaN },
        {},
      ]),
    ).toEqual({ going: 2, interested: 3 });
  });
});
