// The demo events' rows read as people write them, and a row that does not read fails loudly.
import { describe, expect, it } from 'vitest';
import { EAST_SERIES } from './series-east.js';
import { WEST_SERIES } from './series-central-west.js';
import { logisticsOf, scheduleOf } from './series-table.js';

describe('the demo events table', () => {
  it('reads weekly, fortnightly and one-off schedules', () => {
    expect(scheduleOf('Tue Thu 10:30 45m')).toEqual({ days: [2, 4], start: '10:30', durationMinutes: 45 });
    expect(scheduleOf('Sat 09:00 120m fortnightly')).toEqual({
      days: [6],
      start: '09:00',
      durationMinutes: 120,
      everyWeeks: 2,
    });
    expect(scheduleOf('once +9 18:00 90m')).toEqual({ once: 9, start: '18:00', durationMinutes: 90 });
  });

  it.each(['Tues 10:30 45m', 'Tue 10:30', 'Tue 1030 45m', '10:30 45m', 'once 9 18:00 90m', 'once +9 18:00'])(
    "refuses the schedule '%s'",
    (when) => expect(() => scheduleOf(when)).toThrow(`Cannot read the schedule '${when}'`),
  );

  it('reads what a venue has, with one kind of parking', () => {
    expect(logisticsOf('stroller indoor street-parking')).toEqual({
      stroller: true,
      changingTable: false,
      nursingRoom: false,
      indoor: true,
      rainPlan: null,
      parking: 'street',
      accessibleEntrance: false,
    });
    expect(logisticsOf('step-free no-parking', 'Moves indoors.')).toMatchObject({
      accessibleEntrance: true,
      parking: 'none',
      rainPlan: 'Moves indoors.',
    });
    expect(() => logisticsOf('stroller')).toThrow(/Cannot read what the venue has/);
    expect(() => logisticsOf('stroller lot-parking street-parking')).toThrow(/Cannot read/);
    expect(() => logisticsOf('pram lot-parking')).toThrow(/Cannot read/);
  });

  it('holds 74 series in 8 cities, each slug once', () => {
    const all = [...EAST_SERIES, ...WEST_SERIES];
    expect(all).toHaveLength(74);
    expect(new Set(all.map((s) => s.citySlug)).size).toBe(8);
    expect(new Set(all.map((s) => s.slug)).size).toBe(all.length);
  });
});
