import { describe, expect, it } from 'vitest';
import { zonedTime, type FamilyEvent } from '@shared/events';
import { weekendDay } from '../pages/EventsHomePage';
import { meetingMessage } from './MeetAtEvent';

describe('meeting at an event', () => {
  it('suggests the event by name, day, local time and place, with its link', () => {
    const event = {
      id: 'rhyme-time-2026-12-05',
      slug: 'rhyme-time-2026-12-05',
      citySlug: 'new-york-city',
      title: 'Rhyme Time',
      date: '2026-12-05',
      startsAt: zonedTime('2026-12-05', '10:30', 'America/New_York'),
      venue: { name: 'Fernwood Library', address: '12 Elm St', lat: 40.7, lng: -74 },
    } as FamilyEvent;
    const text = meetingMessage(event, 'America/New_York');
    expect(text).toContain('Rhyme Time, Saturday, December 5 at 10:30 AM, Fernwood Library');
    expect(text).toMatch(/\/city\/new-york-city\/event\/rhyme-time-2026-12-05$/);
  });
});

describe('weekendDay', () => {
  it('is the coming Saturday on a weekday, and today at the weekend', () => {
    expect(weekendDay('2026-11-26')).toBe('2026-11-28');
    expect(weekendDay('2026-11-28')).toBe('2026-11-28');
    expect(weekendDay('2026-11-29')).toBe('2026-11-29');
  });
});
