// PUT /api/registry/slug and GET /api/registry/by-slug/:slug against the emulators: unique public names.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount, readDocs } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { MALFORMED_NAME_SLUGS } from '../../test/helpers/name-slugs.js';
import { createApp } from '../http/app.js';
import { publicRegistryRef, registryRef, registrySlugRef } from '../lib/collections.js';
import { RESERVED_NAME_SLUGS } from '../shared/registry.js';
import { syncPublicRegistry } from './sync-public-registry.js';
import { NAME_SLUG_INVALID_MESSAGE, NAME_SLUG_RESERVED_MESSAGE, NAME_SLUG_TAKEN_MESSAGE } from './registry-slug.js';

const app = createApp();
const put = (body: unknown, idToken?: string) => {
  const req = request(app).put('/api/registry/slug');
  return (idToken ? req.set(bearer({ idToken })) : req).send(body as object);
};
const bySlug = (slug: string) => request(app).get(`/api/registry/by-slug/${slug}`);

/** A name no other test (or earlier run against the same emulator) holds. */
const freshSlug = (prefix = 'maya') => `${prefix}-${randomUUID().slice(0, 8)}`;

async function owner(): Promise<SignedInUser> {
  const user = await signedInUser();
  await createAccount(app, user);
  return user;
}

describe('PUT /api/registry/slug', () => {
  it("claims a free name for the caller's registry, and GET by-slug finds it", async () => {
    const user = await owner();
    const slug = freshSlug();
    const res = await put({ nameSlug: slug }, user.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ nameSlug: slug });
    expect((await registrySlugRef(slug).get()).get('uid')).toBe(user.uid);
    expect((await readDocs(user.uid)).registry?.nameSlug).toBe(slug);
    expect((await publicRegistryRef(user.uid).get()).get('nameSlug')).toBe(slug);

    const found = await bySlug(slug);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ uid: user.uid });
  });

  it('is idempotent for the name the caller already holds', async () => {
    const user = await owner();
    const slug = freshSlug();
    await put({ nameSlug: slug }, user.idToken);
    const before = await readDocs(user.uid);
    const again = await put({ nameSlug: slug }, user.idToken);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ nameSlug: slug });
    expect(await readDocs(user.uid)).toEqual(before);
  });

  it('releases the previous name when the owner picks another', async () => {
    const user = await owner();
    const [first, second] = [freshSlug(), freshSlug()];
    await put({ nameSlug: first }, user.idToken);
    expect((await put({ nameSlug: second }, user.idToken)).status).toBe(200);
    expect((await registrySlugRef(first).get()).exists).toBe(false);
    expect((await registrySlugRef(second).get()).get('uid')).toBe(user.uid);
    expect((await bySlug(first)).status).toBe(404);
    expect((await bySlug(second)).body).toEqual({ uid: user.uid });

    const other = await owner();
    expect((await put({ nameSlug: first }, other.idToken)).status).toBe(200);
  });

  it("refuses a name someone else holds with 409, changing nothing, and never frees another's name", async () => {
    const [maya, sam] = await Promise.all([owner(), owner()]);
    const [slug, samsOwn] = [freshSlug(), freshSlug('sam')];
    await put({ nameSlug: slug }, maya.idToken);
    await put({ nameSlug: samsOwn }, sam.idToken);
    const before = await readDocs(sam.uid);
    const res = await put({ nameSlug: slug }, sam.idToken);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: NAME_SLUG_TAKEN_MESSAGE });
    expect(await readDocs(sam.uid)).toEqual(before);
    expect((await registrySlugRef(slug).get()).get('uid')).toBe(maya.uid);

    // A registry whose nameSlug names someone else's name (as a client once might have written).
    await registryRef(sam.uid).update({ nameSlug: slug });
    expect((await put({ nameSlug: freshSlug('sam') }, sam.idToken)).status).toBe(200);
    expect((await registrySlugRef(slug).get()).get('uid')).toBe(maya.uid);
  });

  it('gives one name to exactly one of two owners racing for it', async () => {
    const [a, b] = await Promise.all([owner(), owner()]);
    const slug = freshSlug();
    const results = await Promise.all([put({ nameSlug: slug }, a.idToken), put({ nameSlug: slug }, b.idToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0]?.status === 200 ? a : b;
    expect((await registrySlugRef(slug).get()).get('uid')).toBe(winner.uid);
  });

  it('refuses malformed names with 400 in the words of the form', async () => {
    const user = await owner();
    for (const nameSlug of MALFORMED_NAME_SLUGS) {
      const res = await put({ nameSlug }, user.idToken);
      expect(res.status, JSON.stringify(nameSlug)).toBe(400);
      expect(res.body).toEqual({ error: NAME_SLUG_INVALID_MESSAGE });
    }
    expect((await put({}, user.idToken)).body).toEqual({ error: NAME_SLUG_INVALID_MESSAGE });
    expect((await put({ nameSlug: freshSlug(), uid: 'x' }, user.idToken)).status).toBe(400);
    expect((await put([freshSlug()], user.idToken)).status).toBe(400);
    // The shortest and longest names are fine (random, so they are free even on a reused emulator).
    expect((await put({ nameSlug: randomUUID().slice(0, 3) }, user.idToken)).status).toBe(200);
    expect((await put({ nameSlug: freshSlug().padEnd(60, 'x') }, user.idToken)).status).toBe(200);
  });

  it('refuses the reserved route names with 400', async () => {
    const user = await owner();
    for (const nameSlug of ['inspiration', 'category', 'public', 'products', 'search', 'new', 'settings', 'map']) {
      expect(RESERVED_NAME_SLUGS).toContain(nameSlug);
      const res = await put({ nameSlug }, user.idToken);
      expect(res.status, nameSlug).toBe(400);
      expect(res.body).toEqual({ error: NAME_SLUG_RESERVED_MESSAGE });
      expect((await registrySlugRef(nameSlug).get()).exists).toBe(false);
    }
  });

  it('answers 401 without a token and 404 without a registry', async () => {
    expect((await put({ nameSlug: freshSlug() })).status).toBe(401);
    const user = await signedInUser();
    const slug = freshSlug();
    const res = await put({ nameSlug: slug }, user.idToken);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Registry not found.' });
    expect((await registrySlugRef(slug).get()).exists).toBe(false);
  });

  it('names a private registry without publishing it', async () => {
    const user = await owner();
    await registryRef(user.uid).update({ isPublic: false });
    const slug = freshSlug();
    expect((await put({ nameSlug: slug }, user.idToken)).status).toBe(200);
    expect((await publicRegistryRef(user.uid).get()).exists).toBe(false);
    expect((await registrySlugRef(slug).get()).get('uid')).toBe(user.uid);
    // Held, but a visitor learns nothing: the same 404 as a name nobody holds.
    expect((await bySlug(slug)).status).toBe(404);
  });
});

describe('GET /api/registry/by-slug/:slug', () => {
  it('answers 404 for an unknown name or one that cannot be a name', async () => {
    for (const slug of [freshSlug('nobody'), 'NOPE', 'a', '__x__']) {
      const res = await bySlug(slug);
      expect(res.status, slug).toBe(404);
      expect(res.body).toEqual({ error: 'Registry not found.' });
    }
  });

  it("answers a private registry's name exactly like an unknown one", async () => {
    const user = await owner();
    const slug = freshSlug();
    expect((await put({ nameSlug: slug }, user.idToken)).status).toBe(200);
    expect((await bySlug(slug)).body).toEqual({ uid: user.uid });
    await registryRef(user.uid).update({ isPublic: false });
    expect(await syncPublicRegistry(user.uid)).toBe('deleted');
    const privateName = await bySlug(slug);
    const unknownName = await bySlug(freshSlug('nobody'));
    expect(privateName.status).toBe(404);
    expect(privateName.body).toEqual(unknownName.body);
  });
});
