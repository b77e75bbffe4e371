// marketplaceInsights/{id}: demand insights (marketplaceInsights/summary; counts under 5 stored as
// null), rebuilt by functions: anyone reads them; no client writes.
import { describePublicMarketplaceDocument } from './public-marketplace-document.js';
import { SEEDED_AT } from './marketplace-roles.js';

describePublicMarketplaceDocument({
  collection: 'marketplaceInsights',
  project: 'marketplace-insights',
  id: 'summary',
  data: {
    categories: [{ category: 'strollers', registryCount: 12, listingCount: null }],
    products: [{ productId: 'uppababy-vista', registryCount: null }],
    updatedAt: SEEDED_AT,
  },
  maxList: null,
  plausibleUpdate: { categories: [] },
  invalidUpdate: { updatedAt: 'yesterday' },
});
