// The /api Express app: health, JSON errors for unknown paths and garbage bodies, no internals leaked.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';

const app = createApp();

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
});
