// POST /api/registry/:uid/items/:itemId/purchase against the emulators: one purchaser per item, ever.
import { randomInt } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount, readDocs, sampleItem, setRegistryItems } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { publicRegistryRef, registryRef } from '../lib/collections.js';
import type { PurchaseClaimInput, RegistryItem } from '../shared/registry.js';
import { ALREADY_PURCHASED_MESSAGE, GIFT_NOT_FOUND_MESSAGE, PURCHASE_CLAIM_LIMIT } from './claim-purchase.js';
import { giftClaimRef, reflectGiftClaim } from './gift-claims.js';

const app = createApp();

/** A fresh address per test, so the per-visitor limit never carries over from another test. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function claim(uid: string, itemId: string, body: unknown, ip: string, idToken?: string) {
  const req = request(app).post(`/api/registry/${uid}/items/${itemId}/purchase`).set('X-Forwarded-For', ip);
  return (idToken ? req.set(bearer({ idToken })) : req).send(body as object);
}

const giver = (overrides: Partial<PurchaseClaimInput> = {}): PurchaseClaimInput => ({
  first: 'Ruth',
  last: 'Okafor',
  email: 'ruth@example.com',
  storeName: 'Target',
  ...overrides,
});

let owner: SignedInUser;
let ip: string;
const items = () => [sampleItem('p1'), sampleItem('p2'), sampleItem('hidden', { isPublic: false })];
const product = async () => (await readDocs(owner.uid)).registry?.product as RegistryItem[];

beforeEach(async () => {
  owner = await signedInUser();
  ip = randomIp();
  await createAccount(app, owner);
  await setRegistryItems(owner.uid, items());
});

describe('POST /api/registry/:uid/items/:itemId/purchase', () => {
  it('lets a giver without an account mark a gift bought, and updates the public projection at once', async () => {
    const before = (await readDocs(owner.uid)).registry;
    const started = Date.now();
    const res = await claim(
      owner.uid,
      'p2',
      giver({ first: '  Ruth ', email: ' ruth@example.com ', orderNumber: ' 112-889 ' }),
      ip,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 'p2', purchased: true });

    const after = await product();
    const { purchasedAt, ...bought } = after[1] as RegistryItem & { purchasedAt: number };
    expect(bought).toEqual({
      ...sampleItem('p2'),
      purchased: true,
      email: { email: 'ruth@example.com' },
      first: 'Ruth',
      last: 'Okafor',
      storeName: 'Target',
      orderNumber: '112-889',
    });
    expect(purchasedAt).toBeGreaterThanOrEqual(started);
    expect(purchasedAt).toBeLessThanOrEqual(Date.now());
    expect([after[0], after[2]]).toEqual([sampleItem('p1'), sampleItem('hidden', { isPublic: false })]);
    const updatedAt = (await registryRef(owner.uid).get()).get('updatedAt') as Timestamp;
    expect(updatedAt.toMillis()).toBeGreaterThan((before?.updatedAt as Timestamp).toMillis());

    const projection = (await publicRegistryRef(owner.uid).get()).data();
    expect(projection).toMatchObject({ uid: owner.uid, itemCount: 2, purchasedCount: 1 });
    expect(projection?.items).toEqual([
      expect.objectContaining({ id: 'p1', purchased: false }),
      expect.objectContaining({ id: 'p2', purchased: true }),
    ]);
    expect(JSON.stringify(projection)).not.toMatch(/ruth|112-889|Target/i);
  });

  it('stores an empty order number when none is given', async () => {
    expect((await claim(owner.uid, 'p1', giver(), ip)).status).toBe(200);
    expect((await product())[0]).toMatchObject({ purchased: true, orderNumber: '' });
  });

  it('accepts a signed-in giver too', async () => {
    const friend = await signedInUser();
    const res = await claim(owner.uid, 'p1', giver({ email: friend.email }), ip, friend.idToken);
    expect(res.status).toBe(200);
    expect((await product())[0]).toMatchObject({ purchased: true, email: { email: friend.email } });
  });

  it('answers a second claim on the same gift with 409 and keeps the first purchaser', async () => {
    expect((await claim(owner.uid, 'p1', giver(), ip)).status).toBe(200);
    const second = await claim(owner.uid, 'p1', giver({ first: 'Sam', email: 'sam@example.com' }), randomIp());
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: ALREADY_PURCHASED_MESSAGE });
    expect((await product())[0]).toMatchObject({ first: 'Ruth', email: { email: 'ruth@example.com' } });
  });

  it('lets exactly one of 20 concurrent givers have the gift', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        claim(owner.uid, 'p1', giver({ first: `Giver${i}`, email: `giver${i}@example.com` }), randomIp()),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((r) => r.status === 409))
      expect(r.body).toEqual({ error: ALREADY_PURCHASED_MESSAGE });

    const winner = results.findIndex((r) => r.status === 200);
    const after = await product();
    expect(after.filter((i) => i.purchased)).toHaveLength(1);
    expect(after[0]).toMatchObject({ first: `Giver${winner}`, email: { email: `giver${winner}@example.com` } });
    expect((await publicRegistryRef(owner.uid).get()).get('purchasedCount')).toBe(1);
  });

  it('gives 30 concurrent givers over 2 gifts exactly one winner per gift, every round, and every other giver "already bought"', async () => {
    // Issue 23 #8: when the gifts shared one contended document, a round could end with one gift unbought.
    for (let round = 0; round < 3; round += 1) {
      const ids = [`r${round}a`, `r${round}b`];
      await setRegistryItems(
        owner.uid,
        ids.map((id) => sampleItem(id)),
      );
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          claim(owner.uid, ids[i % 2] ?? '', giver({ first: `Giver${i}`, email: `giver${i}@example.com` }), randomIp()),
        ),
      );
      const statuses = results.map((r) => r.status);
      for (const [k, id] of ids.entries()) {
        const mine = statuses.filter((_, i) => i % 2 === k);
        expect(
          mine.filter((s) => s === 200),
          `round ${round} ${id}: ${JSON.stringify(statuses)}`,
        ).toHaveLength(1);
      }
      for (const r of results.filter((r) => r.status !== 200)) {
        expect(r.status).toBe(409);
        expect(r.body).toEqual({ error: ALREADY_PURCHASED_MESSAGE });
      }
      const after = await product();
      expect(
        after
          .filter((i) => i.purchased)
          .map((i) => i.id)
          .sort(),
        `round ${round}`,
      ).toEqual(ids);
      for (const [k, id] of ids.entries()) {
        const winner = results.findIndex((r, i) => i % 2 === k && r.status === 200);
        expect(after.find((i) => i.id === id)).toMatchObject({ first: `Giver${winner}` });
      }
      expect((await publicRegistryRef(owner.uid).get()).get('purchasedCount')).toBe(2);
    }
  }, 120_000);

  it("reflects a claim the request could not (the trigger's path) exactly once, and keeps no giver details on it", async () => {
    const claimId = 'p1';
    await giftClaimRef(owner.uid, claimId).create({
      itemId: 'p1',
      claimedAt: 1_800_000_000_000,
      ...giver(),
      orderNumber: '',
      giverUid: null,
    });
    expect(await reflectGiftClaim(owner.uid, claimId)).toBe('reflected');
    expect(await reflectGiftClaim(owner.uid, claimId)).toBe('unchanged');
    expect((await product())[0]).toMatchObject({ purchased: true, first: 'Ruth', purchasedAt: 1_800_000_000_000 });
    expect((await publicRegistryRef(owner.uid).get()).get('purchasedCount')).toBe(1);
    const stored = (await giftClaimRef(owner.uid, claimId).get()).data();
    expect(Object.keys(stored ?? {}).sort()).toEqual(['claimedAt', 'itemId', 'reflectedAt']);
    // The same gift, removed and added again, is a new item a giver can buy, once.
    await setRegistryItems(owner.uid, [sampleItem('p1')]);
    const again = await Promise.all([1, 2, 3].map(() => claim(owner.uid, 'p1', giver(), randomIp())));
    expect(again.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await product())[0]).toMatchObject({ purchased: true });
  });

  it('answers 404 for a private gift, a private, missing or unknown registry, changing nothing', async () => {
    const hidden = await claim(owner.uid, 'hidden', giver(), ip);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ error: GIFT_NOT_FOUND_MESSAGE });
    expect((await claim(owner.uid, 'nope', giver(), ip)).body).toEqual({ error: GIFT_NOT_FOUND_MESSAGE });

    const unknown = await claim('no-such-registry', 'p1', giver(), ip);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Registry not found.' });

    await registryRef(owner.uid).update({ isPublic: false });
    const before = await readDocs(owner.uid);
    const privateRegistry = await claim(owner.uid, 'p1', giver(), ip);
    expect(privateRegistry.status).toBe(404);
    expect(privateRegistry.body).toEqual({ error: 'Registry not found.' });
    expect(await readDocs(owner.uid)).toEqual(before);
    expect((await publicRegistryRef(owner.uid).get()).exists).toBe(false);
  });

  it('answers malformed input with 400, never a 5xx, and changes nothing', async () => {
    const before = await readDocs(owner.uid);
    const bad: unknown[] = [
      {},
      [giver()],
      { ...giver(), first: '   ' },
      { ...giver(), first: 'x'.repeat(51) },
      { ...giver(), last: '' },
      { ...giver(), email: 'not-an-email' },
      { ...giver(), email: `${'x'.repeat(250)}@example.com` },
      { ...giver(), email: 42 },
      { ...giver(), storeName: '' },
      { ...giver(), storeName: 'x'.repeat(81) },
      { ...giver(), orderNumber: 'x'.repeat(61) },
      { ...giver(), orderNumber: null },
      { ...giver(), purchased: true },
      { ...giver(), uid: owner.uid },
    ];
    for (const body of bad) {
      const res = await claim(owner.uid, 'p1', body, ip);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toHaveProperty('error');
    }
    const raw = await request(app)
      .post(`/api/registry/${owner.uid}/items/p1/purchase`)
      .set('content-type', 'application/json')
      .send('{"first":');
    expect(raw.status).toBe(400);
    for (const [uid, itemId] of [
      [owner.uid, '__x__'],
      [owner.uid, 'p'.repeat(129)],
      ['%E0%A4%A', 'p1'],
    ] as const) {
      expect((await claim(uid, itemId, giver(), ip)).status, `${uid}/${itemId}`).toBe(400);
    }
    expect(await readDocs(owner.uid)).toEqual(before);
  });

  it('refuses the 11th claim within the hour from one visitor with 429', async () => {
    const many = Array.from({ length: 11 }, (_, i) => sampleItem(`g${i}`));
    await setRegistryItems(owner.uid, many);
    expect(PURCHASE_CLAIM_LIMIT.max).toBe(10);
    for (let i = 0; i < 10; i += 1) {
      expect((await claim(owner.uid, `g${i}`, giver(), ip)).status, `claim ${i + 1}`).toBe(200);
    }
    const refused = await claim(owner.uid, 'g10', giver(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: PURCHASE_CLAIM_LIMIT.message });
    expect((await product())[10]).toMatchObject({ purchased: false });

    // Another address, or a signed-in giver on the same one, is counted separately.
    expect((await claim(owner.uid, 'g10', giver(), randomIp())).status).toBe(200);
    const friend = await signedInUser();
    const signedIn = await claim(owner.uid, 'g0', giver(), ip, friend.idToken);
    expect(signedIn.status).toBe(409);
  });

  it('keeps counting a visitor who writes a new X-Forwarded-For on every claim', async () => {
    const many = Array.from({ length: 11 }, (_, i) => sampleItem(`s${i}`));
    await setRegistryItems(owner.uid, many);
    const spoofed = (i: number) => `203.0.113.${i}, 198.51.100.${i + 1}, ${ip}`;
    for (let i = 0; i < 10; i += 1) {
      const res = claim(owner.uid, `s${i}`, giver(), spoofed(i));
      expect((await res).status, `claim ${i + 1}`).toBe(200);
    }
    const refused = await claim(owner.uid, 's10', giver(), spoofed(10));
    expect(refused.status).toBe(429);
    expect((await product())[10]).toMatchObject({ purchased: false });
  });

  it('counts claims that fail too, so a visitor cannot probe without limit', async () => {
    for (let i = 0; i < 10; i += 1) expect((await claim(owner.uid, 'nope', giver(), ip)).status).toBe(404);
    expect((await claim(owner.uid, 'p1', giver(), ip)).status).toBe(429);
  });
});
