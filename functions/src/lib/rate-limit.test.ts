// Fixed-window rate limits: the window arithmetic, the key, and the counter against the emulator.
import { randomUUID } from 'node:crypto';
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
  it('hashes the address, differs per account and scope, and never contains the address', () => {
    const key = rateLimitKey('purchase', '203.0.113.9', null);
    expect(key).toMatch(/^purchase-[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.9');
    expect(rateLimitKey('purchase', '203.0.113.9', null)).toBe(key);
    expect(rateLimitKey('purchase', '203.0.113.9', 'u1')).not.toBe(key);
    expect(rateLimitKey('purchase', '203.0.113.10', null)).not.toBe(key);
    expect(rateLimitKey('other', '203.0.113.9', null)).not.toBe(key);
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
