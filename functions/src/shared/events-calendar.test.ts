import { describe, expect, it } from 'vitest';
import type { FamilyEvent } from './events.js';
import { buildCalendar, foldLine, googleCalendarUrl, icsText } from './events-calendar.js';

const event: FamilyEvent = {
  id: 'rhyme-time-2026-12-01',
  slug: 'rhyme-time-2026-12-01',
  seriesId: 'rhyme-time',
  title: 'Rhyme Time; songs, bells, and bubbles',
  citySlug: 'new-york-city',
  venue: { name: 'Fernwood Library', address: '12 Elm St, Brooklyn, NY 11215', lat: 40.67, lng: -73.98 },
  startsAt: Date.UTC(2026, 11, 1, 15, 30),
  endsAt: Date.UTC(2026, 11, 1, 16, 15),
  date: '2026-12-01',
  ageMinMonths: 0,
  ageMaxMonths: 24,
  priceCents: 0,
  category: 'story-time',
  organiser: 'Fernwood Library',
  description: 'Songs and rhymes.\nBring a blanket.',
  image: null,
  sourceUrl: null,
  lastCheckedAt: 0,
  logistics: {
    stroller: true,
    changingTable: true,
    nursingRoom: false,
    indoor: true,
    rainPlan: null,
    parking: 'street',
    accessibleEntrance: true,
  },
  status: 'scheduled',
  goingCount: 0,
  interestedCount: 0,
};

describe('calendar files', () => {
  it('escapes text values', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('never lets a line break or control character through: a lone CR would end the line in a calendar app', () => {
    const text = icsText('Bring snacks\rBEGIN:VALARM\r\nand\u0000 water\u001b\tplease');
    expect(text).toBe('Bring snacks\\nBEGIN:VALARM\\nand water\tplease');
    expect(text).not.toMatch(/[\r\n]/);
  });

  it('folds lines longer than 75 octets', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
  });

  it('writes a VCALENDAR with one VEVENT in UTC, CRLF line ends and the event link', () => {
    const ics = buildCalendar([event], {
      name: 'Recess',
      siteUrl: 'https://recess.example',
      now: Date.UTC(2026, 10, 1),
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261201T153000Z\r\n');
    expect(ics).toContain('DTEND:20261201T161500Z\r\n');
    expect(ics).toContain('SUMMARY:Rhyme Time\\; songs\\, bells\\, and bubbles\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'https://recess.example/city/new-york-city/event/rhyme-time-2026-12-01',
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('links to Google Calendar with the times and place', () => {
    const url = new URL(googleCalendarUrl(event, 'https://recess.example'));
    expect(url.hostname).toBe('calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20261201T153000Z/20261201T161500Z');
    expect(url.searchParams.get('location')).toContain('Fernwood Library');
  });
});
