// Checkout and payment: one listing sells once however many buyers try at the same moment; the
// webhook refuses notices it cannot verify and makes one order of a paid one, however often it
// arrives; the demo checkout pays through the same webhook handling; a lapsed hold is released.
import request from 'supertest';
import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import { CHECKOUT_RESERVATION_MS } from '../../shared/marketplace.js';
import { writeListing } from '../moderation/test-fixtures.js';
import { BUSY_MESSAGE, checkoutRef, orderRef, releaseLapsedCheckouts } from './checkout.js';

const app = createApp();
let seller: SignedInUser;
let buyer: SignedInUser;

beforeAll(async () => {
  [seller, buyer] = await Promise.all([signedInUser(), signedInUser()]);
});

afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

interface Answer {
  error?: string;
  checkoutId?: string;
  redirectUrl?: string;
  orderId?: string;
}

async function checkout(user: SignedInUser, listingId: string, fulfilment = 'ship') {
  const res = await request(app)
    .post('/api/marketplace/checkout')
    .set(bearer(user))
    .send({ listingId, offerId: null, fulfilment });
  return { status: res.status, body: res.body as Answer };
}

describe('checkout', () => {
  it('gives 20 buyers at the same moment exactly one hold, the others 409 and never a 5xx; paying makes one order', async () => {
    const listing = await writeListing(seller.uid, { shippingCents: 1800, localPickup: true });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signedInUser()));
    const answers = await Promise.all(buyers.map((b) => checkout(b, listing.id)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = answers.find((r) => r.status === 200)!;
    const loser = answers.find((r) => r.status === 409)!;
    expect(loser.body.error).toBe(BUSY_MESSAGE);
    const { checkoutId = '', redirectUrl } = winner.body;
    expect(redirectUrl).toBe(`/marketplace/demo-checkout/${checkoutId}`);
    expect((await db().collection('listings').doc(listing.id).get()).get('status')).toBe('reserved');

    const winnerUser = buyers[answers.indexOf(winner)]!;
    const paid = await request(app)
      .post(`/api/marketplace/demo-checkout/${checkoutId}/pay`)
      .set(bearer(winnerUser))
      .send({});
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as Answer).orderId).toBe(checkoutId);
    const orders = await db().collection('orders').where('listingId', '==', listing.id).get();
    expect(orders.size).toBe(1);
    expect(orders.docs[0]!.get('status')).toBe('paid');
    expect(orders.docs[0]!.get('amounts')).toMatchObject({ itemCents: listing.priceCents, shippingCents: 1800 });
    expect((await db().collection('listings').doc(listing.id).get()).get('status')).toBe('sold');
    expect((await checkout(buyer, listing.id)).body.error).toBe('This item has sold.');
  });

  it('refuses your own listing and a delivery the listing does not offer', async () => {
    const listing = await writeListing(seller.uid, { shippingCents: null, localPickup: true });
    expect((await checkout(seller, listing.id, 'pickup')).status).toBe(403);
    expect((await checkout(buyer, listing.id, 'ship')).status).toBe(400);
    expect(
      (
        await request(app)
          .post('/api/marketplace/checkout')
          .send({ listingId: listing.id, offerId: null, fulfilment: 'pickup' })
      ).status,
    ).toBe(401);
  });

  it('releases a hold whose payment lapsed, and lets a new buyer take over a lapsed one', async () => {
    const listing = await writeListing(seller.uid, { shippingCents: null, localPickup: true });
    const first = await checkout(buyer, listing.id, 'pickup');
    expect(first.status).toBe(200);
    const other = await signedInUser();
    expect((await checkout(other, listing.id, 'pickup')).status).toBe(409);
    await releaseLapsedCheckouts(Date.now() + CHECKOUT_RESERVATION_MS + 1000);
    expect((await db().collection('listings').doc(listing.id).get()).get('status')).toBe('active');
    expect((await checkoutRef(first.body.checkoutId ?? '').get()).get('status')).toBe('expired');
    expect((await checkout(other, listing.id, 'pickup')).status).toBe(200);
  });
});

describe('payment webhook', () => {
  const secret = 'whsec_test_recess_webhook_secret';
  const event = (checkoutId: string) =>
    JSON.stringify({
      id: `evt_${checkoutId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: `cs_${checkoutId}`, object: 'checkout.session', metadata: { checkoutId } } },
    });

  it('refuses a notice with a bad signature or none, with 400 and no order', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_recess';
    process.env.STRIPE_WEBHOOK_SECRET = secret;
    const payload = event('nope');
    const forged = new Stripe('sk_test_recess').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    for (const headers of [{ 'stripe-signature': forged }, { 'stripe-signature': 't=1,v1=abc' }, {}]) {
      const res = await request(app)
        .post('/api/marketplace/payments/webhook')
        .set('content-type', 'application/json')
        .set(headers)
        .send(payload);
      expect(res.status).toBe(400);
      expect((res.body as Answer).error).toBe('The payment notice could not be verified.');
    }
    expect((await orderRef('nope').get()).exists).toBe(false);
  });

  it('makes one order of a paid checkout, however many times Stripe sends the notice', async () => {
    const listing = await writeListing(seller.uid, { shippingCents: 900 });
    const started = await checkout(buyer, listing.id);
    expect(started.status).toBe(200);
    const checkoutId = started.body.checkoutId ?? '';
    process.env.STRIPE_SECRET_KEY = 'sk_test_recess';
    process.env.STRIPE_WEBHOOK_SECRET = secret;
    const payload = event(checkoutId);
    const signature = new Stripe('sk_test_recess').webhooks.generateTestHeaderString({ payload, secret });
    const send = () =>
      request(app)
        .post('/api/marketplace/payments/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', signature)
        .send(payload);
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await send()).body).toEqual({ orderId: checkoutId });
    const orders = await db().collection('orders').where('listingId', '==', listing.id).get();
    expect(orders.size).toBe(1);
    expect((await checkoutRef(checkoutId).get()).get('status')).toBe('paid');
  });
});
