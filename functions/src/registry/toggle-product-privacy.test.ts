// PATCH /api/registry/:registryId/product/:productId/privacy against the emulators: owner only, one item.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, readDocs, sampleItem, setRegistryItems } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { registryRef } from '../lib/collections.js';

const app = createApp();
const patch = (registryId: string, productId: string, idToken?: string) => {
  const req = request(app).patch(`/api/registry/${registryId}/product/${productId}/privacy`);
  return idToken ? req.set(bearer({ idToken })) : req;
};

let owner: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  [owner, other, admin] = await Promise.all([signedInUser(), signedInUser(), signedInUser({ admin: true })]);
  await createAccount(app, owner);
});

const seedItems = () => setRegistryItems(owner.uid, [sampleItem('p1'), sampleItem('p2'), sampleItem('p3')]);

describe('PATCH /api/registry/:registryId/product/:productId/privacy', () => {
  it('flips isPublic of the named item only, and back', async () => {
    await seedItems();
    const before = await readDocs(owner.uid);
    const res = await patch(owner.uid, 'p2', owner.idToken).send({ isPublic: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 'p2', isPublic: false });

    const after = (await readDocs(owner.uid)).registry;
    expect(after?.product).toEqual([sampleItem('p1'), sampleItem('p2', { isPublic: false }), sampleItem('p3')]);
    const { product: _a, updatedAt: _b, ...restAfter } = after ?? {};
    const { product: _c, updatedAt: _d, ...restBefore } = before.registry ?? {};
    expect(restAfter).toEqual(restBefore);

    expect((await patch(owner.uid, 'p2', owner.idToken).send({ isPublic: true })).body).toEqual({
      id: 'p2',
      isPublic: true,
    });
    expect((await readDocs(owner.uid)).registry?.product).toEqual([
      sampleItem('p1'),
      sampleItem('p2'),
      sampleItem('p3'),
    ]);
  });

  it('refuses another user and an admin with 403, and a missing token with 401, changing nothing', async () => {
    await seedItems();
    for (const caller of [other, admin]) {
      const res = await patch(owner.uid, 'p1', caller.idToken).send({ isPublic: false });
      expect(res.status).toBe(403);
    }
    expect((await patch(owner.uid, 'p1').send({ isPublic: false })).status).toBe(401);
    expect((await readDocs(owner.uid)).registry?.product).toEqual([
      sampleItem('p1'),
      sampleItem('p2'),
      sampleItem('p3'),
    ]);
  });

  it('refuses with 403 a registry whose stored owner is someone else', async () => {
    const user = await signedInUser();
    await createAccount(app, user);
    await registryRef(user.uid).update({ uid: other.uid, product: [sampleItem('p1')] });
    expect((await patch(user.uid, 'p1', user.idToken).send({ isPublic: false })).status).toBe(403);
  });

  it('answers 404 for a missing registry or item', async () => {
    await seedItems();
    const missingItem = await patch(owner.uid, 'nope', owner.idToken).send({ isPublic: false });
    expect(missingItem.status).toBe(404);
    expect(missingItem.body).toEqual({ error: 'Product not found in this registry.' });
    const res = await patch(other.uid, 'p1', other.idToken).send({ isPublic: false });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Registry not found.' });
  });

  it('answers malformed input with 400, never a 5xx', async () => {
    await seedItems();
    for (const body of [{ isPublic: 'false' }, { isPublic: 0 }, { isPublic: true, id: 'p2' }, {}, [true]]) {
      const res = await patch(owner.uid, 'p1', owner.idToken).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const garbage = await patch(owner.uid, 'p1', owner.idToken).set('content-type', 'application/json').send('{is');
    expect(garbage.status).toBe(400);
    expect((await patch(owner.uid, 'p1', owner.idToken)).status).toBe(400);
    for (const [registryId, productId] of [
      [owner.uid, 'p'.repeat(129)],
      [owner.uid, 'a%2Fb'],
      ['%E0%A4%A', 'p1'],
      [owner.uid, '__x__'],
    ] as const) {
      const res = await patch(registryId, productId, owner.idToken).send({ isPublic: false });
      expect(res.status, `${registryId}/${productId}`).toBe(400);
    }
    expect((await readDocs(owner.uid)).registry?.product).toEqual([
      sampleItem('p1'),
      sampleItem('p2'),
      sampleItem('p3'),
    ]);
  });
});
