// Cloud Functions entry point: global options and re-exports only.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app.js';
import { eventPictureUploadRouter } from './http/event-pictures.js';
import { marketplacePhotoUploadRouter } from './http/marketplace-photo-uploads.js';
import { REGION } from './lib/config.js';
import { RATE_LIMIT_SALT } from './lib/rate-limit.js';
import { renderHandler } from './render/index.js';

setGlobalOptions({ region: REGION, maxInstances: 20 });

export const api = onRequest(
  { region: REGION, memory: '256MiB', timeoutSeconds: 30, secrets: [RATE_LIMIT_SALT] },
  createApp(),
);

/**
 * Listing photo and event picture uploads (Hosting sends POST /api/marketplace/listings/{id}/photos
 * and /api/events/submissions/{id}/picture here): decoding an image takes memory in bursts, so it runs
 * apart from the api, one upload per instance, with memory for the largest photo processPhoto accepts
 * (marketplace/photos/process-photo.ts).
 */
export const photos = onRequest(
  { region: REGION, memory: '1GiB', timeoutSeconds: 60, concurrency: 1, maxInstances: 10, secrets: [RATE_LIMIT_SALT] },
  createApp([marketplacePhotoUploadRouter, eventPictureUploadRouter]),
);

/**
 * Server-rendered pages: every path Hosting has no file for (docs/decisions/009). Requests share an
 * instance (one render each, no cold start per request); the CDN keeps pages per cache-policy.ts.
 */
export const render = onRequest(
  { region: REGION, memory: '512MiB', timeoutSeconds: 30, concurrency: 80, cpu: 1 },
  renderHandler,
);

export { publicRegistrySync } from './registry/sync-public-registry.js';
export { giftClaimReflect } from './registry/gift-claims.js';
export { marketplaceInsightsRebuild } from './marketplace/insights/insights-schedule.js';
export { productUsedSummary } from './marketplace/insights/product-used-summary.js';
export { recallsChanged } from './marketplace/recalls/trigger.js';
export { marketplaceSettle } from './marketplace/orders/settle.js';
export { marketplaceCheckoutSweep } from './marketplace/checkout/checkout-sweep.js';
export { eventRsvpCounts } from './events/triggers.js';
export { eventCitiesRecount } from './events/city-counts.js';
