// Fixed-window rate limits per client, counted in rateLimits/{key} documents no client can read.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { tooManyRequests } from './errors.js';

export interface RateLimitWindow {
  count: number;
  /** Milliseconds since the epoch when this window began. */
  windowStart: number;
}

export interface RateLimit {
  /** Names the limited action; part of the key, so limits never share a counter. */
  scope: string;
  max: number;
  windowMs: number;
  message: string;
}

/**
 * The window after one more request, or null when the request is over the limit. A window that has
 * ended (or a missing or malformed one) starts afresh.
 */
export function nextWindow(current: unknown, now: number, { max, windowMs }: RateLimit): RateLimitWindow | null {
  const window = current as Partial<RateLimitWindow> | undefined;
  const start = window?.windowStart;
  const count = window?.count;
  const isLive = typeof start === 'number' && typeof count === 'number' && start <= now && now < start + windowMs;
  if (!isLive) return { count: 1, windowStart: now };
  if (count >= max) return null;
  return { count: count + 1, windowStart: start };
}

/**
 * The counter's document id for one client: a hash, so no IP address is stored. Signed-in callers
 * are counted per account and address together.
 */
export function rateLimitKey(scope: string, ip: string | undefined, uid: string | null): string {
  const hash = createHash('sha256')
    .update(`${ip ?? 'unknown'}|${uid ?? ''}`)
    .digest('hex');
  return `${scope}-${hash}`;
}

/** Counts one request of `key`; throws a 429 when the limit is reached (the refused one is not counted). */
export async function consumeRateLimit(key: string, limit: RateLimit, now: number = Date.now()): Promise<void> {
  const ref = db().collection('rateLimits').doc(key);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const next = nextWindow(snap.data(), now, limit);
    if (!next) throw tooManyRequests(limit.message);
    // expiresAt is for a Firestore TTL policy on rateLimits, which sweeps old counters away.
    tx.set(ref, { ...next, scope: limit.scope, expiresAt: Timestamp.fromMillis(next.windowStart + limit.windowMs) });
  });
}
