// POST /api/admin/marketplace/resale-reminders: admins only; the day may be given on the emulators.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser } from '../../../test/helpers/emulators.js';
import { useMemoryTaskQueue } from '../../../test/helpers/task-queue.js';
import { createApp } from '../../http/app.js';

const app = createApp();
useMemoryTaskQueue();

describe('POST /api/admin/marketplace/resale-reminders', () => {
  it('runs the sweep for admins only, for the day given', async () => {
    const [parent, admin] = await Promise.all([signedInUser(), signedInUser({ admin: true })]);
    const post = (body: object, user?: { idToken: string }) => {
      const req = request(app).post('/api/admin/marketplace/resale-reminders');
      return (user ? req.set(bearer(user)) : req).send(body);
    };
    expect((await post({})).status).toBe(401);
    expect((await post({}, parent)).status).toBe(403);
    expect((await post({ today: 'Monday' }, admin)).status).toBe(400);
    const ran = await post({ today: '2026-12-01' }, admin);
    expect(ran.status).toBe(200);
    expect(ran.body).toEqual({
      families: expect.any(Number) as number,
      optedOut: expect.any(Number) as number,
      enqueued: expect.any(Number) as number,
    });
  });
});
