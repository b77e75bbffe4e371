// Checkout and payment: one listing sells once however many buyers try at the same moment; the
// webhook refuses notices it cannot verify and makes one order of a paid one, however often it
// arrives; the demo checkout pays through the same webhook handling; a lapsed hold is released. A
// shipped order's US address is checked at checkout and filed for the buyer and seller by the webhook
// (Stripe's collected address, or the one typed on the demo), and saved for next time when asked. No
// one holds the market (issue 23 #1): three holds a buyer, a cool-off after a lapse, a rate limit, and
// a hold that ends (left, lapsed) expires its payment session.
import request from 'supertest';
import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { signedWebhook } from '../../../test/helpers/stripe-webhook.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import { MAX_OPEN_CHECKOUTS } from '../../shared/marketplace.js';
import { SHIPPING_ADDRESS_MISSING } from '../../shared/schemas/listing.js';
import { ZIP_PLUS_FOUR_MESSAGE } from '../../shared/schemas/shipping-address.js';
import { writeListing } from '../moderation/test-fixtures.js';
import { orderShippingRef, savedAddressRef } from '../orders/order-shipping.js';
import { demoSessionRef } from '../payments/provider.js';
import { TEST_ADDRESS } from './test-address.js';
import { BUSY_MESSAGE, checkoutRef, orderRef } from './checkout.js';
import { lapseAndSweep } from './test-lapse.js';
import { CHECKOUT_LIMIT, HOLD_LIMIT_MESSAGE } from './holds.js';

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
    await lapseAndSweep(first.body.checkoutId ?? '');
    expect((await db().collection('listings').doc(listing.id).get()).get('status')).toBe('active');
    expect((await checkoutRef(first.body.checkoutId ?? '').get()).get('status')).toBe('expired');
    expect((await checkout(other, listing.id, 'pickup')).status).toBe(200);
  });
});

describe('no one holds the market', () => {
  const listingStatus = async (id: string) => (await db().collection('listings').doc(id).get()).get('status') as string;

  it(`holds at most ${MAX_OPEN_CHECKOUTS} listings for one buyer; the next gets 409 and stays on sale for others`, async () => {
    const hoarder = await signedInUser();
    const listings = await Promise.all(
      Array.from({ length: MAX_OPEN_CHECKOUTS + 1 }, () => writeListing(seller.uid, { localPickup: true })),
    );
    for (const l of listings.slice(0, MAX_OPEN_CHECKOUTS))
      expect((await checkout(hoarder, l.id, 'pickup')).status).toBe(200);
    const last = listings[MAX_OPEN_CHECKOUTS]!;
    const refused = await checkout(hoarder, last.id, 'pickup');
    expect([refused.status, refused.body.error]).toEqual([409, HOLD_LIMIT_MESSAGE]);
    expect(await listingStatus(last.id)).toBe('active');
    expect((await checkout(await signedInUser(), last.id, 'pickup')).status).toBe(200);
  });

  it('gives the same buyer their own payment page again while their hold runs, not a second hold', async () => {
    const listing = await writeListing(seller.uid, { localPickup: true });
    const returning = await signedInUser();
    const first = await checkout(returning, listing.id, 'pickup');
    const again = await checkout(returning, listing.id, 'pickup');
    expect(again.body).toEqual(first.body);
    expect((await db().collection('checkouts').where('listingId', '==', listing.id).get()).size).toBe(1);
  });

  it('makes a buyer whose hold lapsed wait before holding that listing again, while another buyer may take it', async () => {
    const listing = await writeListing(seller.uid, { localPickup: true });
    const lapser = await signedInUser();
    const first = await checkout(lapser, listing.id, 'pickup');
    await lapseAndSweep(first.body.checkoutId ?? '');
    // The hold ended: the listing is on sale and the payment session can no longer be paid.
    expect(await listingStatus(listing.id)).toBe('active');
    expect((await demoSessionRef(`demo_${first.body.checkoutId ?? ''}`).get()).get('status')).toBe('expired');
    const again = await checkout(lapser, listing.id, 'pickup');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(
      /^Your hold on this item ended without a payment, so other parents get a turn first\. You can check it out again in 2 hours( \d+ minutes?)?\.$/,
    );
    expect(await listingStatus(listing.id)).toBe('active');
    expect((await checkout(await signedInUser(), listing.id, 'pickup')).status).toBe(200);
  });

  it('ends the hold when the buyer leaves the payment page: listing released, session expired; one restart is forgiven, a second cancel is not', async () => {
    const listing = await writeListing(seller.uid, { localPickup: true });
    const leaver = await signedInUser();
    const first = await checkout(leaver, listing.id, 'pickup');
    const id = first.body.checkoutId ?? '';
    const cancel = (user: SignedInUser, checkoutId: string) =>
      request(app).post(`/api/marketplace/checkouts/${checkoutId}/cancel`).set(bearer(user)).send({});
    expect((await cancel(buyer, id)).status).toBe(403);
    expect((await cancel(leaver, id)).body).toEqual({ cancelled: true });
    expect(await listingStatus(listing.id)).toBe('active');
    expect((await checkoutRef(id).get()).get('status')).toBe('cancelled');
    expect((await demoSessionRef(`demo_${id}`).get()).get('status')).toBe('expired');
    const second = await checkout(leaver, listing.id, 'pickup');
    expect(second.status).toBe(200);
    expect((await cancel(leaver, second.body.checkoutId ?? '')).status).toBe(200);
    const third = await checkout(leaver, listing.id, 'pickup');
    expect(third.status).toBe(409);
    expect(third.body.error).toMatch(/You can check it out again in/);
  });

  it(`refuses more than ${CHECKOUT_LIMIT.max} checkout requests an hour from one person with 429`, async () => {
    const caller = await signedInUser();
    const own = await writeListing(caller.uid, { localPickup: true });
    for (let i = 0; i < CHECKOUT_LIMIT.max; i++) expect((await checkout(caller, own.id, 'pickup')).status).toBe(403);
    const limited = await checkout(caller, own.id, 'pickup');
    expect([limited.status, limited.body.error]).toEqual([429, CHECKOUT_LIMIT.message]);
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
  // What a paid session carries: the status, the checkout's total and the payment a refund would name.
  const totals = new Map<string, number>();
  const paid = (checkoutId: string) => ({
    payment_status: 'paid',
    amount_total: totals.get(checkoutId) ?? 0,
    currency: 'usd',
    payment_intent: `pi_${checkoutId}`,
  });
  const rememberTotal = async (checkoutId: string) =>
    totals.set(checkoutId, ((await checkoutRef(checkoutId).get()).get('amounts') as { totalCents: number }).totalCents);
  const event = (checkoutId: string) =>
    JSON.stringify({
      id: `evt_${checkoutId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: `cs_${checkoutId}`, object: 'checkout.session', metadata: { checkoutId }, ...paid(checkoutId) },
      },
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
    await rememberTotal(checkoutId);
    process.env.STRIPE_SECRET_KEY = 'sk_test_recess';
    process.env.STRIPE_WEBHOOK_SECRET = secret;
    const payload = event(checkoutId);
    const send = signedWebhook(app, payload, secret);
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
      await rememberTotal(checkoutId);
      const shipping = stripeAddress(`${shape === 'collected_information' ? 1 : 2} Lakeshore Ave`);
      const session = {
        id: `cs_${checkoutId}`,
        object: 'checkout.session',
        metadata: { checkoutId },
        ...paid(checkoutId),
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
      const res = await signedWebhook(app, payload, secret)();
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
