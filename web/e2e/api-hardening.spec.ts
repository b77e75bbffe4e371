// The api through Hosting and the real Functions runtime (which parses every body before the app):
// oversized, compressed and non-JSON bodies are refused as JSON, wrong methods are 405, and nothing
// answers 5xx.
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

const claimPath = '/api/registry/no-such-owner/items/no-such-item/purchase';

test('a 10 MB body is refused with 413 JSON', async ({ request }) => {
  const res = await request.post('/api/analytics/batch', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ events: [], padding: 'x'.repeat(10 * 1024 * 1024) }),
  });
  expect(res.status()).toBe(413);
  expect(await res.json()).toEqual({ error: 'The request body is too large.' });
});

test('a gzip body is refused by its inflated size (413), and any compressed body (415)', async ({ request }) => {
  const post = (body: object) =>
    request.post('/api/analytics/batch', {
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      data: gzipSync(JSON.stringify(body)),
    });
  const bomb = await post({ events: [], padding: ' '.repeat(2 * 1024 * 1024) });
  expect(bomb.status()).toBe(413);
  expect(await bomb.json()).toEqual({ error: 'The request body is too large.' });
  const small = await post({ events: [] });
  expect(small.status()).toBe(415);
  expect(await small.json()).toEqual({ error: 'Send the request body uncompressed.' });
});

test('a plain form post cannot file a purchase claim or an application (415)', async ({ request }) => {
  for (const path of [claimPath, '/api/applications']) {
    const res = await request.post(path, {
      form: { first: 'Ann', last: 'Lee', email: 'ann@example.com', storeName: 'Target' },
    });
    expect(res.status(), path).toBe(415);
    expect(await res.json()).toEqual({ error: 'Send the request body as JSON (Content-Type: application/json).' });
  }
});

test('a known path with the wrong method is 405 with Allow; garbage never gets a 5xx', async ({ request }) => {
  const wrong = await request.get(claimPath);
  expect(wrong.status()).toBe(405);
  expect(wrong.headers()['allow']).toBe('POST');
  expect(await wrong.json()).toEqual({ error: 'This endpoint does not accept that method.' });
  // (An undecodable path is 400 JSON from the app, functions/src/http/app.test.ts; the Hosting
  // emulator itself fails on one before the function runs, which deployed Hosting does not.)
  for (const data of ['{"first": tru', 'null', '[]', '"text"', '{"events": null}']) {
    const res = await request.post('/api/analytics/batch', { headers: { 'content-type': 'application/json' }, data });
    expect(res.status(), data).toBeGreaterThanOrEqual(400);
    expect(res.status(), data).toBeLessThan(500);
    expect(await res.text(), data).not.toMatch(/ at |node_modules/);
  }
});
