// cities/{slug}: the events area's cities, written by the seed and functions: anyone gets and lists
// them (limit 50); no client writes, admins' included.
import { describePublicMarketplaceDocument } from './public-marketplace-document.js';

describePublicMarketplaceDocument({
  collection: 'cities',
  project: 'cities',
  id: 'new-york-city',
  data: {
    slug: 'new-york-city',
    name: 'New York City',
    state: 'NY',
    timeZone: 'America/New_York',
    lat: 40.7,
    lng: -74,
  },
  maxList: 50,
  plausibleUpdate: { name: 'NYC' },
  invalidUpdate: { lat: 'north' },
});
