// What demand insights offer other areas (the seed, the listing functions, the admin route): refresh
// the summary, recount the demand counters (repair), and refresh one product's used summary.
export { refreshMarketplaceInsights, INSIGHT_COLLECTIONS, type InsightCollections } from './refresh-insights.js';
export { rebuildDemandCounters, REBUILD_COLLECTIONS, type RebuildCollections } from './rebuild-demand.js';
export { refreshProductUsedSummary, type UsedSummary } from './product-used-summary.js';
