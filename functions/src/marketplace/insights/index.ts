// What demand insights offer other areas (the seed, the listing functions): rebuild the summary, and
// refresh one product's used summary.
export { rebuildMarketplaceInsights, INSIGHT_COLLECTIONS, type InsightCollections } from './rebuild-insights.js';
export { refreshProductUsedSummary, type UsedSummary } from './product-used-summary.js';
