// Fixed-window rate limits per client, counted in rateLimits/{key} documents no client can read.
import { createHmac } from 'node:crypto';
import type { Request } from 'express';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { db } from './admin.js';
import { clientAddress } from './client.js';
import { serviceUnavailable, tooManyRequests } from './errors.js';
import { runTransaction } from './transactions.js';

/**
 * Keys counters with an HMAC, so neither an address nor the link between an address and an account
 * can be recovered from rateLimits. Set with `firebase functions:secrets:set RATE_LIMIT_SALT`; the
 * emulators read functions/.secret.local, which the start and test scripts create.
 */
export const RATE_LIMIT_SALT = defineSecret('RATE_LIMIT_SALT');

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

/** Who is counted: a signed-in caller by account (whatever address they use), anyone else by address. */
export interface RateLimitSubject {
  uid: string | null;
  address: string;
}

function salt(): string {
  const value = RATE_LIMIT_SALT.value();
  // Without the secret every key would be guessable: refuse rather than count in the open.
  if (value.length < 16) throw serviceUnavailable();
  return value;
}

/** The counter's document id for one client: a keyed hash, so no address or uid is stored. */
export function rateLimitKey(scope: string, { uid, address }: RateLimitSubject): string {
  const subject = uid ? `uid:${uid}` : `address:${address}`;
  const hash = createHmac('sha256', salt()).update(`${scope}|${subject}`).digest('hex');
  return `${scope}-${hash}`;
}

/** Counts one request of `key`; throws a 429 when the limit is reached (the refused one is not counted). */
export async function consumeRateLimit(key: string, limit: RateLimit, now: number = Date.now()): Promise<void> {
  const ref = db().collection('rateLimits').doc(key);
  await runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const next = nextWindow(snap.data(), now, limit);
    if (!next) throw tooManyRequests(limit.message);
    // expiresAt is for a Firestore TTL policy on rateLimits, which sweeps old counters away.
    tx.set(ref, { ...next, scope: limit.scope, expiresAt: Timestamp.fromMillis(next.windowStart + limit.windowMs) });
  });
}

/**
 * The same inside a transaction that is still reading: reads the counter now and returns the write
 * to make after the transaction's other reads, so only what the transaction commits is counted.
 */
export async function countInTransaction(
  tx: Transaction,
  key: string,
  limit: RateLimit,
  now: number = Date.now(),
): Promise<() => void> {
  const ref = db().collection('rateLimits').doc(key);
  const next = nextWindow((await tx.get(ref)).data(), now, limit);
  if (!next) throw tooManyRequests(limit.message);
  return () => {
    tx.set(ref, { ...next, scope: limit.scope, expiresAt: Timestamp.fromMillis(next.windowStart + limit.windowMs) });
  };
}

/** Counts one request of this caller (null when signed out) against `limit`; 429 when over it. */
export async function limitRequest(req: Request, limit: RateLimit, uid: string | null): Promise<void> {
  await consumeRateLimit(rateLimitKey(limit.scope, { uid, address: clientAddress(req) }), limit);
}
