// POST /api/auto-create-registry against the emulators: the caller's default registry, created once.
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount, readDocs, sampleItem, setRegistryItems } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { registryRef, userRef } from '../lib/collections.js';
import { REGISTRY_DEFAULTS } from '../shared/registry.js';

const app = createApp();
const post = (idToken?: string) => {
  const req = request(app).post('/api/auto-create-registry');
  return idToken ? req.set(bearer({ idToken })) : req;
};

describe('POST /api/auto-create-registry', () => {
  it('creates the default registry with no body, then leaves it alone', async () => {
    const user = await signedInUser();
    const first = await post(user.idToken);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ registryId: user.uid, created: true });
    const { registry, user: profile } = await readDocs(user.uid);
    // Named after the Auth account (no profile yet), never "Registry Owner" when a name is known.
    expect(registry).toMatchObject({ uid: user.uid, ...REGISTRY_DEFAULTS, ownerName: 'Test Parent', product: [] });
    expect(registry?.createdAt).toBeInstanceOf(Timestamp);
    // It creates the registry only; the profile is create-user-and-registry's job.
    expect(profile).toBeUndefined();

    await setRegistryItems(user.uid, [sampleItem('p1')]);
    const before = await readDocs(user.uid);
    const again = await post(user.idToken).send({});
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ registryId: user.uid, created: false });
    expect(await readDocs(user.uid)).toEqual(before);
  });

  it("goes by the profile's names when there is a profile", async () => {
    const user = await signedInUser();
    await createAccount(app, user);
    await registryRef(user.uid).delete();
    await userRef(user.uid).update({ first: 'Mary Ann', last: 'Smith' });
    expect((await post(user.idToken)).body).toEqual({ registryId: user.uid, created: true });
    expect((await readDocs(user.uid)).registry).toMatchObject({ ownerName: 'Mary Ann Smith' });
  });

  it("acts on the caller's registry only", async () => {
    const [owner, other] = await Promise.all([signedInUser(), signedInUser()]);
    await createAccount(app, owner);
    await setRegistryItems(owner.uid, [sampleItem('p1'), sampleItem('p2')]);
    const before = await readDocs(owner.uid);
    const res = await post(other.idToken);
    expect(res.body).toEqual({ registryId: other.uid, created: true });
    expect(await readDocs(owner.uid)).toEqual(before);
  });

  it('two concurrent calls create one registry and report it created once', async () => {
    const user = await signedInUser();
    const [a, b] = await Promise.all([post(user.idToken), post(user.idToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body, b.body].filter((r) => (r as { created: boolean }).created)).toHaveLength(1);
    expect((await registryRef(user.uid).get()).exists).toBe(true);
  });

  it('refuses a missing token with 401', async () => {
    const res = await post();
    expect(res.status).toBe(401);
    expect(res.body).toHaveProperty('error');
  });

  it('answers a body other than none or {} with 400', async () => {
    const user = await signedInUser();
    for (const body of [{ uid: user.uid }, [], ['x']]) {
      expect((await post(user.idToken).send(body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const raw of ['{"a":', '"text"', 'null']) {
      const res = await post(user.idToken).set('content-type', 'application/json').send(raw);
      expect(res.status, raw).toBe(400);
    }
    expect((await readDocs(user.uid)).registry).toBeUndefined();
  });
});
