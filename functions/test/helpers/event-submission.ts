// A valid event submission for tests: a Seattle outdoor walk a few days ahead, with any field replaced.
import { addDays, dayInZone } from '../../src/shared/events.js';
import type { EventSubmission } from '../../src/shared/schemas/event-submission.js';

export function sampleSubmission(overrides: Partial<EventSubmission> = {}): EventSubmission {
  return {
    title: 'Toddler Puddle Walk',
    citySlug: 'seattle',
    date: addDays(dayInZone(Date.now(), 'UTC'), 5),
    startTime: '10:00',
    durationMinutes: 60,
    venueName: 'Greenlake Boathouse',
    address: '7351 E Green Lake Dr N, Seattle, WA 98115',
    lat: 47.68,
    lng: -122.33,
    ageMinMonths: 12,
    ageMaxMonths: 48,
    priceCents: 0,
    category: 'outdoors',
    organiser: 'Greenlake Parents',
    description: 'Rain boots on: we splash the loop at toddler speed and finish with cocoa.',
    sourceUrl: null,
    logistics: {
      stroller: true,
      changingTable: false,
      nursingRoom: false,
      indoor: false,
      rainPlan: 'We walk in the rain; that is the point.',
      parking: 'lot',
      accessibleEntrance: true,
    },
    ...overrides,
  };
}
