// safeFetchHtml against a local shop on 127.0.0.1 and fake DNS: what it refuses, and that it pins the vetted address.
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductPages, type ProductPages } from '../../test/helpers/product-pages.js';
import { LINK_PREVIEW_MESSAGES, SafeFetchError, type SafeFetchReason } from './fetch-errors.js';
import { parseTarget, SAFE_FETCH_DEFAULTS, safeFetchHtml, type SafeFetchOptions } from './safe-fetch.js';

let shop: ProductPages;
let local: SafeFetchOptions;
const resolved: string[] = [];

/** Fake DNS: names map to fixed addresses; nothing ever reaches a real resolver. */
function fakeDns(table: Record<string, string[]>) {
  return (hostname: string): Promise<LookupAddress[]> => {
    resolved.push(hostname);
    const addresses = table[hostname];
    if (!addresses) return Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
}

const dns = fakeDns({
  'shop.test': ['127.0.0.1'],
  'intranet.test': ['10.0.0.5'],
  'mixed.test': ['93.184.216.34', '10.0.0.5'],
  'metadata.test': ['169.254.169.254'],
  'mapped.test': ['::ffff:127.0.0.1'],
});

beforeAll(async () => {
  shop = await startProductPages();
  local = { resolve: dns, allowLoopbackForTests: { port: shop.port } };
});
afterAll(() => shop.close());

async function failure(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchError> {
  try {
    await safeFetchHtml(url, { resolve: dns, ...options });
  } catch (error) {
    if (error instanceof SafeFetchError) return error;
    throw error;
  }
  throw new Error(`expected ${url} to be refused`);
}

async function expectRefused(url: string, reason: SafeFetchReason, options?: SafeFetchOptions) {
  const error = await failure(url, options);
  expect(error.reason, url).toBe(reason);
  return error;
}

describe('parseTarget', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://shop.test/x',
    'javascript:alert(1)',
    'data:text/html,<title>x</title>',
    'http://user:pass@shop.test/',
    'https://user@shop.test/',
    'http://shop.test:8080/',
    'https://shop.test:22/',
    'shop.test/product',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(() => parseTarget(url)).toThrow(SafeFetchError);
  });

  it('accepts http(s) on the default ports, with 80 and 443 spelled out', () => {
    for (const url of [
      'https://shop.test/p?x=1',
      'http://shop.test/',
      'http://shop.test:80/',
      'https://shop.test:443/',
    ]) {
      expect(parseTarget(url).hostname, url).toBe('shop.test');
    }
  });
});

describe('safeFetchHtml with the default configuration', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.5/',
    'http://[::1]/',
    'https://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://0.0.0.0/',
    'http://100.64.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://192.168.1.1/',
    'http://intranet.test/',
    'http://metadata.test/',
    'http://mapped.test/',
    'http://mixed.test/',
  ])('refuses %s before connecting, with the same words as an unreachable store', async (url) => {
    const error = await expectRefused(url, 'forbidden-address');
    expect(error.message).toBe(LINK_PREVIEW_MESSAGES.unreachable);
  });

  it('refuses other schemes, credentials and ports', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://shop.test/',
      'http://user:pass@shop.test/',
      'http://shop.test:8080/',
    ]) {
      const error = await expectRefused(url, 'bad-url');
      expect(error.message).toBe(LINK_PREVIEW_MESSAGES.unreadable);
    }
  });

  it('refuses the local shop itself, by port and by address', async () => {
    await expectRefused(`${shop.origin}/og`, 'bad-url');
    await expectRefused('http://shop.test/og', 'forbidden-address');
    expect(shop.hosts).toEqual([]);
  });

  it('says a host that does not resolve could not be reached, not that the link is wrong', async () => {
    const error = await expectRefused('https://nowhere.test/', 'dns');
    expect(error.message).toBe(LINK_PREVIEW_MESSAGES.unreachable);
    expect(error.message).not.toBe(LINK_PREVIEW_MESSAGES.unreadable);
  });

  it('uses a 5 s deadline, a 2 MB cap and 3 redirects', () => {
    expect(SAFE_FETCH_DEFAULTS).toEqual({ timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 });
  });

  it('refuses the loopback switch outside Vitest', async () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      await expect(safeFetchHtml(`${shop.origin}/og`, local)).rejects.toThrow('only for tests');
    } finally {
      process.env.VITEST = vitest;
    }
  });
});

describe('safeFetchHtml against the local shop', () => {
  it('reads a page, connecting to the vetted address under the original Host', async () => {
    resolved.length = 0;
    const page = await safeFetchHtml(`http://shop.test:${shop.port}/og`, local);
    expect(page.url).toBe(`http://shop.test:${shop.port}/og`);
    expect(page.html).toContain('og:title');
    // One resolution, by our resolver: the socket went to its answer, not to a second lookup.
    expect(resolved).toEqual(['shop.test']);
    expect(shop.hosts.at(-1)).toBe(`shop.test:${shop.port}`);
  });

  it('decodes gzip and the charset the server names', async () => {
    expect((await safeFetchHtml(`${shop.origin}/gzip`, local)).html).toContain('Snuggle Swaddle');
    expect((await safeFetchHtml(`${shop.origin}/latin1`, local)).html).toBe('<title>Café crème</title>');
  });

  it('follows up to 3 redirects, re-vetting each, and reports the final URL', async () => {
    resolved.length = 0;
    const page = await safeFetchHtml(`http://shop.test:${shop.port}/chain?n=2`, local);
    expect(page.url).toBe(`http://shop.test:${shop.port}/og`);
    expect(resolved).toEqual(['shop.test', 'shop.test', 'shop.test', 'shop.test']);
    await expectRefused(`${shop.origin}/chain?n=3`, 'too-many-redirects', local);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://localhost:1/',
    'http://10.0.0.5:PORT/',
    'http://169.254.169.254:PORT/',
    'http://intranet.test:PORT/',
    'file:///etc/passwd',
    'http://user:pass@shop.test:PORT/og',
  ])('refuses a redirect to %s', async (target) => {
    const to = encodeURIComponent(target.replace('PORT', String(shop.port)));
    const error = await failure(`${shop.origin}/redirect?to=${to}`, local);
    expect(['forbidden-address', 'bad-url']).toContain(error.reason);
    expect(error.message).toBe(
      error.reason === 'bad-url' ? LINK_PREVIEW_MESSAGES.unreadable : LINK_PREVIEW_MESSAGES.unreachable,
    );
  });

  it('gives up after the deadline, whether headers came or not', async () => {
    for (const path of ['/slow', '/silent']) {
      const started = Date.now();
      const error = await expectRefused(`${shop.origin}${path}`, 'timeout', { ...local, timeoutMs: 300 });
      expect(error.message).toBe(LINK_PREVIEW_MESSAGES.timeout);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('says a store that does not answer could not be reached', async () => {
    const { createServer } = await import('node:http');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const error = await expectRefused(`http://shop.test:${port}/og`, 'network', {
      resolve: dns,
      allowLoopbackForTests: { port },
    });
    expect(error.message).toBe(LINK_PREVIEW_MESSAGES.unreachable);
  });

  it('refuses bodies past the cap, declared or streamed or compressed', async () => {
    for (const path of ['/huge', '/huge-declared', '/gzip-bomb']) {
      const error = await expectRefused(`${shop.origin}${path}`, 'too-large', local);
      expect(error.message).toBe(LINK_PREVIEW_MESSAGES.tooLarge);
    }
  });

  it('refuses what is not an HTML page, and error statuses', async () => {
    await expectRefused(`${shop.origin}/json`, 'not-html', local);
    await expectRefused(`${shop.origin}/no-type`, 'not-html', local);
    const missing = await expectRefused(`${shop.origin}/missing`, 'status', local);
    expect(missing.message).toBe(LINK_PREVIEW_MESSAGES.status(404));
  });
});
