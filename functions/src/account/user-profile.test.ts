// GET /api/user-profile/:uid against the emulators: the profile (first, last, registryId, due date, city) for the owner only.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { userRef } from '../lib/collections.js';

const app = createApp();
const profile = (path: string, idToken?: string) => {
  const req = request(app).get(`/api/user-profile/${path}`);
  return idToken ? req.set(bearer({ idToken })) : req;
};

describe('GET /api/user-profile/:uid', () => {
  it('answers the owner with first, last, registryId, due date and city only', async () => {
    const user = await signedInUser();
    await createAccount(app, user, 'Priya Raman');
    await userRef(user.uid).update({ city: 'Chicago', last: 'Raman-Shah' });
    const res = await profile(user.uid, user.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      first: 'Priya',
      last: 'Raman-Shah',
      registryId: user.uid,
      dueDate: null,
      city: 'Chicago',
    });
  });

  it('answers 404 when the profile does not exist', async () => {
    const user = await signedInUser();
    const res = await profile(user.uid, user.idToken);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'User profile not found.' });
  });

  it('refuses another user with 403 and a missing token with 401', async () => {
    const [owner, other] = await Promise.all([signedInUser(), signedInUser()]);
    await createAccount(app, owner);
    expect((await profile(owner.uid, other.idToken)).status).toBe(403);
    expect((await profile(owner.uid)).status).toBe(401);
  });

  it('answers bad uids with 400', async () => {
    const user = await signedInUser();
    for (const path of ['y'.repeat(200), 'a%2F..', '__proto__x__']) {
      const res = await profile(path, user.idToken);
      expect(res.status, path).toBe(400);
    }
  });
});
