// /api routes of marketplace browsing: listing search, used summaries for products, and the admin
// refresh of demand insights (from the counters: bounded, so it fits a request; recounting the
// counters is the repair script's, `npm run rebuild-insights -w functions`). Browse answers are
// public and cacheable; errors stay no-store.
import { Router } from 'express';
import { requireAuth, type AuthedRequest } from '../lib/auth.js';
import { forbidden } from '../lib/errors.js';
import { parse } from '../lib/validate.js';
import { usedSummaries } from '../marketplace/browse/used-summaries.js';
import { refreshMarketplaceInsights } from '../marketplace/insights/index.js';
import { getSearchBackend } from '../search/index.js';
import { listingSearchQuerySchema, usedQuerySchema } from '../shared/marketplace-browse.js';

export const marketplaceBrowseRouter = Router();

/** Listings change by the minute; a short public cache absorbs bursts without hiding a sale for long. */
const LISTINGS_CACHE = 'public, max-age=30';
const USED_CACHE = 'public, max-age=60';

marketplaceBrowseRouter.get('/marketplace/listings', async (req, res) => {
  const body = await getSearchBackend().searchListings(parse(listingSearchQuerySchema, req.query));
  res.set('Cache-Control', LISTINGS_CACHE).json(body);
});

marketplaceBrowseRouter.get('/marketplace/used', async (req, res) => {
  const { productIds } = parse(usedQuerySchema, req.query);
  const body = await usedSummaries().forProducts(productIds);
  res.set('Cache-Control', USED_CACHE).json(body);
});

marketplaceBrowseRouter.post('/admin/marketplace/insights/rebuild', requireAuth, async (req, res) => {
  if (!(req as AuthedRequest).caller.isAdmin) throw forbidden('Only admins can rebuild the demand insights.');
  const insights = await refreshMarketplaceInsights(Date.now());
  res.json({
    updatedAt: insights.updatedAt,
    categories: Object.keys(insights.categories).length,
    products: Object.keys(insights.products).length,
  });
});
