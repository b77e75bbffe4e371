// The purchase records a signed-in giver leaves on other people's registries are their data: exported
// with their account, and on deletion their identity is replaced with "a deleted account" while the
// gift stays bought for the owner and for the public copy.
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount, sampleItem, setRegistryItems } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';
import { publicRegistryRef, registryRef } from '../lib/collections.js';
import { DELETED_PURCHASER_NAME, type RegistryItem, type RegistryItemTrackerFields } from '../shared/registry.js';

const app = createApp();
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function ownerWithGifts(): Promise<SignedInUser> {
  const owner = await signedInUser();
  await createAccount(app, owner);
  await setRegistryItems(owner.uid, [sampleItem('p1'), sampleItem('p2'), sampleItem('p3')]);
  return owner;
}

async function claim(ownerUid: string, itemId: string, giver: { first: string; email: string }, token?: string) {
  const req = request(app)
    .post(`/api/registry/${ownerUid}/items/${itemId}/purchase`)
    .set('X-Forwarded-For', randomIp());
  const res = await (token ? req.set(bearer({ idToken: token })) : req).send({
    ...giver,
    last: 'Okafor',
    storeName: 'Target',
    orderNumber: `ORD-${itemId}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const itemsOf = async (uid: string) =>
  Object.fromEntries(
    ((await registryRef(uid).get()).get('product') as (RegistryItem & RegistryItemTrackerFields)[]).map((i) => [
      i.id,
      i,
    ]),
  );

const giverRecords = async (uid: string) =>
  (await db().collection('giverPurchases').where('giverUid', '==', uid).get()).docs.map((d) => d.data());

describe('gifts bought while signed in, in account export and deletion', () => {
  it('the export holds what the giver told each owner: name, email, store and order number', async () => {
    const [owner, giver] = await Promise.all([ownerWithGifts(), signedInUser()]);
    await createAccount(app, giver);
    await claim(owner.uid, 'p1', { first: 'Ruth', email: 'ruth@example.com' }, giver.idToken);

    const res = await request(app).get('/api/account/export').set(bearer(giver));
    expect(res.status).toBe(200);
    const data = JSON.parse(res.text) as { giftsBought: unknown };
    expect(data.giftsBought).toEqual([
      {
        registryUid: owner.uid,
        registryOwnerName: (await registryRef(owner.uid).get()).get('ownerName') as string,
        itemId: 'p1',
        itemTitle: 'Product p1',
        first: 'Ruth',
        last: 'Okafor',
        email: 'ruth@example.com',
        storeName: 'Target',
        orderNumber: 'ORD-p1',
        purchasedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as unknown,
      },
    ]);
    // The owner's export is about the owner: it has no giftsBought of its own.
    const ownerExport = await request(app).get('/api/account/export').set(bearer(owner));
    expect((JSON.parse(ownerExport.text) as { giftsBought: unknown }).giftsBought).toBeNull();
  });

  it("deletion replaces the giver's identity with a deleted account and keeps the gift bought", async () => {
    const [owner, giver] = await Promise.all([ownerWithGifts(), signedInUser()]);
    await createAccount(app, giver);
    await claim(owner.uid, 'p1', { first: 'Ruth', email: 'ruth@example.com' }, giver.idToken);
    // Someone else's purchase, signed out, on the same registry stays as it is.
    await claim(owner.uid, 'p2', { first: 'Sam', email: 'sam@example.com' });
    const before = await itemsOf(owner.uid);

    expect((await request(app).delete('/api/account').set(bearer(giver))).status).toBe(200);

    const after = await itemsOf(owner.uid);
    expect(after.p1).toEqual({
      ...before.p1,
      first: DELETED_PURCHASER_NAME,
      last: '',
      email: null,
      orderNumber: '',
    });
    expect(after.p1).toMatchObject({ purchased: true, storeName: 'Target', purchasedAt: before.p1?.purchasedAt });
    expect(after.p2).toEqual(before.p2);
    expect(after.p3).toEqual(before.p3);
    expect(JSON.stringify(after)).not.toMatch(/ruth|ORD-p1/i);
    // The public copy still shows the gift bought, so nobody buys it twice.
    const publicItems = (await publicRegistryRef(owner.uid).get()).get('items') as { id: string; purchased: boolean }[];
    expect(publicItems.filter((i) => i.purchased).map((i) => i.id)).toEqual(['p1', 'p2']);
    expect(await giverRecords(giver.uid)).toEqual([]);
  });

  it('leaves alone an item the owner removed and re-added since, bought again by someone else', async () => {
    const [owner, giver] = await Promise.all([ownerWithGifts(), signedInUser()]);
    await createAccount(app, giver);
    await claim(owner.uid, 'p1', { first: 'Ruth', email: 'ruth@example.com' }, giver.idToken);
    await setRegistryItems(owner.uid, [sampleItem('p1')]);
    await claim(owner.uid, 'p1', { first: 'Sam', email: 'sam@example.com' });
    const before = await itemsOf(owner.uid);

    expect((await request(app).delete('/api/account').set(bearer(giver))).status).toBe(200);
    expect(await itemsOf(owner.uid)).toEqual(before);
    expect(await giverRecords(giver.uid)).toEqual([]);
  });

  it("the owner's deletion drops the records of gifts on their registry, which goes with it", async () => {
    const [owner, giver] = await Promise.all([ownerWithGifts(), signedInUser()]);
    await claim(owner.uid, 'p1', { first: 'Ruth', email: 'ruth@example.com' }, giver.idToken);
    expect(await giverRecords(giver.uid)).toHaveLength(1);
    expect((await request(app).delete('/api/account').set(bearer(owner))).status).toBe(200);
    expect(await giverRecords(giver.uid)).toEqual([]);
  });

  it('a claim made signed out is not filed under any account', async () => {
    const owner = await ownerWithGifts();
    await claim(owner.uid, 'p3', { first: 'Lena', email: 'lena@example.com' });
    const records = await db().collection('giverPurchases').where('registryUid', '==', owner.uid).get();
    expect(records.empty).toBe(true);
  });
});
