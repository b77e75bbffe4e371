// How long a raw analytics event stays in Firestore: the expiresAt every writer of analytics_events
// sets, which the TTL policy in firestore.indexes.json deletes by (docs/decisions/007).
import { Timestamp } from 'firebase-admin/firestore';
import { ANALYTICS_RETENTION_DAYS } from '../shared/analytics.js';

/** When the TTL policy may delete an event that happened at `at` (ms since the epoch). */
export const analyticsExpiresAt = (at: number): Timestamp =>
  Timestamp.fromMillis(at + ANALYTICS_RETENTION_DAYS * 86_400_000);
