// GET /api/check-user-exists/:uid against the emulators: what exists, for the owner only.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { registryRef, userRef } from '../lib/collections.js';

const app = createApp();
const check = (path: string, idToken?: string) => {
  const req = request(app).get(`/api/check-user-exists/${path}`);
  return idToken ? req.set(bearer({ idToken })) : req;
};

describe('GET /api/check-user-exists/:uid', () => {
  it('tells the owner whether the profile and the registry exist', async () => {
    const user = await signedInUser();
    expect((await check(user.uid, user.idToken)).body).toEqual({ exists: false, hasRegistry: false });

    await createAccount(app, user);
    const both = await check(user.uid, user.idToken);
    expect(both.status).toBe(200);
    expect(both.body).toEqual({ exists: true, hasRegistry: true });

    await registryRef(user.uid).delete();
    expect((await check(user.uid, user.idToken)).body).toEqual({ exists: true, hasRegistry: false });

    await userRef(user.uid).delete();
    await registryRef(user.uid).set({ uid: user.uid });
    expect((await check(user.uid, user.idToken)).body).toEqual({ exists: false, hasRegistry: true });
  });

  it('refuses another user with 403', async () => {
    const [owner, other] = await Promise.all([signedInUser(), signedInUser()]);
    await createAccount(app, owner);
    const res = await check(owner.uid, other.idToken);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'You are not allowed to do that.' });
  });

  it('refuses a missing or forged token with 401', async () => {
    const user = await signedInUser();
    expect((await check(user.uid)).status).toBe(401);
    expect((await check(user.uid, 'a'.repeat(40))).status).toBe(401);
  });

  it('answers bad uids with 400, never a 5xx', async () => {
    const user = await signedInUser();
    for (const path of ['x'.repeat(129), 'a%2Fb', '__id__', '..', '%E0%A4%A']) {
      const res = await check(path, user.idToken);
      expect(res.status, path).toBe(400);
      expect(res.body).toHaveProperty('error');
    }
  });
});
