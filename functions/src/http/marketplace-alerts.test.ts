// Listing alerts through the api against the emulators (decision 016): the area from the ZIP, the
// bounds of every field with their messages, a product not in the catalog, the cap of 50 a person with
// its message, and changes to one's own alert only.
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { db } from '../lib/admin.js';
import { listingAlertsRef } from '../marketplace/alerts/alerts.js';
import {
  ALERT_PRODUCT_NOT_FOUND_MESSAGE,
  ALERTS_FULL_MESSAGE,
  LISTING_ALERT_LIMITS,
} from '../shared/listing-alerts.js';
import { ALERT_PRICE_MESSAGE, ALERT_RADIUS_MESSAGE } from '../shared/schemas/listing-alert.js';
import { UNKNOWN_ZIP_MESSAGE } from '../shared/zip-areas.js';
import { createApp } from './app.js';

const app = createApp();
const from = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const create = (body: object, user: SignedInUser | null) => {
  const req = request(app).post('/api/marketplace/alerts').set('X-Forwarded-For', from());
  return (user ? req.set(bearer(user)) : req).send(body);
};
const change = (id: string, body: object, user: SignedInUser) =>
  request(app).patch(`/api/marketplace/alerts/${id}`).set('X-Forwarded-For', from()).set(bearer(user)).send(body);

let productId: string;
const terms = { zip: '11215', radiusMiles: 10, maxPriceCents: 45000, minCondition: 'gently-used' };
beforeAll(async () => {
  productId = `test-vista-${randomUUID()}`;
  await db().collection('products').doc(productId).set({ title: 'Littlewalk City Lite Stroller', brand: 'Littlewalk' });
});

const errorOf = (res: request.Response) => [res.status, (res.body as { error?: string }).error];

describe('POST /api/marketplace/alerts', () => {
  it('saves an alert with the ZIP area, the product title and the conditions it takes', async () => {
    const parent = await signedInUser();
    expect((await create({ productId, ...terms }, null)).status).toBe(401);
    const res = await create({ productId, ...terms }, parent);
    expect(res.status).toBe(201);
    const id = (res.body as { alert: { id: string } }).alert.id;
    expect((await listingAlertsRef().doc(id).get()).data()).toMatchObject({
      uid: parent.uid,
      productId,
      productTitle: 'Littlewalk City Lite Stroller',
      zip: '11215',
      city: 'New York',
      state: 'NY',
      lat: 40.667,
      lng: -73.986,
      radiusMiles: 10,
      maxPriceCents: 45000,
      minCondition: 'gently-used',
      conditions: ['new-with-tags', 'new-without-tags', 'like-new', 'gently-used'],
      notifiedDay: null,
    });
  });

  it.each([
    ['a ZIP outside the areas covered', { zip: '59001' }, `zip: ${UNKNOWN_ZIP_MESSAGE}`],
    ['a distance not offered', { radiusMiles: 7 }, `radiusMiles: ${ALERT_RADIUS_MESSAGE}`],
    ['a price over the bound', { maxPriceCents: 1_000_001 }, `maxPriceCents: ${ALERT_PRICE_MESSAGE}`],
    ['a price under a dollar', { maxPriceCents: 50 }, `maxPriceCents: ${ALERT_PRICE_MESSAGE}`],
    ['an unknown condition', { minCondition: 'mint' }, expect.stringContaining('minCondition')],
    ['a product id too long', { productId: 'p'.repeat(LISTING_ALERT_LIMITS.productId + 1) }, expect.any(String)],
    ['an extra field', { uid: 'someone-else' }, expect.any(String)],
  ])('refuses %s (400) with a clear message', async (_, bad, message) => {
    const parent = await signedInUser();
    expect(errorOf(await create({ productId, ...terms, ...bad }, parent))).toEqual([400, message]);
  });

  it('refuses a product not in the catalog (404)', async () => {
    const parent = await signedInUser();
    expect(errorOf(await create({ ...terms, productId: `gone-${randomUUID()}` }, parent))).toEqual([
      404,
      ALERT_PRODUCT_NOT_FOUND_MESSAGE,
    ]);
  });

  it(`refuses the alert after ${LISTING_ALERT_LIMITS.perPerson} with a clear message`, async () => {
    const parent = await signedInUser();
    const batch = db().batch();
    for (let i = 0; i < LISTING_ALERT_LIMITS.perPerson - 1; i += 1)
      batch.set(listingAlertsRef().doc(), { uid: parent.uid, productId: `filler-${i}`, createdAt: i });
    await batch.commit();
    expect((await create({ productId, ...terms }, parent)).status).toBe(201);
    expect(errorOf(await create({ productId, ...terms }, parent))).toEqual([409, ALERTS_FULL_MESSAGE]);
  });
});

describe('PATCH /api/marketplace/alerts/:id', () => {
  it("changes one's own alert (the area again from the ZIP); another person's is 404", async () => {
    const parent = await signedInUser();
    const stranger = await signedInUser();
    const id = ((await create({ productId, ...terms }, parent)).body as { alert: { id: string } }).alert.id;
    const next = { zip: '94110', radiusMiles: 25, maxPriceCents: 30000, minCondition: null };
    expect((await change(id, next, stranger)).status).toBe(404);
    expect((await change(id, { ...next, radiusMiles: 3 }, parent)).status).toBe(400);
    expect((await change(id, next, parent)).status).toBe(200);
    expect((await listingAlertsRef().doc(id).get()).data()).toMatchObject({
      ...next,
      city: 'San Francisco',
      conditions: ['new-with-tags', 'new-without-tags', 'like-new', 'gently-used', 'well-loved'],
      productId,
      uid: parent.uid,
    });
  });
});
