// The hourly rebuild of the demand insights summary (index.ts: 512 MiB, every public registry's items are read).
import { logger } from 'firebase-functions';
import { rebuildMarketplaceInsights } from './rebuild-insights.js';

export async function rebuildAndLogInsights(): Promise<void> {
  const insights = await rebuildMarketplaceInsights(Date.now());
  logger.info('marketplace insights rebuilt', {
    categories: Object.keys(insights.categories).length,
    products: Object.keys(insights.products).length,
  });
}
