// The /api Express app: health, JSON errors for unknown paths and garbage bodies, no internals leaked.
import { gzipSync } from 'node:zlib';
import express, { type Request } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE, ENCODING_MESSAGE, JSON_ONLY_MESSAGE } from '../lib/request-guards.js';
import { createApp } from './app.js';

const app = createApp();

/**
 * The app as the Functions runtime (the emulator's and Cloud Run's Functions Framework) serves it:
 * every body is parsed first, up to 32 MB, gzip inflated, JSON, text, forms or raw bytes, and the
 * bytes kept as req.rawBody. Express's own parser then never runs.
 */
function asTheRuntimeServesIt() {
  const runtime = express();
  const verify = (req: Request, _res: unknown, buf: Buffer) => {
    (req as Request & { rawBody?: Buffer }).rawBody = buf;
  };
  runtime.use(express.json({ limit: '32mb', verify }));
  runtime.use(express.text({ limit: '32mb', verify }));
  runtime.use(express.urlencoded({ extended: true, limit: '32mb', verify }));
  runtime.use(express.raw({ type: '*/*', limit: '32mb', verify }));
  runtime.use(createApp());
  return runtime;
}

describe('the api app', () => {
  it('answers GET /api/health', async () => {
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    expect(Date.parse((res.body as { time: string }).time)).not.toBeNaN();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown paths with 404 JSON', async () => {
    const res = await request(app).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No such API endpoint.' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await request(app).post('/api/health').set('content-type', 'application/json').send('{"isPublic": tru');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('refuses bodies over the size cap with 413', async () => {
    const res = await request(app)
      .post('/api/health')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request body is too large.' });
  });

  it('answers random bytes in an unknown charset with a 4xx', async () => {
    const res = await request(app)
      .post('/api/health')
      .set('content-type', 'application/json; charset=klingon')
      .send(Buffer.from([0xff, 0xfe, 0x00, 0x12]));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toHaveProperty('error');
  });

  it('answers a known path called with another method with 405 and Allow', async () => {
    const res = await request(app).delete('/api/health');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toEqual({ error: 'This endpoint does not accept that method.' });
    const claim = await request(app).get('/api/registry/some-uid/items/some-item/purchase');
    expect(claim.status).toBe(405);
    expect(claim.headers.allow).toBe('POST');
    expect((await request(app).get('/api/no/such/thing')).status).toBe(404);
  });

  it('answers an undecodable path and a null body with 400 JSON, no stack', async () => {
    const path = await request(app).get('/api/registry/by-slug/%E0%A4%A');
    expect(path.status).toBe(400);
    expect(path.body).toEqual({ error: 'The request path is not valid.' });
    const nullBody = await request(app)
      .post('/api/analytics/batch')
      .set('content-type', 'application/json')
      .send('null');
    expect(nullBody.status).toBe(400);
    expect(JSON.stringify(nullBody.body)).not.toMatch(/at |node_modules/);
  });
});

/** Sends a Buffer as it is (superagent would JSON-encode it for a JSON content type). */
const asBytes = (body: unknown) => body as string;

describe('the api app behind the Functions runtime', () => {
  const runtime = asTheRuntimeServesIt();

  it('refuses a 10 MB JSON body with 413 JSON, though the runtime already parsed it', async () => {
    const res = await request(runtime)
      .post('/api/analytics/batch')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ events: [], padding: 'x'.repeat(10 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: BODY_TOO_LARGE_MESSAGE });
  });

  it('refuses a gzip body by its inflated size (413), and any compressed body (415)', async () => {
    const bomb = gzipSync(JSON.stringify({ events: [], padding: ' '.repeat(2 * 1024 * 1024) }));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const inflated = await request(runtime)
      .post('/api/analytics/batch')
      .set({ 'content-type': 'application/json', 'content-encoding': 'gzip' })
      .serialize(asBytes)
      .send(bomb);
    expect(inflated.status).toBe(413);
    expect(inflated.body).toEqual({ error: BODY_TOO_LARGE_MESSAGE });
    const small = await request(runtime)
      .post('/api/analytics/batch')
      .set({ 'content-type': 'application/json', 'content-encoding': 'gzip' })
      .serialize(asBytes)
      .send(gzipSync(JSON.stringify({ events: [] })));
    expect(small.status).toBe(415);
    expect(small.body).toEqual({ error: ENCODING_MESSAGE });
  });

  it.each([
    [
      'a cross-site form post',
      'application/x-www-form-urlencoded',
      'first=Ann&last=Lee&email=a%40b.co&storeName=Target',
    ],
    ['a text/plain post', 'text/plain', '{"first":"Ann"}'],
    [
      'a multipart post',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    ],
  ])('refuses %s with 415 before any route runs', async (_what, type, body) => {
    const res = await request(runtime)
      .post('/api/registry/some-uid/items/some-item/purchase')
      .set('content-type', type)
      .send(body);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: JSON_ONLY_MESSAGE });
  });

  it('still takes a small JSON body', async () => {
    const res = await request(runtime)
      .post('/api/analytics/batch')
      .set('X-Forwarded-For', '192.0.2.44')
      .send({ events: [] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: 0, dropped: 0 });
  });
});
