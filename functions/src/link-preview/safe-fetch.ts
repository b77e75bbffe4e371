// Fetches a public web page for the link preview without letting a link reach our own network (SSRF).
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isLoopbackAddress, isPublicAddress } from './address-policy.js';
import { SafeFetchError } from './fetch-errors.js';
import { assertHtml, decodeBody, readCappedBody } from './read-body.js';

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions {
  /** Name resolution; dns.lookup with every address by default. Tests inject a fake one. */
  resolve?: Resolver;
  /**
   * Test-only: lets requests reach a loopback address on exactly this port (the test's local
   * server). Production never sets it, and it is refused outside Vitest.
   */
  allowLoopbackForTests?: { port: number };
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedPage {
  /** Where the page was finally read, after redirects. */
  url: string;
  html: string;
}

const REQUEST_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; RecessLinkPreview/1.0)',
  accept: 'text/html,application/xhtml+xml;q=0.9',
  'accept-language': 'en-US,en;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const resolveAll: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** The URL if its scheme, credentials and port may be fetched at all; the address is vetted later. */
export function parseTarget(raw: string, options: SafeFetchOptions = {}, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('bad-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('bad-url');
  if (url.username || url.password || !url.hostname) throw new SafeFetchError('bad-url');
  const testPort = options.allowLoopbackForTests?.port;
  if (!['', '80', '443'].includes(url.port) && Number(url.port) !== testPort) throw new SafeFetchError('bad-url');
  return url;
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new SafeFetchError('timeout'));
    signal.addEventListener('abort', () => reject(new SafeFetchError('timeout')), { once: true });
  });
}

/** Resolves the host and returns the address to connect to, if every address it has is allowed. */
export async function vetTarget(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await Promise.race([(options.resolve ?? resolveAll)(host), rejectOnAbort(signal)]);
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      throw new SafeFetchError('dns');
    }
  }
  const testPort = options.allowLoopbackForTests?.port;
  const allowed = (address: string) =>
    isPublicAddress(address) || (testPort === portOf(url) && isLoopbackAddress(address));
  // One bad address refuses the host: a name that resolves to both a public and a private address
  // is exactly what a rebinding attack looks like.
  if (addresses.length === 0 || !addresses.every((a) => allowed(a.address))) {
    throw new SafeFetchError('forbidden-address');
  }
  return addresses[0]!;
}

/** Sends the GET to the vetted address (never resolving the name again), with the usual Host and SNI. */
function send(url: URL, vetted: LookupAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { headers: REQUEST_HEADERS, agent: false, lookup: pinnedLookup, signal }, resolve);
    req.on('error', reject);
    req.end();
  });
}

async function fetchPage(rawUrl: string, options: SafeFetchOptions, signal: AbortSignal): Promise<FetchedPage> {
  let url = parseTarget(rawUrl, options);
  for (let redirects = 0; ; redirects += 1) {
    const vetted = await vetTarget(url, options, signal);
    const res = await send(url, vetted, signal);
    const status = res.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      res.destroy();
      const location = res.headers.location;
      if (!location || redirects >= SAFE_FETCH_DEFAULTS.maxRedirects) throw new SafeFetchError('too-many-redirects');
      // Each hop is checked from the start: scheme, credentials, port and address.
      url = parseTarget(location, options, url);
      continue;
    }
    if (status < 200 || status > 299) {
      res.destroy();
      throw new SafeFetchError('status', status);
    }
    assertHtml(res);
    const body = await readCappedBody(res, options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes);
    return { url: url.href, html: decodeBody(body, res.headers['content-type']) };
  }
}

/**
 * GETs an HTML page from the public internet: http(s) only, no credentials, default ports, every
 * address of every hop public, at most 3 redirects, 5 s in all, 2 MB of body. Any failure is a
 * SafeFetchError whose message can be shown to the user.
 */
export async function safeFetchHtml(rawUrl: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  if (options.allowLoopbackForTests && !process.env.VITEST && process.env.FUNCTIONS_EMULATOR !== 'true') {
    throw new Error('allowLoopbackForTests is only for tests.');
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs);
  try {
    return await fetchPage(rawUrl, options, controller.signal);
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError(controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}
