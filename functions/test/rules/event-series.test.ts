// eventSeries/{id}: recurring events, read by the daily occurrences job only; no client reads or
// writes them, admins' included (they edit series with the Admin SDK).
import { describeClosedToClients } from './closed-collection.js';

const series = {
  citySlug: 'new-york-city',
  title: 'Baby Rhyme Time',
  category: 'story-time',
  schedule: { days: [2, 4], start: '10:30', durationMinutes: 45, everyWeeks: 1 },
  startsOn: '2026-01-04',
  endsOn: null,
  status: 'active',
};

describeClosedToClients(
  'eventSeries',
  { id: 'park-slope-baby-rhyme-time', data: series },
  { id: 'a-new-series', data: { ...series, title: 'Toddler Tales' } },
);
