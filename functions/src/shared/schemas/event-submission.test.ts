import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { eventSubmissionSchema, type EventSubmission } from './event-submission.js';

const valid: EventSubmission = {
  title: 'Garden club',
  citySlug: 'new-york-city',
  date: '2026-12-05',
  startTime: '10:00',
  durationMinutes: 60,
  venueName: 'Bedford Park garden',
  address: '3250 Webster Ave, Bronx, NY 10467',
  lat: null,
  lng: null,
  ageMinMonths: 0,
  ageMaxMonths: 60,
  priceCents: 0,
  category: 'outdoors',
  organiser: 'Garden club',
  description: 'Planting bulbs with toddlers.',
  sourceUrl: null,
  logistics: {
    stroller: true,
    changingTable: false,
    nursingRoom: false,
    indoor: false,
    rainPlan: null,
    parking: 'street',
    accessibleEntrance: true,
  },
};
const messages = (value: unknown) =>
  z.safeParse(eventSubmissionSchema, value).error?.issues.map((i) => i.message) ?? [];

describe('eventSubmissionSchema: the venue pin', () => {
  it('takes no pin, or a pin inside the chosen city', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, lat: 40.874, lng: -73.878 })).toEqual([]);
  });

  it('refuses a pin in another city, or half a pin', () => {
    expect(messages({ ...valid, lat: 42.3601, lng: -71.0589 })).toEqual(['Put the pin inside the city you chose.']);
    expect(messages({ ...valid, lat: 10, lng: 10 })).toEqual(['Put the pin inside the city you chose.']);
    expect(messages({ ...valid, lat: 40.874, lng: null })).toContain(
      'Drop the pin on the map again: its place was incomplete.',
    );
  });
});
