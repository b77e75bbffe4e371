// The first-party analytics vocabulary shared by the web client and the ingestion function: which
// events exist, how a batch looks, and the limits both sides hold to. No Firebase imports here.

/** Every event name the app sends; anything else is dropped at ingestion. */
export const ANALYTICS_EVENTS = [
  'Page Viewed',
  'Funnel Step',
  'Product Added to Registry',
  'Bulk Add Operation',
  'User Document Creation Failed',
  'Registry Creation Failed',
  // The marketplace (issue 13); Order Completed is filed by the settle function, the rest by the web.
  'Listing Viewed',
  'Listing Created',
  'Offer Made',
  'Checkout Started',
  'Order Completed',
  // Family events (issue 14), all sent by the web.
  'City Viewed',
  'Event Viewed',
  'Event RSVP',
  'Chat Message Sent',
  // The registry and search vocabulary of spec section 3 (issue 22), sent by the web.
  'Registry Viewed',
  'Search Performed',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const ANALYTICS_LIMITS = {
  /** Events in one request. */
  batchSize: 50,
  /** Properties on one event. */
  properties: 40,
  /** Characters of one property key and of one string value. */
  keyLength: 60,
  valueLength: 500,
  /** Characters of the ids the client attaches. */
  idLength: 64,
  /** How far an event's timestamp may be in the past, or ahead of the server clock (ms). */
  maxAgeMs: 24 * 60 * 60 * 1000,
  maxSkewMs: 5 * 60 * 1000,
} as const;

/** The collection the ingestion function writes raw events to (and BigQuery's extension streams). */
export const ANALYTICS_EVENTS_COLLECTION = 'analytics_events';

/**
 * Days a raw event is kept in Firestore: its `expiresAt` is its timestamp plus this, and a TTL policy
 * deletes it after that (docs/decisions/007). The funnel report reads daily rollups, which stay;
 * history past this lives in BigQuery.
 */
export const ANALYTICS_RETENTION_DAYS = 90;

export type AnalyticsValue = string | number | boolean | null;

export interface AnalyticsEvent {
  name: string;
  properties: Record<string, AnalyticsValue>;
  /** Milliseconds since the epoch, on the client. */
  timestamp: number;
  anonymousId: string;
  sessionId: string;
  userId: string | null;
  fbclid: string | null;
}

export interface AnalyticsBatch {
  events: AnalyticsEvent[];
}

export interface AnalyticsBatchResponse {
  accepted: number;
  dropped: number;
}

export const ANALYTICS_BATCH_PATH = '/api/analytics/batch';
