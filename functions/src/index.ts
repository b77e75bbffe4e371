// Cloud Functions entry point: every function's options, and each function's own code loaded on its
// first request or event (issue 24). The platform runs each function in its own instances, so an
// instance loads only what its function uses: the render function's cold start no longer pays for
// image processing (sharp), payments (Stripe) or the api's routes. Options stay here, so deploy's
// discovery reads them without loading any function's code.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { Response } from 'express';
import { REGION } from './lib/config.js';
import { RATE_LIMIT_SALT } from './lib/rate-limit.js';

setGlobalOptions({ region: REGION, maxInstances: 20 });

type RequestHandler = (req: Request, res: Response) => unknown;

/** A request handler loaded on the first request, then kept for the instance's life. */
function loadedOnFirstRequest(load: () => Promise<RequestHandler>): (req: Request, res: Response) => Promise<void> {
  let handler: Promise<RequestHandler> | undefined;
  return async (req, res) => {
    await (
      await (handler ??= load())
    )(req, res);
  };
}

export const api = onRequest(
  { region: REGION, memory: '256MiB', timeoutSeconds: 30, secrets: [RATE_LIMIT_SALT] },
  loadedOnFirstRequest(async () => (await import('./http/app.js')).createApp()),
);

/**
 * Listing photo and event picture uploads (Hosting sends POST /api/marketplace/listings/{id}/photos
 * and /api/events/submissions/{id}/picture here): decoding an image takes memory in bursts, so it runs
 * apart from the api, one upload per instance, with memory for the largest photo processPhoto accepts
 * (marketplace/photos/process-photo.ts).
 */
export const photos = onRequest(
  { region: REGION, memory: '1GiB', timeoutSeconds: 60, concurrency: 1, maxInstances: 10, secrets: [RATE_LIMIT_SALT] },
  loadedOnFirstRequest(async () => {
    const [{ createApp }, { eventPictureUploadRouter }, { marketplacePhotoUploadRouter }] = await Promise.all([
      import('./http/app.js'),
      import('./http/event-pictures.js'),
      import('./http/marketplace-photo-uploads.js'),
    ]);
    return createApp([marketplacePhotoUploadRouter, eventPictureUploadRouter]);
  }),
);

/**
 * Server-rendered pages: every path Hosting has no file for (docs/decisions/009). Requests share an
 * instance (one render each, no cold start per request); the CDN keeps pages per cache-policy.ts.
 */
export const render = onRequest(
  // The salt: a render's /api calls go to the api app inside this instance (render/in-process-api.ts),
  // which keys any rate limit with it, as the api function does.
  { region: REGION, memory: '512MiB', timeoutSeconds: 30, concurrency: 80, cpu: 1, secrets: [RATE_LIMIT_SALT] },
  loadedOnFirstRequest(async () => (await import('./render/index.js')).renderHandler),
);

// Idempotent, so a failed run is retried rather than leaving a stale projection behind.
export const publicRegistrySync = onDocumentWritten(
  { document: 'registries/{uid}', region: REGION, retry: true },
  async (event) => (await import('./registry/sync-public-registry.js')).syncPublicRegistry(event.params.uid),
);

// The claim answered 200 as soon as it was created; if the inline reflection lost to contention,
// this one (retried until it succeeds) shows the gift bought.
export const giftClaimReflect = onDocumentCreated(
  { document: 'registries/{uid}/giftClaims/{itemId}', region: REGION, retry: true },
  async (event) =>
    (await import('./registry/gift-claims.js')).reflectGiftClaimOnce(event.params.uid, event.params.itemId),
);

/**
 * Demand counters (decision 013): every write of a public projection, whoever makes it (the sync,
 * a gift claim, a new name, account deletion), moves them by its before and after. At least once,
 * so each event's moves commit with a marker and a redelivery moves nothing.
 */
export const marketplaceDemandCounters = onDocumentWritten(
  { document: 'publicRegistries/{uid}', region: REGION, retry: true },
  async (event) =>
    (await import('./marketplace/insights/insights-schedule.js')).countPublicRegistryChange(
      event.id,
      event.params.uid,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

// Hourly refresh of the demand insights summary: bounded reads (the counters, the 5,000 most recent
// active listings and sales), none that grows with the number of registries.
export const marketplaceInsightsRefresh = onSchedule(
  { schedule: 'every 60 minutes', region: REGION, memory: '256MiB', timeoutSeconds: 120 },
  async () => (await import('./marketplace/insights/insights-schedule.js')).refreshAndLogInsights(),
);

/** products/{id}.used, kept on every listing write (decision 013). */
export const productUsedSummary = onDocumentWritten({ document: 'listings/{id}', region: REGION }, async (event) =>
  (await import('./marketplace/insights/product-used-summary.js')).summariseListingWrite(
    event.data?.before.data(),
    event.data?.after.data(),
  ),
);

/** A listing's page forgets its render-cache copy when what it offers changes (render/listing-changes.ts). */
export const listingPageChanged = onDocumentWritten({ document: 'listings/{id}', region: REGION }, async (event) => {
  const [{ noteListingPageChange }, { db }] = await Promise.all([
    import('./render/listing-changes.js'),
    import('./lib/admin.js'),
  ]);
  await noteListingPageChange(db(), event.params.id, event.data?.before.data(), event.data?.after.data());
});

/**
 * Listing alerts (decision 016): a listing of a catalog product published, or its price lowered,
 * notifies the alerts on that product it answers, once an alert a day; the first page of that
 * product's alerts here, each further page a listingAlertsPage task. Idempotent, so retried.
 */
export const listingAlertsNotify = onDocumentWritten(
  { document: 'listings/{id}', region: REGION, retry: true },
  async (event) => {
    await (
      await import('./marketplace/alerts/notify-alerts.js')
    ).notifyListingAlerts(event.params.id, event.data?.before.data(), event.data?.after.data());
  },
);

/** One further page of a product's alerts (marketplace/alerts/notify-alerts.ts). */
export const listingAlertsPage = onTaskDispatched(
  {
    region: REGION,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (req) => {
    await (await import('./marketplace/alerts/notify-alerts.js')).notifyListingAlertsTask(req.data);
  },
);

// Any write to recalls/{recallId} applies that recall to the marketplace: the listings it could
// apply to are queried (by recall keys and catalog product) and each gets a recallListing task. A
// retry enqueues nothing twice (the task ids are fixed).
export const recallsChanged = onDocumentWritten(
  { document: 'recalls/{recallId}', region: REGION, timeoutSeconds: 300, retry: true },
  async (event) => (await import('./marketplace/recalls/apply-recall.js')).applyRecall(event.params.recallId),
);

/** One recall against one listing (marketplace/recalls/recall-listing.ts): remove and tell, or queue a near match. */
export const recallListing = onTaskDispatched(
  {
    region: REGION,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 20 },
  },
  async (req) => {
    await (await import('./marketplace/recalls/recall-listing.js')).applyRecallToListing(req.data);
  },
);

// The sweep pages through the due orders and gives each a settleOrder task (marketplace/orders/settle.ts).
export const marketplaceSettle = onSchedule({ schedule: 'every 15 minutes', region: REGION }, async () => {
  await (await import('./marketplace/orders/settle.js')).settleDueOrders();
});

/** Completes one order past its protection window, idempotently (marketplace/orders/settle.ts). */
export const settleOrder = onTaskDispatched(
  {
    region: REGION,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (req) => {
    await (await import('./marketplace/orders/settle.js')).settleOrder(req.data);
  },
);

// The weekly resale reminder (issue 27 §2): Monday mornings, the sweep pages over the families with a
// baby's date and reminders on, and gives each a resaleReminder task (marketplace/reminders/). A
// failed run is run again: the tasks' ids and the notifications' ids make a second run send nothing twice.
export const resaleReminderSweep = onSchedule(
  {
    schedule: 'every monday 09:00',
    timeZone: 'America/New_York',
    region: REGION,
    timeoutSeconds: 540,
    retryCount: 3,
  },
  async () => {
    const { familyToday, sweepResaleReminders } = await import('./marketplace/reminders/sweep.js');
    await sweepResaleReminders(familyToday(Date.now()));
  },
);

/** One family's reminder for the week: reads only that family's registry and listings; once a week. */
export const resaleReminder = onTaskDispatched(
  {
    region: REGION,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 20 },
  },
  async (req) => {
    await (await import('./marketplace/reminders/family-reminder.js')).sendResaleReminder(req.data);
  },
);

export const marketplaceCheckoutSweep = onSchedule({ schedule: 'every 10 minutes', region: REGION }, async () =>
  (await import('./marketplace/checkout/checkout-sweep.js')).sweepCheckouts(),
);

/**
 * The funnel report's daily rollups (analytics/daily-rollup.ts): at 00:30 UTC, yesterday and the day
 * before, read a page at a time. Memory holds one entry per browser of one day, not its events.
 */
export const analyticsDailyRollup = onSchedule(
  { schedule: 'every day 00:30', timeZone: 'Etc/UTC', region: REGION, memory: '512MiB', timeoutSeconds: 540 },
  async () => {
    await (await import('./analytics/daily-rollup.js')).rollUpRecentDays();
  },
);

// RSVP counts are moved in counter shards by each answer's own transaction (events/rsvps.ts); once a
// minute, the events whose shards moved get their sum on the event document, for the server's HTML
// and the city lists (the live page sums the shards itself).
export const eventRsvpCountsFold = onSchedule({ schedule: 'every 1 minutes', region: REGION }, async () => {
  await (await import('./events/rsvp-counters.js')).foldRecentRsvpCounts();
});

export const eventCitiesRecount = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'America/New_York', region: REGION },
  async () => (await import('./events/city-counts.js')).recountCities(),
);

// Recurring events: each active series' occurrence at each city's day +42 (events/series-occurrences.ts),
// after the 04:00 recount; create() makes a retried or repeated run harmless.
export const eventSeriesOccurrences = onSchedule(
  {
    schedule: 'every day 04:30',
    timeZone: 'America/New_York',
    region: REGION,
    timeoutSeconds: 540,
    retryCount: 3,
  },
  async () => (await import('./events/series-occurrences.js')).runSeriesSchedule(),
);

/**
 * Account jobs (decision 003): a data export or an account deletion, a page at a time, each task
 * handing the rest to the next before its time runs out (account/run-account-job.ts). Retried from
 * the saved cursor; the last failed attempt marks the job failed.
 */
export const accountJob = onTaskDispatched(
  {
    region: REGION,
    memory: '512MiB',
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 20 },
  },
  async (req) => (await import('./account/run-account-job.js')).runAccountJobTask(req.data, req.retryCount),
);

// Finished exports' files are deleted 7 days after they were made, and old jobs with them.
export const accountJobsSweep = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Etc/UTC', region: REGION },
  async () => {
    await (await import('./account/sweep-account-jobs.js')).sweepAccountJobs();
  },
);
