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

  it('keeps every other path as it is', () => {
    expect(loggablePath('/api/events/new-york-city.ics')).toBe('/api/events/new-york-city.ics');
    expect(loggablePath('/api/marketplace/listings')).toBe('/api/marketplace/listings');
  });
});
