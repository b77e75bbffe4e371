// POST /api/link-preview against the Auth emulator: 401 without a token, 400 for bad links, products from a local shop.
import express from 'express';
import type { LookupAddress } from 'node:dns';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { startProductPages, type ProductPages } from '../../test/helpers/product-pages.js';
import { createApp } from '../http/app.js';
import { createLinkPreviewRouter } from '../http/link-preview.js';
import { errorHandler } from '../lib/errors.js';
import { LINK_PREVIEW_MESSAGES } from './fetch-errors.js';

const app = createApp();
let shop: ProductPages;
let user: SignedInUser;
/** The production router with the test-only options: fake DNS and the local shop's port opened. */
let testApp: express.Express;

beforeAll(async () => {
  [shop, user] = await Promise.all([startProductPages(), signedInUser()]);
  const resolve = (hostname: string): Promise<LookupAddress[]> =>
    hostname === 'shop.test'
      ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
      : Promise.reject(new Error('ENOTFOUND'));
  testApp = express();
  testApp.use(express.json());
  testApp.use('/api', createLinkPreviewRouter({ resolve, allowLoopbackForTests: { port: shop.port }, timeoutMs: 500 }));
  testApp.use(errorHandler);
});
afterAll(() => shop.close());

const preview = (target: express.Express, body: unknown, who: SignedInUser | null = user) => {
  const req = request(target).post('/api/link-preview');
  return (who ? req.set(bearer(who)) : req).send(body as object);
};

describe('POST /api/link-preview', () => {
  it('refuses a request without a valid token with 401', async () => {
    const res = await preview(app, { url: 'https://shop.test/og' }, null);
    expect(res.status).toBe(401);
    expect((await preview(app, { url: 'https://shop.test/og' }, { ...user, idToken: 'x'.repeat(40) })).status).toBe(
      401,
    );
  });

  it('answers malformed bodies with 400', async () => {
    for (const body of [
      {},
      { url: 5 },
      { url: '' },
      { url: `https://a.example/${'x'.repeat(2048)}` },
      { url: 'https://a.example', x: 1 },
      ['https://a.example'],
    ]) {
      const res = await preview(app, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/', 'http://user:pass@example.com/', 'https://example.com:8443/'])(
    'refuses %s with 400 and the unreadable message',
    async (url) => {
      const res = await preview(app, { url });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: LINK_PREVIEW_MESSAGES.unreadable });
    },
  );

  it.each(['http://127.0.0.1/', 'http://10.0.0.5/', 'http://[::1]/', 'http://169.254.169.254/latest/meta-data/'])(
    'refuses %s with 400 and the words of an unreachable store, telling a prober nothing',
    async (url) => {
      const res = await preview(app, { url });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: LINK_PREVIEW_MESSAGES.unreachable });
    },
  );

  it('says a store that cannot be reached could not be reached, not that the link is wrong', async () => {
    const res = await preview(testApp, { url: 'https://no-such-store.test/p/1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: LINK_PREVIEW_MESSAGES.unreachable });
  });

  it('refuses the local shop with the production configuration', async () => {
    const res = await preview(app, { url: `${shop.origin}/og` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: LINK_PREVIEW_MESSAGES.unreadable });
  });

  it('answers the product of an Open Graph page', async () => {
    const res = await preview(testApp, { url: `  http://shop.test:${shop.port}/og  ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      product: {
        title: 'Snuggle Swaddle & Hat Set',
        brand: '',
        price: 1249.5,
        imageUrl: `http://shop.test:${shop.port}/images/swaddle.jpg`,
        externalUrl: `http://shop.test:${shop.port}/og`,
        retailer: 'Little Shop',
        description: 'Soft organic cotton.',
      },
    });
  });

  it('answers the product of a JSON-LD page reached through a redirect', async () => {
    const res = await preview(testApp, { url: `${shop.origin}/redirect?to=/json-ld` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      product: {
        title: 'Convertible Car Seat',
        brand: 'Graco',
        price: 229.99,
        imageUrl: 'https://cdn.example.com/seat.jpg',
        externalUrl: `${shop.origin}/json-ld`,
        retailer: '127.0.0.1',
        description: 'Grows with your child & fits 3 across.',
      },
    });
  });

  it('answers the fallbacks of a plain page', async () => {
    const res = await preview(testApp, { url: `${shop.origin}/fallback` });
    expect(res.body).toEqual({
      product: {
        title: 'Wooden Stacking Rings',
        brand: '',
        externalUrl: `${shop.origin}/fallback`,
        retailer: '127.0.0.1',
        description: 'A classic first toy.',
      },
    });
  });

  it('answers slow, huge and redirected-inwards pages with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['/slow', LINK_PREVIEW_MESSAGES.timeout],
      ['/huge', LINK_PREVIEW_MESSAGES.tooLarge],
      [
        `/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
        LINK_PREVIEW_MESSAGES.unreachable,
      ],
      [`/redirect?to=${encodeURIComponent('http://127.0.0.1/')}`, LINK_PREVIEW_MESSAGES.unreachable],
      ['/json', LINK_PREVIEW_MESSAGES.notHtml],
      ['/missing', LINK_PREVIEW_MESSAGES.status(404)],
    ];
    for (const [path, error] of cases) {
      const res = await preview(testApp, { url: `${shop.origin}${path}` });
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({ error });
    }
  });
});
