// events/{eventId}: published event occurrences, written only by functions (the seed, an admin's
// approval of a submission): anyone gets and lists them (limit 500); no client writes, admins' included.
import { describePublicMarketplaceDocument } from './public-marketplace-document.js';

describePublicMarketplaceDocument({
  collection: 'events',
  project: 'events',
  id: 'park-slope-rhyme-time-2026-12-01',
  data: {
    slug: 'park-slope-rhyme-time-2026-12-01',
    title: 'Rhyme Time',
    citySlug: 'new-york-city',
    date: '2026-12-01',
    status: 'scheduled',
    goingCount: 3,
    interestedCount: 1,
  },
  maxList: 500,
  plausibleUpdate: { goingCount: 4 },
  invalidUpdate: { status: 'gone' },
});
