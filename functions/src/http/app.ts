// The Express app behind /api/**, /sitemap.xml and /robots.txt (Hosting rewrites those paths to the
// `api` function; the request keeps its original path).
import express, { type Express, type Router } from 'express';
import { errorHandler, notFoundHandler } from '../lib/errors.js';
import { trustProxy } from '../lib/client.js';
import { MAX_JSON_BODY_BYTES } from '../lib/config.js';
import { jsonBodyGuard, methodNotAllowed, photoUploadBody } from '../lib/request-guards.js';
import { requestLog } from '../lib/request-log.js';
import { accountRouter } from './account.js';
import { analyticsRouter } from './analytics.js';
import { contentRouter } from './content.js';
import { eventPicturesRouter } from './event-pictures.js';
import { eventsRouter } from './events.js';
import { healthRouter } from './health.js';
import { linkPreviewRouter } from './link-preview.js';
import { marketplaceAlertsRouter } from './marketplace-alerts.js';
import { marketplaceBrowseRouter } from './marketplace-browse.js';
import { marketplaceListingsRouter } from './marketplace-listings.js';
import { marketplaceModerationRouter } from './marketplace-moderation.js';
import { marketplaceOrdersRouter } from './marketplace-orders.js';
import { marketplaceQuestionsRouter } from './marketplace-questions.js';
import { marketplaceSavedRouter } from './marketplace-saved.js';
import { programmesRouter } from './programmes.js';
import { registryRouter } from './registry.js';
import { searchRouter } from './search.js';
import { sitemapRouter } from './sitemap.js';

/** Each area adds its router here as it arrives; all are mounted under /api. */
const routers: Router[] = [
  healthRouter,
  accountRouter,
  registryRouter,
  searchRouter,
  linkPreviewRouter,
  contentRouter,
  programmesRouter,
  analyticsRouter,
  marketplaceBrowseRouter,
  marketplaceModerationRouter,
  marketplaceListingsRouter,
  marketplaceOrdersRouter,
  marketplaceQuestionsRouter,
  marketplaceSavedRouter,
  marketplaceAlertsRouter,
  eventsRouter,
  eventPicturesRouter,
];

/**
 * The api app with every area's router, or (for the `photos` function, which has memory of its own
 * and takes one request at a time) with only the routers given.
 */
export function createApp(areaRouters: Router[] = routers): Express {
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the address the last trusted proxy appended, never one the client wrote (lib/client.ts).
  app.set('trust proxy', trustProxy);
  app.use(requestLog);
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(jsonBodyGuard);
  app.use(photoUploadBody);
  // Where the runtime has not parsed the body already (tests, other hosts): same limit, no inflating.
  // The payment webhook's signature covers the exact bytes sent: keep them (the runtime's rawBody, or these).
  app.use(
    express.json({
      limit: MAX_JSON_BODY_BYTES,
      strict: true,
      inflate: false,
      verify: (req, _res, buf) => {
        (req as { rawBody?: Buffer }).rawBody ??= buf;
      },
    }),
  );
  const api = express.Router();
  for (const router of areaRouters) api.use(router);
  app.use('/api', api);
  app.use(methodNotAllowed(areaRouters, '/api'));
  // Site files for crawlers, at the paths they look for.
  if (areaRouters === routers) app.use(sitemapRouter);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
