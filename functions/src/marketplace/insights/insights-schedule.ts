// Hourly rebuild of the demand insights summary (512 MiB: every public registry's items are read).
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../../lib/config.js';
import { rebuildMarketplaceInsights } from './rebuild-insights.js';

export const marketplaceInsightsRebuild = onSchedule(
  { schedule: 'every 60 minutes', region: REGION, memory: '512MiB', timeoutSeconds: 300 },
  async () => {
    const insights = await rebuildMarketplaceInsights(Date.now());
    logger.info('marketplace insights rebuilt', {
      categories: Object.keys(insights.categories).length,
      products: Object.keys(insights.products).length,
    });
  },
);
