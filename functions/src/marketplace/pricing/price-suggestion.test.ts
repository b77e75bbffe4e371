// GET /api/marketplace/price-suggestion against the emulators: the median of the product's sales of
// the last 12 months adjusted for condition, the estimate under 5 sales, and what it refuses.
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import type { PriceSuggestion } from '../../shared/price-suggestion.js';
import { writeListing } from '../moderation/test-fixtures.js';

const app = createApp();
const DAY = 24 * 60 * 60 * 1000;
const ask = (productId: string, user: SignedInUser | null) => {
  const req = request(app)
    .get(`/api/marketplace/price-suggestion?productId=${encodeURIComponent(productId)}`)
    .set('X-Forwarded-For', `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`);
  return user ? req.set(bearer(user)) : req;
};

async function product(price: number): Promise<string> {
  const id = `test-product-${randomUUID()}`;
  await db().collection('products').doc(id).set({ id, title: 'Cloudnest Bassinet', brand: 'Cloudnest', price });
  return id;
}

const sold = (seller: string, productId: string, dollars: number, daysAgo: number, condition = 'gently-used') =>
  writeListing(seller, {
    productId,
    status: 'sold',
    priceCents: dollars * 100,
    condition: condition as 'gently-used',
    soldAt: Date.now() - daysAgo * DAY,
  });

let seller: SignedInUser;
let parent: SignedInUser;
beforeAll(async () => {
  [seller, parent] = await Promise.all([signedInUser(), signedInUser()]);
});

describe('GET /api/marketplace/price-suggestion', () => {
  it('gives the median of the last 12 months of sales for each condition, with how many', async () => {
    const id = await product(160);
    await Promise.all([
      ...[40, 44, 48, 52, 90].map((d, i) => sold(seller.uid, id, d, 10 + i)),
      // Like new at 60 counts as gently used at 50.
      sold(seller.uid, id, 60, 30, 'like-new'),
      sold(seller.uid, id, 35, 200, 'gently-used'),
      // Older than a year, not sold, or another product: not counted.
      sold(seller.uid, id, 400, 400),
      writeListing(seller.uid, { productId: id, status: 'active', priceCents: 1000 }),
      sold(seller.uid, await product(160), 5, 3),
    ]);
    const res = await ask(id, parent);
    expect(res.status).toBe(200);
    const body = res.body as PriceSuggestion;
    expect(body).toMatchObject({ productId: id, basis: 'sales', sales: 7, storePriceCents: 16000 });
    // Gently used: 35 40 44 48 50 52 90 → 48; like new is 0.6/0.5 of it.
    expect(body.byCondition['gently-used']).toBe(4800);
    expect(body.byCondition['like-new']).toBe(5800);
  });

  it('estimates from the store price and condition under 5 sales', async () => {
    const id = await product(120);
    await Promise.all([30, 32, 34, 36].map((d, i) => sold(seller.uid, id, d, i + 1)));
    const body = (await ask(id, parent)).body as PriceSuggestion;
    expect(body).toMatchObject({ basis: 'estimate', sales: 4, storePriceCents: 12000 });
    expect(body.byCondition['gently-used']).toBe(6000);
  });

  it('answers 401 signed out and 400 for a product id that cannot name a document', async () => {
    const id = await product(50);
    expect((await ask(id, null)).status).toBe(401);
    expect((await ask('a/b', parent)).status).toBe(400);
    const none = (await ask(`missing-${randomUUID()}`, parent)).body as PriceSuggestion;
    expect(none).toMatchObject({ basis: 'none', sales: 0, byCondition: {} });
  });
});
