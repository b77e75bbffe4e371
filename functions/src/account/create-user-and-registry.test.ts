// POST /api/create-user-and-registry against the emulators: creates once, never overwrites, refuses others.
import { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount, readDocs, sampleItem, setRegistryItems } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { adminAuth } from '../lib/admin.js';
import { registryRef, userRef } from '../lib/collections.js';
import { REGISTRY_DEFAULTS } from '../shared/registry.js';

const app = createApp();
const post = (idToken?: string) => {
  const req = request(app).post('/api/create-user-and-registry');
  return idToken ? req.set(bearer({ idToken })) : req;
};

describe('POST /api/create-user-and-registry', () => {
  it('creates the profile and the default registry for the caller', async () => {
    const user = await signedInUser();
    const phoneNumber = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await adminAuth().updateUser(user.uid, { phoneNumber });
    const res = await post(user.idToken).send({ uid: user.uid, email: user.email, displayName: ' Maya  Okafor ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ registryId: user.uid, createdUser: true, createdRegistry: true });

    const { user: profile, registry } = await readDocs(user.uid);
    expect(profile).toEqual({
      uid: user.uid,
      first: 'Maya',
      last: 'Okafor',
      registryId: user.uid,
      email: user.email,
      displayName: ' Maya  Okafor ',
      phoneNumber,
      dueDate: null,
      city: null,
      profileCompleted: false,
      createdAt: expect.any(Timestamp) as unknown,
      updatedAt: expect.any(Timestamp) as unknown,
    });
    expect(registry).toMatchObject({ uid: user.uid, ...REGISTRY_DEFAULTS, ownerName: 'Maya Okafor', product: [] });
    expect(Object.keys(registry ?? {}).sort()).toEqual(
      ['uid', 'ownerName', 'title', 'description', 'isPublic', 'product', 'createdAt', 'updatedAt', 'UID'].sort(),
    );
    expect(registry?.createdAt).toBeInstanceOf(Timestamp);
    expect(registry?.UID).toBeInstanceOf(DocumentReference);
    expect((registry?.UID as DocumentReference).path).toBe(`users/${user.uid}`);
  });

  it('takes the email from Auth, not from the body, and accepts null values', async () => {
    const user = await signedInUser();
    const res = await post(user.idToken).send({ uid: user.uid, email: 'not-mine@example.com', displayName: null });
    expect(res.status).toBe(200);
    const { user: profile } = await readDocs(user.uid);
    expect(profile).toMatchObject({ email: user.email, displayName: 'Test Parent', first: 'Test', last: 'Parent' });
  });

  it('never overwrites: a second call leaves the profile and the registry (items, createdAt) untouched', async () => {
    const user = await signedInUser();
    await createAccount(app, user);
    const createdAt = Timestamp.fromDate(new Date('2025-05-06T07:08:09Z'));
    await setRegistryItems(user.uid, [sampleItem('p1'), sampleItem('p2')]);
    await registryRef(user.uid).update({ createdAt, title: 'Our little one' });
    await userRef(user.uid).update({ first: 'Edited', profileCompleted: true });
    const before = await readDocs(user.uid);

    const res = await post(user.idToken).send({ uid: user.uid, email: user.email, displayName: 'Someone Else' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ registryId: user.uid, createdUser: false, createdRegistry: false });
    const after = await readDocs(user.uid);
    expect(after).toEqual(before);
    expect(after.registry?.product).toHaveLength(2);
    expect((after.registry?.createdAt as Timestamp).isEqual(createdAt)).toBe(true);
  });

  it('uses the names asked at sign-up for the profile and as the registry owner name', async () => {
    const user = await signedInUser();
    await adminAuth().updateUser(user.uid, { displayName: null });
    const res = await post(user.idToken).send({
      uid: user.uid,
      email: null,
      displayName: null,
      first: ' Mary Ann ',
      last: 'Smith',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { user: profile, registry } = await readDocs(user.uid);
    expect(profile).toMatchObject({ first: 'Mary Ann', last: 'Smith' });
    expect(registry).toMatchObject({ ownerName: 'Mary Ann Smith', title: REGISTRY_DEFAULTS.title });
  });

  it('names the registry after the display name when no names were asked', async () => {
    const user = await signedInUser();
    await post(user.idToken).send({ uid: user.uid, email: user.email, displayName: null });
    expect((await readDocs(user.uid)).registry).toMatchObject({ ownerName: 'Test Parent' });
  });

  it('keeps the default owner name only when no name is known at all', async () => {
    const user = await signedInUser();
    await adminAuth().updateUser(user.uid, { displayName: null });
    await post(user.idToken).send({ uid: user.uid, email: null, displayName: null });
    expect((await readDocs(user.uid)).registry).toMatchObject({ ownerName: REGISTRY_DEFAULTS.ownerName });
  });

  it('creates only the missing registry when the profile exists', async () => {
    const user = await signedInUser();
    await createAccount(app, user);
    await userRef(user.uid).update({ city: 'Brooklyn' });
    await registryRef(user.uid).delete();
    const res = await post(user.idToken).send({ uid: user.uid, email: user.email, displayName: null });
    expect(res.body).toEqual({ registryId: user.uid, createdUser: false, createdRegistry: true });
    expect((await readDocs(user.uid)).user).toMatchObject({ city: 'Brooklyn' });
    // Named after the profile that exists (Maya Okafor), not after Auth's display name.
    expect((await readDocs(user.uid)).registry).toMatchObject({ ownerName: 'Maya Okafor' });
  });

  it('two concurrent calls create one registry and report it created once', async () => {
    const user = await signedInUser();
    const body = { uid: user.uid, email: user.email, displayName: 'Maya Okafor' };
    const [a, b] = await Promise.all([post(user.idToken).send(body), post(user.idToken).send(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const results = [a.body, b.body] as { createdRegistry: boolean; createdUser: boolean }[];
    expect(results.filter((r) => r.createdRegistry)).toHaveLength(1);
    expect(results.filter((r) => r.createdUser)).toHaveLength(1);
    expect((await readDocs(user.uid)).registry).toMatchObject({ uid: user.uid, product: [] });
  });

  it('refuses another user with 403 and writes nothing', async () => {
    const [owner, other] = await Promise.all([signedInUser(), signedInUser()]);
    const res = await post(other.idToken).send({ uid: owner.uid, email: owner.email, displayName: null });
    expect(res.status).toBe(403);
    expect(await readDocs(owner.uid)).toEqual({ user: undefined, registry: undefined });
  });

  it('refuses a missing token with 401', async () => {
    const user = await signedInUser();
    const res = await post().send({ uid: user.uid, email: null, displayName: null });
    expect(res.status).toBe(401);
    expect(res.body).toHaveProperty('error');
  });

  it('answers malformed input with 400 and writes nothing', async () => {
    const user = await signedInUser();
    const ok = { uid: user.uid, email: user.email, displayName: 'Maya' };
    for (const body of [
      { ...ok, uid: 42 },
      { ...ok, email: 5 },
      { ...ok, displayName: true },
      { ...ok, isAdmin: true },
      { ...ok, email: `${'x'.repeat(250)}@example.com` },
      { ...ok, displayName: 'x'.repeat(121) },
      { ...ok, uid: '' },
      { ...ok, first: 'Mary' },
      { ...ok, last: 'Smith' },
      { ...ok, first: '   ', last: 'Smith' },
      { ...ok, first: 'x'.repeat(51), last: 'Smith' },
      { ...ok, first: 5, last: 'Smith' },
      { email: null, displayName: null },
      [ok],
      {},
    ]) {
      const res = await post(user.idToken).send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toHaveProperty('error');
    }
    const garbage = await post(user.idToken).set('content-type', 'application/json').send('{"uid": ');
    expect(garbage.status).toBe(400);
    const noBody = await post(user.idToken);
    expect(noBody.status).toBe(400);
    expect(await readDocs(user.uid)).toEqual({ user: undefined, registry: undefined });
  });
});
