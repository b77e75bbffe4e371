// DELETE /api/account against the emulators: every data source of the caller, then the Auth user.
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, createAccount, readDocs, sampleItem, setRegistryItems } from '../../test/helpers/api.js';
import { signInAgain, signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { adminAuth } from '../lib/admin.js';
import { isUserNotFound } from '../lib/auth.js';
import { autoCreateRegistry } from '../registry/auto-create-registry.js';
import { RECENT_SIGN_IN_MESSAGE, RECENT_SIGN_IN_MS } from '../shared/account.js';
import { createUserAndRegistry } from './create-user-and-registry.js';
import { assertRecentSignIn, deleteAccount } from './delete-account.js';
import { DELETED_MARKER_TTL_MS, deletedAccountRef } from '../lib/deleted-accounts.js';

const app = createApp();
const del = (idToken?: string) => {
  const req = request(app).delete('/api/account');
  return idToken ? req.set(bearer({ idToken })) : req;
};

async function authUserExists(uid: string): Promise<boolean> {
  try {
    await adminAuth().getUser(uid);
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}

describe('DELETE /api/account', () => {
  it("deletes the caller's profile, registry and Auth user, and nobody else's", async () => {
    const [user, other] = await Promise.all([signedInUser(), signedInUser()]);
    await Promise.all([createAccount(app, user), createAccount(app, other)]);
    await setRegistryItems(user.uid, [sampleItem('p1')]);
    const otherBefore = await readDocs(other.uid);

    const res = await del(user.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(await readDocs(user.uid)).toEqual({ user: undefined, registry: undefined });
    expect(await authUserExists(user.uid)).toBe(false);

    expect(await readDocs(other.uid)).toEqual(otherBefore);
    expect(await authUserExists(other.uid)).toBe(true);
  });

  // In production an ID token outlives its deleted account by up to an hour (the Auth emulator refuses
  // it at once), so the handlers themselves must cope with a caller whose Auth user is gone.
  it('succeeds when retried after the Auth user is gone, and the account cannot be recreated', async () => {
    const user = await signedInUser();
    await createAccount(app, user);
    expect((await del(user.idToken)).status).toBe(200);
    expect(await deleteAccount(user.uid)).toEqual({ deleted: true });
    await expect(createUserAndRegistry({ uid: user.uid, email: null, displayName: null })).rejects.toMatchObject({
      status: 401,
    });
    await expect(autoCreateRegistry(user.uid)).rejects.toMatchObject({ status: 401 });
    expect(await readDocs(user.uid)).toEqual({ user: undefined, registry: undefined });
  });

  it('deletes a user who has no data yet', async () => {
    const user = await signedInUser();
    expect((await del(user.idToken)).status).toBe(200);
    expect(await authUserExists(user.uid)).toBe(false);
  });

  it('refuses a missing or forged token with 401 and deletes nothing', async () => {
    const user = await signedInUser();
    await createAccount(app, user);
    expect((await del()).status).toBe(401);
    expect((await del('x'.repeat(64))).status).toBe(401);
    expect((await readDocs(user.uid)).registry).toBeDefined();
    expect(await authUserExists(user.uid)).toBe(true);
  });

  it('leaves a marker the rules check, outliving any ID token of the account', async () => {
    const user = await signedInUser();
    await createAccount(app, user);
    const before = Date.now();
    expect((await del(user.idToken)).status).toBe(200);
    const marker = (await deletedAccountRef(user.uid).get()).data();
    expect(marker?.deletedAt).toBeDefined();
    const expiresAt = (marker?.expiresAt as { toMillis(): number }).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + DELETED_MARKER_TTL_MS);
    expect(DELETED_MARKER_TTL_MS).toBeGreaterThan(60 * 60 * 1000);
  });
});

describe('DELETE /api/account needs a recent sign-in', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`refuses a sign-in more than ${RECENT_SIGN_IN_MS / 60_000} minutes old with 401, asking to sign in again, and deletes nothing`, async () => {
    const user = await signedInUser();
    await createAccount(app, user);
    // Six minutes later, the same (still valid) ID token.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);

    const res = await del(user.idToken);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: RECENT_SIGN_IN_MESSAGE });
    expect(RECENT_SIGN_IN_MESSAGE).toMatch(/sign in again/i);
    vi.useRealTimers();
    expect((await readDocs(user.uid)).registry).toBeDefined();
    expect(await authUserExists(user.uid)).toBe(true);
    expect((await deletedAccountRef(user.uid).get()).exists).toBe(false);

    // Signing in again makes it work.
    const again = await signInAgain(user.uid);
    expect((await del(again)).status).toBe(200);
    expect(await authUserExists(user.uid)).toBe(false);
  });

  it('counts from the auth_time of the token, up to exactly five minutes', () => {
    const now = 1_750_000_000_000;
    const authTime = (ms: number) => ({ auth_time: Math.floor(ms / 1000) });
    expect(() => assertRecentSignIn(authTime(now - RECENT_SIGN_IN_MS), now)).not.toThrow();
    expect(() => assertRecentSignIn(authTime(now - RECENT_SIGN_IN_MS - 1000), now)).toThrow(RECENT_SIGN_IN_MESSAGE);
    expect(() => assertRecentSignIn({ auth_time: Number.NaN }, now)).toThrow(RECENT_SIGN_IN_MESSAGE);
  });
});
