// Fixed-window rate limits: the window arithmetic, the key, and the counter against the emulator.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requireEmulators } from '../../test/helpers/emulators.js';
import { db } from './admin.js';
import { HttpError } from './errors.js';
import { consumeRateLimit, nextWindow, rateLimitKey, type RateLimit } from './rate-limit.js';

const HOUR = 3_600_000;
const limit: RateLimit = { scope: 'test', max: 3, windowMs: HOUR, message: 'Easy there.' };
const T = 1_750_000_000_000;

describe('nextWindow', () => {
  it('starts a window for a first request or a malformed counter', () => {
    for (const current of [undefined, null, {}, { count: '2', windowStart: T }, { count: 2 }]) {
      expect(nextWindow(current, T, limit)).toEqual({ count: 1, windowStart: T });
    }
  });

  it('counts up to max within the window, then refuses', () => {
    expect(nextWindow({ count: 1, windowStart: T }, T + 10, limit)).toEqual({ count: 2, windowStart: T });
    expect(nextWindow({ count: 2, windowStart: T }, T + HOUR - 1, limit)).toEqual({ count: 3, windowStart: T });
    expect(nextWindow({ count: 3, windowStart: T }, T + HOUR - 1, limit)).toBeNull();
  });

  it('starts afresh once the window is over, or when it claims to start in the future', () => {
    expect(nextWindow({ count: 3, windowStart: T }, T + HOUR, limit)).toEqual({ count: 1, windowStart: T + HOUR });
    expect(nextWindow({ count: 99, windowStart: T + HOUR }, T, limit)).toEqual({ count: 1, windowStart: T });
  });
});

describe('rateLimitKey', () => {
  const anonymous = { uid: null, address: '203.0.113.9' };

  it('is a keyed hash: never the address or uid, different per scope, address and account', () => {
    const key = rateLimitKey('purchase', anonymous);
    expect(key).toMatch(/^purchase-[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.9');
    expect(rateLimitKey('purchase', anonymous)).toBe(key);
    expect(rateLimitKey('purchase', { uid: null, address: '203.0.113.10' })).not.toBe(key);
    expect(rateLimitKey('other', anonymous)).not.toBe(key);
    const signedIn = rateLimitKey('purchase', { uid: 'u1', address: '203.0.113.9' });
    expect(signedIn).not.toBe(key);
    expect(signedIn).not.toContain('u1');
  });

  it('counts a signed-in caller by account, whatever address they come from', () => {
    expect(rateLimitKey('purchase', { uid: 'u1', address: '203.0.113.9' })).toBe(
      rateLimitKey('purchase', { uid: 'u1', address: '198.51.100.1' }),
    );
  });

  it('cannot be recomputed without the secret salt (an unsalted hash would give the address away)', () => {
    const key = rateLimitKey('purchase', anonymous);
    const unsalted = createHash('sha256').update('purchase|address:203.0.113.9').digest('hex');
    expect(key).not.toContain(unsalted);
    const salt = process.env.RATE_LIMIT_SALT;
    try {
      process.env.RATE_LIMIT_SALT = 'another-salt-of-enough-length';
      expect(rateLimitKey('purchase', anonymous)).not.toBe(key);
      // Without a salt nothing is counted in the open: the request is refused as unavailable.
      process.env.RATE_LIMIT_SALT = '';
      expect(() => rateLimitKey('purchase', anonymous)).toThrow(expect.objectContaining({ status: 503 }));
    } finally {
      process.env.RATE_LIMIT_SALT = salt;
    }
  });
});

describe('consumeRateLimit', () => {
  it('allows max requests per window, then answers 429 with the message, then resets', async () => {
    requireEmulators();
    const key = `test-${randomUUID()}`;
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(key, limit, T + i);
    const refused = consumeRateLimit(key, limit, T + 3);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(consumeRateLimit(key, limit, T + 4)).rejects.toMatchObject({ status: 429, message: 'Easy there.' });
    const stored = (await db().collection('rateLimits').doc(key).get()).data();
    expect(stored).toMatchObject({ count: 3, windowStart: T, scope: 'test' });
    await consumeRateLimit(key, limit, T + HOUR);
    expect((await db().collection('rateLimits').doc(key).get()).data()).toMatchObject({ count: 1 });
  });
});
