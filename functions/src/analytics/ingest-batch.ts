// POST /api/analytics/batch: validates each event on its own (a bad one is dropped, the rest kept)
// and writes the good ones to analytics_events, a collection no client can read or write.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../lib/admin.js';
import type { RateLimit } from '../lib/rate-limit.js';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_EVENTS_COLLECTION,
  ANALYTICS_LIMITS as L,
  type AnalyticsBatchResponse,
} from '../shared/analytics.js';
import { analyticsExpiresAt } from './retention.js';

/**
 * Per signed-in person, or per address when signed out. A busy tab flushes every 5 seconds at most
 * (120 batches in 10 minutes), and one address is often many people (a home, an office, a phone
 * carrier's shared address): room for five busy tabs, so a shared address does not lose events.
 */
export const ANALYTICS_LIMIT: RateLimit = {
  scope: 'analytics',
  max: 600,
  windowMs: 10 * 60 * 1000,
  message: 'Too many analytics requests.',
};

const id = z.string().min(1).max(L.idLength);
const value = z.union([z.string().max(L.valueLength), z.number().finite(), z.boolean(), z.null()]);

export const analyticsEvent = z.strictObject({
  name: z.enum(ANALYTICS_EVENTS),
  properties: z
    .record(z.string().min(1).max(L.keyLength), value)
    .refine((p) => Object.keys(p).length <= L.properties, 'too many properties'),
  timestamp: z.number().int(),
  anonymousId: id,
  sessionId: id,
  userId: id.nullable(),
  fbclid: z.string().max(L.valueLength).nullable(),
});

/**
 * Only the envelope must be right; each event is checked on its own. A page-hide beacon cannot send
 * headers, so it may carry the signed-in person's ID token in the body, verified like a bearer token.
 */
export const analyticsBatchBody = z.strictObject({
  events: z.array(z.unknown()).max(L.batchSize),
  idToken: z.string().min(20).max(4096).optional(),
});

export type StoredAnalyticsEvent = z.infer<typeof analyticsEvent> & { day: string };

/**
 * The events worth keeping: known names, plain capped properties, timestamps near the server's. The
 * account an event belongs to is the verified caller's (`callerUid`), whatever `userId` the body says,
 * so nobody can write events into someone else's history (or their data export).
 */
export function acceptEvents(
  events: readonly unknown[],
  now: number,
  callerUid: string | null,
): StoredAnalyticsEvent[] {
  const kept: StoredAnalyticsEvent[] = [];
  for (const raw of events) {
    const parsed = analyticsEvent.safeParse(raw);
    if (!parsed.success) continue;
    const e = parsed.data;
    if (e.timestamp < now - L.maxAgeMs || e.timestamp > now + L.maxSkewMs) continue;
    kept.push({ ...e, userId: callerUid, day: new Date(e.timestamp).toISOString().slice(0, 10) });
  }
  return kept;
}

export async function ingestBatch(
  events: readonly unknown[],
  callerUid: string | null,
  now: number = Date.now(),
): Promise<AnalyticsBatchResponse> {
  const kept = acceptEvents(events, now, callerUid);
  if (kept.length > 0) {
    const batch = db().batch();
    const collection = db().collection(ANALYTICS_EVENTS_COLLECTION);
    for (const e of kept) {
      batch.create(collection.doc(), {
        ...e,
        at: Timestamp.fromMillis(e.timestamp),
        receivedAt: FieldValue.serverTimestamp(),
        expiresAt: analyticsExpiresAt(e.timestamp),
      });
    }
    await batch.commit();
  }
  return { accepted: kept.length, dropped: events.length - kept.length };
}
