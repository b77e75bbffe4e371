// The bearer ID-token middleware against the Auth emulator: 401 without a valid token, 403 for others.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/helpers/emulators.js';
import { assertSelf, requireAuth, type AuthedRequest } from './auth.js';
import { errorHandler, HttpError, INTERNAL_ERROR_MESSAGE } from './errors.js';

const app = express();
app.get('/whoami', requireAuth, (req, res) => {
  const { caller } = req as AuthedRequest;
  res.json({ uid: caller.uid, isAdmin: caller.isAdmin });
});
app.get('/users/:uid', requireAuth, (req, res) => {
  assertSelf(req, String(req.params.uid), { allowAdmin: true });
  res.json({ ok: true });
});
app.get('/boom', () => {
  throw new Error('database password is hunter2');
});
app.get('/teapot', () => {
  throw new HttpError(429, 'Slow down.');
});
app.use(errorHandler);

describe('requireAuth', () => {
  it('refuses a request without a token with 401', async () => {
    const res = await request(app).get('/whoami');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'A valid bearer ID token is required.' });
  });

  it('refuses a malformed or forged token with 401', async () => {
    for (const header of [
      'Bearer',
      'Bearer not-a-token',
      'Basic abc',
      `Bearer ${'a'.repeat(30)}.${'b'.repeat(30)}.c`,
    ]) {
      const res = await request(app).get('/whoami').set('authorization', header);
      expect(res.status, header).toBe(401);
    }
  });

  it('accepts a real ID token from the Auth emulator and names the caller', async () => {
    const user = await signedInUser();
    const res = await request(app).get('/whoami').set('authorization', `Bearer ${user.idToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uid: user.uid, isAdmin: false });
  });

  it('reads the admin custom claim', async () => {
    const admin = await signedInUser({ admin: true });
    const res = await request(app).get('/whoami').set('authorization', `Bearer ${admin.idToken}`);
    expect(res.body).toEqual({ uid: admin.uid, isAdmin: true });
  });
});

describe('assertSelf', () => {
  it('lets the owner through, refuses another user with 403, lets an admin through where allowed', async () => {
    const [owner, other, admin] = await Promise.all([signedInUser(), signedInUser(), signedInUser({ admin: true })]);
    const as = (u: { idToken: string }) =>
      request(app).get(`/users/${owner.uid}`).set('authorization', `Bearer ${u.idToken}`);
    expect((await as(owner)).status).toBe(200);
    const refused = await as(other);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'You are not allowed to do that.' });
    expect((await as(admin)).status).toBe(200);
  });
});

describe('errorHandler', () => {
  it('hides the internals of unknown errors behind a generic 500', async () => {
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
  });

  it('maps domain errors to their status', async () => {
    const res = await request(app).get('/teapot');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'Slow down.' });
  });
});
