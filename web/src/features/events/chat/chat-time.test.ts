import { describe, expect, it } from 'vitest';
import { formatChatTime, fullChatTime } from './chat-time';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
// Thursday, November 26, 2026, 3:00 PM in New York (20:00 UTC).
const now = Date.UTC(2026, 10, 26, 20, 0);
const min = 60_000;

describe('formatChatTime', () => {
  it('says just now for the last minute, and for a clock a little ahead', () => {
    expect(formatChatTime(now - 20_000, now, NY)).toBe('just now');
    expect(formatChatTime(now + 5_000, now, NY)).toBe('just now');
  });

  it('counts minutes for the last hour', () => {
    expect(formatChatTime(now - 5 * min, now, NY)).toBe('5 min ago');
    expect(formatChatTime(now - 59 * min - 59_000, now, NY)).toBe('59 min ago');
  });

  it("gives the weekday and time in the event city's zone after an hour", () => {
    // Saturday, November 21, 15:32 UTC is 10:32 AM in New York and 7:32 AM in Los Angeles.
    const sat = Date.UTC(2026, 10, 21, 15, 32);
    expect(formatChatTime(sat, now, NY)).toBe('Sat 10:32 AM');
    expect(formatChatTime(sat, now, LA)).toBe('Sat 7:32 AM');
    expect(formatChatTime(now - 61 * min, now, NY)).toBe('Thu 1:59 PM');
  });

  it('names the weekday of the city, not of UTC, near midnight', () => {
    // Wednesday 02:30 UTC is still Tuesday 9:30 PM in New York.
    const late = Date.UTC(2026, 10, 25, 2, 30);
    expect(formatChatTime(late, now, NY)).toBe('Tue 9:30 PM');
  });

  it('gives the date for older messages, and the year when it is not this one', () => {
    expect(formatChatTime(Date.UTC(2026, 10, 14, 15, 32), now, NY)).toBe('Nov 14, 10:32 AM');
    expect(formatChatTime(Date.UTC(2025, 11, 30, 15, 32), now, NY)).toBe('Dec 30, 2025, 10:32 AM');
  });
});

describe('fullChatTime', () => {
  it('spells out the day, date, year and time in the zone', () => {
    expect(fullChatTime(Date.UTC(2026, 10, 21, 15, 32), NY)).toMatch(/^Saturday, November 21, 2026 at 10:32\sAM$/);
  });
});
