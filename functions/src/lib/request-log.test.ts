// The request log: one line per request, and never a secret that is part of the path.
import express from 'express';
import { logger } from 'firebase-functions';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { loggablePath, requestLog } from './request-log.js';

describe('requestLog', () => {
  it("logs a private calendar feed's fetch without its token", async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const app = express();
    app.use(requestLog);
    app.get('/api/events/calendar/:file', (_req, res) => {
      res.send('BEGIN:VCALENDAR');
    });
    const token = 'Zq3xY9_secret-token-abcdef0123';
    await request(app).get(`/api/events/calendar/${token}.ics`).expect(200);
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).not.toContain(token);
    expect(logged).toContain('/api/events/calendar/{token}.ics');
  });

  it('tells the caller how long the API took, in Server-Timing, whatever way the handler answers', async () => {
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const app = express();
    app.use(requestLog);
    app.get('/json', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/slow', (_req, res) => {
      setTimeout(() => res.status(204).end(), 30);
    });
    for (const [path, least] of [
      ['/json', 0],
      ['/slow', 25],
    ] as const) {
      const res = await request(app).get(path);
      const match = /^api;dur=(\d+\.\d)$/.exec(String(res.headers['server-timing']));
      expect(match, path).not.toBeNull();
      expect(Number(match?.[1])).toBeGreaterThanOrEqual(least);
    }
  });

  it('keeps every other path as it is', () => {
    expect(loggablePath('/api/events/new-york-city.ics')).toBe('/api/events/new-york-city.ics');
    expect(loggablePath('/api/marketplace/listings')).toBe('/api/marketplace/listings');
  });
});
