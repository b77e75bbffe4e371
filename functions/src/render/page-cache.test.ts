import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.js';

const page = (body: string) => ({ status: 200, body, gzipped: Buffer.from(body), cacheControl: 'public' });

describe('PageCache', () => {
  it('answers within the time to live and forgets after it', () => {
    let now = 1_000;
    const cache = new PageCache(10, () => now);
    cache.set('/a', page('A'), 60);
    now += 59_999;
    expect(cache.get('/a')?.body).toBe('A');
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used page when full', () => {
    const cache = new PageCache(2);
    cache.set('/a', page('A'), 60);
    cache.set('/b', page('B'), 60);
    cache.get('/a');
    cache.set('/c', page('C'), 60);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.body).toBe('A');
    expect(cache.get('/c')?.body).toBe('C');
  });

  it('keeps nothing with a zero time to live', () => {
    const cache = new PageCache(2);
    cache.set('/a', page('A'), 0);
    expect(cache.get('/a')).toBeUndefined();
  });
});
