// Which days a recurring series meets and what the daily job creates: each city's day +42 (and the
// two before it, to repair a missed run), in the city's own zone across midnight UTC and daylight
// saving, fortnightly weeks counted from the series' start, nothing outside startsOn..endsOn or
// from a paused or ended series; and every demo series reads as a series the job accepts.
import { describe, expect, it } from 'vitest';
import { DEMO_SERIES, demoEventSeries, occurrenceDates } from '../dev/seed/events/write-events.js';
import { eventSeriesSchema, type EventSeries } from '../shared/schemas/event-series.js';
import { dueDays, dueOccurrences, meetingDays, meetsOn, occurrenceId, occurrenceOf } from './series.js';

const series = (over: Partial<EventSeries> = {}): EventSeries => ({
  id: 'park-slope-baby-rhyme-time',
  citySlug: 'new-york-city',
  title: 'Baby Rhyme Time',
  category: 'story-time',
  organiser: 'Ninth Street Branch Library',
  description: 'Rhymes and board books.',
  venue: { name: 'Ninth Street Branch Library', address: '431 7th Ave', lat: 40.6672, lng: -73.9815 },
  ageMinMonths: 0,
  ageMaxMonths: 12,
  priceCents: 0,
  image: '/images/events/park-slope-baby-rhyme-time.svg',
  sourceUrl: null,
  lastCheckedAt: 1,
  logistics: {
    stroller: true,
    changingTable: true,
    nursingRoom: false,
    indoor: true,
    rainPlan: null,
    parking: 'street',
    accessibleEntrance: true,
  },
  schedule: { days: [0], start: '10:30', durationMinutes: 45, everyWeeks: 1 },
  startsOn: '2026-01-04',
  endsOn: null,
  status: 'active',
  ...over,
});

describe('meetsOn and meetingDays', () => {
  it('meets on its weekdays only, from startsOn to endsOn', () => {
    const tueThu = series({ schedule: { days: [2, 4], start: '10:30', durationMinutes: 45, everyWeeks: 1 } });
    expect(meetingDays(tueThu, '2026-11-29', '2026-12-06')).toEqual(['2026-12-01', '2026-12-03']);
    const bounded = { ...tueThu, startsOn: '2026-12-02', endsOn: '2026-12-08' };
    expect(meetingDays(bounded, '2026-11-29', '2026-12-13')).toEqual(['2026-12-03', '2026-12-08']);
  });

  it('meets every other week, counting weeks (Sunday to Saturday) from the week it starts', () => {
    // Starts on a Wednesday: that week's Tuesday is before it, its Saturday counts; the next week is off.
    const fortnightly = series({
      startsOn: '2026-11-04',
      schedule: { days: [2, 6], start: '09:00', durationMinutes: 120, everyWeeks: 2 },
    });
    expect(meetingDays(fortnightly, '2026-11-01', '2026-11-30')).toEqual(['2026-11-07', '2026-11-17', '2026-11-21']);
    // The same weeks whichever day one asks from (the seed used to count from the day it ran).
    expect(meetsOn(fortnightly, '2027-01-12')).toBe(true);
    expect(meetsOn(fortnightly, '2027-01-19')).toBe(false);
  });
});

describe('occurrenceOf', () => {
  it('is dated in the city, keeps the wall-clock time across daylight saving, and has one id a day', () => {
    const sunday = series();
    const before = occurrenceOf(sunday, '2027-03-07', 5);
    const after = occurrenceOf(sunday, '2027-03-14', 5);
    expect(before.startsAt).toBe(Date.UTC(2027, 2, 7, 15, 30));
    expect(after.startsAt).toBe(Date.UTC(2027, 2, 14, 14, 30));
    expect(occurrenceOf(sunday, '2026-11-01', 5).startsAt).toBe(Date.UTC(2026, 10, 1, 15, 30));
    expect(after.endsAt - after.startsAt).toBe(45 * 60_000);
    expect(after).toMatchObject({
      slug: 'park-slope-baby-rhyme-time-2027-03-14',
      seriesId: 'park-slope-baby-rhyme-time',
      date: '2027-03-14',
      status: 'scheduled',
      goingCount: 0,
      interestedCount: 0,
      createdAt: 5,
    });
    expect(occurrenceId('a-series', '2027-03-14')).toBe(after.slug.replace('park-slope-baby-rhyme-time', 'a-series'));
    const la = occurrenceOf(series({ citySlug: 'los-angeles' }), '2027-03-14', 5);
    expect(la.startsAt).toBe(Date.UTC(2027, 2, 14, 17, 30));
  });
});

describe('dueDays and dueOccurrences', () => {
  // 03:00 UTC on November 29 is still November 28 in New York and Los Angeles.
  const now = Date.UTC(2026, 10, 29, 3);

  it("are the city's day +42 and the two days before it, in the city's zone", () => {
    expect(dueDays('America/New_York', now)).toEqual(['2027-01-07', '2027-01-08', '2027-01-09']);
    expect(dueDays('UTC', now)).toEqual(['2027-01-08', '2027-01-09', '2027-01-10']);
  });

  it('creates the due days the series meets on, and nothing for a paused or ended series', () => {
    const weekdays = series({
      schedule: { days: [1, 2, 3, 4, 5], start: '10:00', durationMinutes: 60, everyWeeks: 1 },
    });
    expect(dueOccurrences(weekdays, now).map((o) => o.date)).toEqual(['2027-01-07', '2027-01-08']);
    expect(dueOccurrences(series({ schedule: { ...weekdays.schedule, days: [6] } }), now).map((o) => o.slug)).toEqual([
      'park-slope-baby-rhyme-time-2027-01-09',
    ]);
    expect(dueOccurrences({ ...weekdays, status: 'paused' }, now)).toEqual([]);
    expect(dueOccurrences({ ...weekdays, status: 'ended' }, now)).toEqual([]);
    expect(dueOccurrences({ ...weekdays, endsOn: '2027-01-07' }, now).map((o) => o.date)).toEqual(['2027-01-07']);
  });
});

describe('the demo series', () => {
  it('each weekly one reads as a series the job accepts, and the seed dates them like the job', () => {
    const weekly = DEMO_SERIES.filter((s) => !('once' in s.schedule));
    expect(weekly.length).toBeGreaterThan(50);
    for (const demo of weekly) {
      const stored = demoEventSeries(demo, Date.UTC(2026, 10, 29));
      const parsed = eventSeriesSchema.safeParse(stored);
      expect(parsed.success, `${demo.slug}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(occurrenceDates(demo, '2026-11-27', '2027-01-10')).toEqual(
        meetingDays(stored, '2026-11-27', '2027-01-10'),
      );
    }
  });

  it('refuses a series the job could not date', () => {
    expect(eventSeriesSchema.safeParse(series({ citySlug: 'paris' as EventSeries['citySlug'] })).success).toBe(false);
    const badTime = series({ schedule: { days: [1], start: '25:00', durationMinutes: 45, everyWeeks: 1 } });
    expect(eventSeriesSchema.safeParse(badTime).success).toBe(false);
    expect(eventSeriesSchema.safeParse(series({ id: 'Not A Slug' })).success).toBe(false);
    expect(eventSeriesSchema.safeParse(series({ startsOn: '2026-02-30' })).success).toBe(false);
  });
});
