// Every payment ends as an order or a refund that moves (issue 23 #2, #3), through the Stripe-signed
// webhook on the emulators: a payment for a hold that is no longer current, or for another amount,
// is refunded through the provider (the demo records it) with a note to the buyer and an item for
// admins; an unpaid session waits for its delayed payment; a cancelled order or an admin's refund
// moves the money back too.
import request from 'supertest';
import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import { CHECKOUT_RESERVATION_MS } from '../../shared/marketplace.js';
import { writeListing } from '../moderation/test-fixtures.js';
import { demoRefundRef, demoSessionRef } from '../payments/provider.js';
import { checkoutRef, releaseLapsedCheckouts } from './checkout.js';
import { REFUND_REASONS, refundQueueId } from './refunds.js';
import { TEST_ADDRESS } from './test-address.js';

const app = createApp();
const secret = 'whsec_test_recess_payment_events';
let seller: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  [seller, admin] = await Promise.all([signedInUser(), signedInUser({ admin: true })]);
});

afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

interface Answer {
  error?: string;
  checkoutId?: string;
  orderId?: string | null;
  status?: string;
  refunded?: boolean;
  pending?: boolean;
}

async function post(user: SignedInUser, path: string, body: object = {}) {
  const res = await request(app).post(path).set(bearer(user)).send(body);
  return { status: res.status, body: res.body as Answer };
}

/** A hold opened on the demo provider (no calls to Stripe); its id. */
async function hold(buyer: SignedInUser, listingId: string, fulfilment: 'ship' | 'pickup' = 'pickup') {
  const started = await post(buyer, '/api/marketplace/checkout', {
    listingId,
    offerId: null,
    fulfilment,
    ...(fulfilment === 'ship' ? { shippingAddress: TEST_ADDRESS } : {}),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.checkoutId ?? '';
}

const totalOf = async (checkoutId: string) =>
  ((await checkoutRef(checkoutId).get()).get('amounts') as { totalCents: number }).totalCents;

/** What Stripe sends about a checkout's session, signed with the webhook secret. */
async function notice(
  type: string,
  checkoutId: string,
  session: { payment_status?: string; amount_total?: number } = {},
): Promise<Answer> {
  process.env.STRIPE_SECRET_KEY = 'sk_test_recess';
  process.env.STRIPE_WEBHOOK_SECRET = secret;
  const payload = JSON.stringify({
    id: `evt_${type}_${checkoutId}`,
    object: 'event',
    type,
    data: {
      object: {
        id: `cs_${checkoutId}`,
        object: 'checkout.session',
        metadata: { checkoutId },
        payment_status: 'paid',
        amount_total: await totalOf(checkoutId),
        currency: 'usd',
        payment_intent: `pi_${checkoutId}`,
        ...session,
      },
    },
  });
  const signature = new Stripe('sk_test_recess').webhooks.generateTestHeaderString({ payload, secret });
  const res = await request(app)
    .post('/api/marketplace/payments/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', signature)
    .send(payload);
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Answer;
}

const orderExists = async (id: string) => (await db().collection('orders').doc(id).get()).exists;
const listingStatus = async (id: string) => (await db().collection('listings').doc(id).get()).get('status') as string;

/** The refund as the buyer, the provider and the admins each see it. */
async function expectRefundMoved(checkoutId: string, buyerUid: string, reason: string, paymentId: string) {
  const checkout = (await checkoutRef(checkoutId).get()).data()!;
  const amountCents = (checkout.amounts as { totalCents: number }).totalCents;
  expect(checkout.refund).toMatchObject({ status: 'made', reason, amountCents, paymentId });
  expect((await demoRefundRef(refundQueueId(checkoutId)).get()).data()).toMatchObject({
    paymentId,
    checkoutId,
    amountCents,
  });
  const note = (await db().collection('notifications').doc(`refund-${checkoutId}`).get()).data();
  expect(note).toMatchObject({ uid: buyerUid, kind: 'refund', link: `/marketplace/orders/${checkoutId}` });
  expect(note?.body).toContain(reason);
  const item = (await db().collection('moderationQueue').doc(refundQueueId(checkoutId)).get()).data();
  expect(item).toMatchObject({ kind: 'refund', status: 'open' });
}

describe('a payment that cannot become an order is refunded', () => {
  it('refunds a payment for a checkout the buyer cancelled (the price has since tripled), once however often it arrives', async () => {
    const buyer = await signedInUser();
    const listing = await writeListing(seller.uid, { priceCents: 10000, localPickup: true });
    const id = await hold(buyer, listing.id);
    expect((await post(buyer, `/api/marketplace/checkouts/${id}/cancel`)).status).toBe(200);
    await db().collection('listings').doc(listing.id).update({ priceCents: 30000 });

    expect(await notice('checkout.session.completed', id)).toEqual({ orderId: null, refunded: true });
    expect(await notice('checkout.session.completed', id)).toEqual({ orderId: null, refunded: true });
    expect(await orderExists(id)).toBe(false);
    expect(await listingStatus(listing.id)).toBe('active');
    await expectRefundMoved(id, buyer.uid, REFUND_REASONS['hold-ended'], `pi_${id}`);
    // The buyer's landing page reads the checkout: it says what happened.
    const landing = await request(app).get(`/api/marketplace/checkouts/${id}`).set(bearer(buyer));
    expect((landing.body as { refund: { reason: string } }).refund.reason).toBe(REFUND_REASONS['hold-ended']);
  });

  it('refunds the first buyer whose payment arrives after a second buyer bought the item: "the item sold before your payment arrived"', async () => {
    const [first, second] = await Promise.all([signedInUser(), signedInUser()]);
    const listing = await writeListing(seller.uid, { localPickup: true });
    const late = await hold(first, listing.id);
    await releaseLapsedCheckouts(Date.now() + CHECKOUT_RESERVATION_MS + 1000);
    const bought = await hold(second, listing.id);
    expect((await post(second, `/api/marketplace/demo-checkout/${bought}/pay`)).body.orderId).toBe(bought);

    expect(await notice('checkout.session.completed', late)).toEqual({ orderId: null, refunded: true });
    expect(await orderExists(late)).toBe(false);
    expect((await db().collection('orders').where('listingId', '==', listing.id).get()).size).toBe(1);
    expect(REFUND_REASONS.sold).toBe('Refunded: the item sold before your payment arrived.');
    await expectRefundMoved(late, first.uid, REFUND_REASONS.sold, `pi_${late}`);
  });

  it('refunds a payment of another amount than the checkout asked, and puts the item back on sale', async () => {
    const buyer = await signedInUser();
    const listing = await writeListing(seller.uid, { priceCents: 10000, localPickup: true });
    const id = await hold(buyer, listing.id);
    expect(await notice('checkout.session.completed', id, { amount_total: 100 })).toMatchObject({ refunded: true });
    expect(await orderExists(id)).toBe(false);
    expect(await listingStatus(listing.id)).toBe('active');
    expect((await checkoutRef(id).get()).get('status')).toBe('cancelled');
    await expectRefundMoved(id, buyer.uid, REFUND_REASONS.amount, `pi_${id}`);
  });
});

describe('delayed payments', () => {
  it('makes no order of an unpaid session, one order when the delayed payment succeeds, and releases the hold when it fails', async () => {
    const buyer = await signedInUser();
    const [a, b] = await Promise.all([
      writeListing(seller.uid, { localPickup: true }),
      writeListing(seller.uid, { localPickup: true }),
    ]);
    const paidLater = await hold(buyer, a.id);
    expect(await notice('checkout.session.completed', paidLater, { payment_status: 'unpaid' })).toEqual({
      orderId: null,
      pending: true,
    });
    expect(await orderExists(paidLater)).toBe(false);
    expect(await listingStatus(a.id)).toBe('reserved');
    expect(await notice('checkout.session.async_payment_succeeded', paidLater)).toEqual({ orderId: paidLater });
    expect(await listingStatus(a.id)).toBe('sold');
    expect((await checkoutRef(paidLater).get()).get('paymentId')).toBe(`pi_${paidLater}`);

    const failed = await hold(buyer, b.id);
    await notice('checkout.session.completed', failed, { payment_status: 'unpaid' });
    expect(await notice('checkout.session.async_payment_failed', failed, { payment_status: 'unpaid' })).toEqual({
      orderId: null,
    });
    expect(await orderExists(failed)).toBe(false);
    expect(await listingStatus(b.id)).toBe('active');
    expect((await demoSessionRef(`demo_${failed}`).get()).get('status')).toBe('expired');
    expect((await db().collection('notifications').doc(`checkout-${failed}-failed`).get()).get('uid')).toBe(buyer.uid);
  });
});

describe('refunds of paid orders', () => {
  it('refunds the payment through the provider when a paid order is cancelled', async () => {
    const buyer = await signedInUser();
    const listing = await writeListing(seller.uid, { localPickup: true });
    const id = await hold(buyer, listing.id);
    expect((await post(buyer, `/api/marketplace/demo-checkout/${id}/pay`)).body.orderId).toBe(id);
    expect((await post(seller, `/api/marketplace/orders/${id}/cancel`)).body.status).toBe('cancelled');
    await expectRefundMoved(id, buyer.uid, REFUND_REASONS['order-cancelled'], `demo_pi_${id}`);
  });

  it('refunds the payment through the provider when an admin resolves a reported problem with a refund', async () => {
    const buyer = await signedInUser();
    const listing = await writeListing(seller.uid, { shippingCents: 1200 });
    const id = await hold(buyer, listing.id, 'ship');
    expect((await post(buyer, `/api/marketplace/demo-checkout/${id}/pay`)).body.orderId).toBe(id);
    const shipped = await post(seller, `/api/marketplace/orders/${id}/ship`, {
      trackingNumber: '9400100000000000000000',
    });
    expect(shipped.body.status).toBe('shipped');
    expect(
      (await post(buyer, `/api/marketplace/orders/${id}/dispute`, { reason: 'It arrived broken.' })).body.status,
    ).toBe('disputed');
    expect((await post(admin, `/api/marketplace/orders/${id}/resolve`, { outcome: 'refund' })).body.status).toBe(
      'refunded',
    );
    await expectRefundMoved(id, buyer.uid, REFUND_REASONS['order-refunded'], `demo_pi_${id}`);
  });
});
