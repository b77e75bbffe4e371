// The hourly refresh of the demand insights summary from the counters and the recent listings (bounded
// reads: see refresh-insights.ts), and the publicRegistries trigger that keeps the counters.
import { logger } from 'firebase-functions';
import { applyDemandChange } from './demand-counters.js';
import { refreshMarketplaceInsights } from './refresh-insights.js';

export async function refreshAndLogInsights(): Promise<void> {
  const insights = await refreshMarketplaceInsights(Date.now());
  logger.info('marketplace insights refreshed', {
    categories: Object.keys(insights.categories).length,
    products: Object.keys(insights.products).length,
  });
}

/** publicRegistries/{uid} was written: move the counters by its before and after (decision 013). */
export async function countPublicRegistryChange(
  eventId: string,
  uid: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<void> {
  const result = await applyDemandChange(eventId, uid, before, after);
  if (result.moves > result.applied) logger.info('demand change already counted', { eventId, uid, ...result });
}
