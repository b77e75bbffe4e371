// The public projection and the registry's public name are the user's data: exported and deleted.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount, sampleItem, setRegistryItems } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { publicRegistryRef, registrySlugRef } from '../lib/collections.js';

const app = createApp();

async function ownerWithName() {
  const user = await signedInUser();
  await createAccount(app, user);
  await setRegistryItems(user.uid, [sampleItem('p1')]);
  const nameSlug = `maya-${randomUUID().slice(0, 8)}`;
  const res = await request(app).put('/api/registry/slug').set(bearer(user)).send({ nameSlug });
  expect(res.status).toBe(200);
  return { user, nameSlug };
}

describe('public registry data in account export and deletion', () => {
  it('the export holds the projection and the public name', async () => {
    const { user, nameSlug } = await ownerWithName();
    const res = await request(app).get('/api/account/export').set(bearer(user));
    expect(res.status).toBe(200);
    const data = JSON.parse(res.text) as Record<string, unknown>;
    expect(data.publicRegistry).toMatchObject({ uid: user.uid, nameSlug, itemCount: 1 });
    expect(data.registryNames).toEqual([expect.objectContaining({ nameSlug, uid: user.uid })]);
  });

  it('deleting the account removes the projection and frees the name for someone else', async () => {
    const { user, nameSlug } = await ownerWithName();
    const other = await signedInUser();
    await createAccount(app, other);
    const othersName = `sam-${randomUUID().slice(0, 8)}`;
    await request(app).put('/api/registry/slug').set(bearer(other)).send({ nameSlug: othersName });

    expect((await request(app).delete('/api/account').set(bearer(user))).status).toBe(200);
    expect((await publicRegistryRef(user.uid).get()).exists).toBe(false);
    expect((await registrySlugRef(nameSlug).get()).exists).toBe(false);
    expect((await request(app).get(`/api/registry/by-slug/${nameSlug}`)).status).toBe(404);
    expect((await registrySlugRef(othersName).get()).get('uid')).toBe(other.uid);
    expect((await publicRegistryRef(other.uid).get()).exists).toBe(true);

    const claimed = await request(app).put('/api/registry/slug').set(bearer(other)).send({ nameSlug });
    expect(claimed.status).toBe(200);
  });
});
