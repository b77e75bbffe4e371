// Checkout and payment: one listing sells once however many buyers try at the same moment; the
// webhook refuses notices it cannot verify and makes one order of a paid one, however often it
// arrives; the demo checkout pays through the same webhook handling; a lapsed hold is released. A
// shipped order's US address is checked at checkout and filed for the buyer and seller by the webhook
// (Stripe's collected address, or the one typed on the demo), and saved for next time when asked.
import request from 'supertest';
import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import { CHECKOUT_RESERVATION_MS } from '../../shared/marketplace.js';
import { SHIPPING_ADDRESS_MISSING } from '../../shared/schemas/listing.js';
import { ZIP_PLUS_FOUR_MESSAGE } from '../../shared/schemas/shipping-address.js';
import { writeListing } from '../moderation/test-fixtures.js';
import { orderShippingRef, savedAddressRef } from '../orders/order-shipping.js';
import { TEST_ADDRESS } from './test-address.js';
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

async function checkout(user: SignedInUser, listingId: string, fulfilment = 'ship', extra: object = {}) {
  const res = await request(app)
    .post('/api/marketplace/checkout')
    .set(bearer(user))
    .send({
      listingId,
      offerId: null,
      fulfilment,
      ...(fulfilment === 'ship' ? { shippingAddress: TEST_ADDRESS } : {}),
      ...extra,
    });
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

describe('shipping address at checkout', () => {
  it('refuses a shipped checkout without an address or with a bad ZIP, holding nothing', async () => {
    const listing = await writeListing(seller.uid, { shippingCents: 1500, localPickup: false });
    const missing = await checkout(buyer, listing.id, 'ship', { shippingAddress: null });
    expect([missing.status, missing.body.error]).toEqual([400, `shippingAddress: ${SHIPPING_ADDRESS_MISSING}`]);
    const badZip = await checkout(buyer, listing.id, 'ship', { shippingAddress: { ...TEST_ADDRESS, zip: '1121' } });
    expect([badZip.status, badZip.body.error]).toEqual([400, `shippingAddress.zip: ${ZIP_PLUS_FOUR_MESSAGE}`]);
    const territory = await checkout(buyer, listing.id, 'ship', { shippingAddress: { ...TEST_ADDRESS, state: 'PR' } });
    expect(territory.status).toBe(400);
    expect((await db().collection('listings').doc(listing.id).get()).get('status')).toBe('active');
  });

  it('files the typed address for the order on the demo checkout, and saves it for next time when asked', async () => {
    const listing = await writeListing(seller.uid, { shippingCents: 1500 });
    const buyerWhoSaves = await signedInUser();
    const started = await checkout(buyerWhoSaves, listing.id, 'ship', { saveAddress: true });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const checkoutId = started.body.checkoutId ?? '';
    expect((await savedAddressRef(buyerWhoSaves.uid).get()).get('address')).toEqual(TEST_ADDRESS);
    // Not filed for the seller before the payment.
    expect((await orderShippingRef(checkoutId).get()).exists).toBe(false);
    const paid = await request(app)
      .post(`/api/marketplace/demo-checkout/${checkoutId}/pay`)
      .set(bearer(buyerWhoSaves))
      .send({});
    expect(paid.status).toBe(200);
    expect((await orderShippingRef(checkoutId).get()).data()).toMatchObject({
      orderId: checkoutId,
      buyerUid: buyerWhoSaves.uid,
      sellerUid: seller.uid,
      address: TEST_ADDRESS,
      from: { firstName: listing.seller.firstName, city: listing.pickup.city, state: listing.pickup.state },
    });
    // A buyer who did not ask has nothing saved.
    const other = await writeListing(seller.uid, { shippingCents: 1500 });
    expect((await checkout(buyer, other.id)).status).toBe(200);
    expect((await savedAddressRef(buyer.uid).get()).exists).toBe(false);
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

  it('files the address Stripe collected on the paid session (collected_information, or the older shipping_details)', async () => {
    const stripeAddress = (line1: string) => ({
      name: 'Sam Okoro',
      address: { line1, line2: null, city: 'Oakland', state: 'CA', postal_code: '94610-1234', country: 'US' },
    });
    for (const shape of ['collected_information', 'shipping_details'] as const) {
      // The checkout is opened on the demo provider (no calls to Stripe), then Stripe's notice arrives.
      delete process.env.STRIPE_SECRET_KEY;
      const listing = await writeListing(seller.uid, { shippingCents: 900 });
      const started = await checkout(buyer, listing.id);
      process.env.STRIPE_SECRET_KEY = 'sk_test_recess';
      process.env.STRIPE_WEBHOOK_SECRET = secret;
      const checkoutId = started.body.checkoutId ?? '';
      const shipping = stripeAddress(`${shape === 'collected_information' ? 1 : 2} Lakeshore Ave`);
      const session = {
        id: `cs_${checkoutId}`,
        object: 'checkout.session',
        metadata: { checkoutId },
        ...(shape === 'collected_information'
          ? { collected_information: { shipping_details: shipping } }
          : { shipping_details: shipping }),
      };
      const payload = JSON.stringify({
        id: `evt_${checkoutId}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: session },
      });
      const signature = new Stripe('sk_test_recess').webhooks.generateTestHeaderString({ payload, secret });
      const res = await request(app)
        .post('/api/marketplace/payments/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', signature)
        .send(payload);
      expect(res.status, shape).toBe(200);
      expect((await orderShippingRef(checkoutId).get()).get('address'), shape).toEqual({
        name: 'Sam Okoro',
        line1: shipping.address.line1,
        line2: '',
        city: 'Oakland',
        state: 'CA',
        zip: '94610-1234',
      });
    }
  });
});
