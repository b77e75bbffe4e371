// marketplaceMeta/{id}: summaries such as marketplaceMeta/recalls {count, updatedAt}, written by the
// recall trigger: anyone reads them; no client writes.
import { describePublicMarketplaceDocument } from './public-marketplace-document.js';
import { SEEDED_AT } from './marketplace-roles.js';

describePublicMarketplaceDocument({
  collection: 'marketplaceMeta',
  project: 'marketplace-meta',
  id: 'recalls',
  data: { count: 42, updatedAt: SEEDED_AT },
  maxList: null,
  plausibleUpdate: { count: 0 },
  invalidUpdate: { count: 'none' },
});
