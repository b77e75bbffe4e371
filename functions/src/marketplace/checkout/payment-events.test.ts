// Every payment ends as an order or a refund that moves (issue 23 #2, #3), through the Stripe-signed
// webhook on the emulators: a payment for a hold that is no longer current, or for another amount,
// is refunded through the provider (the demo records it) with a note to the buyer and an item for
// admins; an unpaid session waits for its delayed payment; a cancelled order or an admin's refund
// moves the money back too. A refund the provider did not take is asked for again by the checkout
// sweep and moves once; a payment for a checkout that no longer exists is refunded and filed for admins.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { signedWebhook } from '../../../test/helpers/stripe-webhook.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import { writeListing } from '../moderation/test-fixtures.js';
import {
  demoProvider,
  demoRefundRef,
  demoSessionRef,
  demoWebhookCall,
  type RefundRequest,
} from '../payments/provider.js';
import { checkoutRef } from './checkout.js';
import { sweepCheckouts } from './checkout-sweep.js';
import { lapseAndSweep } from './test-lapse.js';
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
  vi.restoreAllMocks();
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
  const res = await signedWebhook(app, payload, secret)();
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
    await lapseAndSweep(late);
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

/** The 10-minute schedule, run now: releases lapsed holds and asks again for refunds left due. */
const sweep = () => sweepCheckouts();

/** The demo provider, down for `checkoutId` while `isDown()` (as Stripe throws on an outage); every request kept. */
function providerDownFor(checkoutId: string, isDown: () => boolean) {
  const takeRefund = demoProvider.refund.bind(demoProvider);
  const asked: RefundRequest[] = [];
  vi.spyOn(demoProvider, 'refund').mockImplementation(async (r) => {
    if (r.checkoutId === checkoutId) asked.push(r);
    if (r.checkoutId === checkoutId && isDown()) throw new Error('503 Service Unavailable (a test outage)');
    return takeRefund(r);
  });
  return asked;
}

const refundOf = async (id: string) => (await checkoutRef(id).get()).get('refund') as Record<string, unknown>;
const demoRefundsOf = async (id: string) =>
  (await db().collection('demoRefunds').where('checkoutId', '==', id).get()).docs.map((d) => d.data());
const queueReason = async (id: string) =>
  (await db().collection('moderationQueue').doc(refundQueueId(id)).get()).get('reason') as string;

describe('the checkout sweep retries refunds the provider did not take', () => {
  it('leaves a refund due while the provider is down, and moves it exactly once when a sweep gets through', async () => {
    const buyer = await signedInUser();
    const listing = await writeListing(seller.uid, { localPickup: true });
    const id = await hold(buyer, listing.id);
    expect((await post(buyer, `/api/marketplace/checkouts/${id}/cancel`)).status).toBe(200);
    let isDown = true;
    const asked = providerDownFor(id, () => isDown);

    expect(await notice('checkout.session.completed', id)).toEqual({ orderId: null, refunded: true });
    const due = await refundOf(id);
    expect([due.status, due.attempts, due.error]).toEqual(['due', 1, 'Error: 503 Service Unavailable (a test outage)']);
    await sweep();
    expect(await refundOf(id)).toMatchObject({ status: 'due', attempts: 2 });
    expect(await demoRefundsOf(id)).toEqual([]);
    expect((await db().collection('notifications').doc(`refund-${id}`).get()).exists).toBe(false);

    isDown = false;
    // Two sweeps at once (a slow run overlapping the next): the money still moves once.
    await Promise.all([sweep(), sweep()]);
    await expectRefundMoved(id, buyer.uid, REFUND_REASONS['hold-ended'], `pi_${id}`);
    expect(await demoRefundsOf(id)).toHaveLength(1);
    expect(new Set(asked.map((r) => r.idempotencyKey))).toEqual(new Set([refundQueueId(id)]));
    const made = (await queueReason(id)).split('\n').filter((line) => line.startsWith('Refund demo_re_'));
    expect(made).toEqual([`Refund demo_re_${id} made through demo.`]);

    // A refund that moved is not asked for again.
    const askedBefore = asked.length;
    const settled = await refundOf(id);
    await sweep();
    expect(asked).toHaveLength(askedBefore);
    expect(await refundOf(id)).toEqual(settled);
  });
});

/** A payment notice for a checkout that was never recorded (or no longer is), through the webhook. */
async function noticeForUnknownCheckout(checkoutId: string, amountCents: number) {
  const call = demoWebhookCall('checkout.session.completed', checkoutId, amountCents);
  const res = await request(app)
    .post('/api/marketplace/payments/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', call.signature)
    .send(call.rawBody.toString());
  return { status: res.status, body: res.body as Answer };
}

describe('a payment for a checkout that does not exist', () => {
  it('is refunded in full through the provider, once however often it arrives, and filed for admins', async () => {
    const id = `gone-${randomUUID()}`;
    for (let i = 0; i < 2; i++)
      expect(await noticeForUnknownCheckout(id, 4500)).toEqual({
        status: 200,
        body: { orderId: null, refunded: true },
      });
    expect(await demoRefundsOf(id)).toEqual([
      expect.objectContaining({ paymentId: `demo_pi_${id}`, amountCents: 4500, refundId: `demo_re_${id}` }),
    ]);
    const item = (await db().collection('moderationQueue').doc(refundQueueId(id)).get()).data();
    expect(item).toMatchObject({ kind: 'refund', status: 'open' });
    expect(item?.reason).toContain(
      `arrived for checkout ${id}, which no longer exists. Refunded in full (demo_re_${id}).`,
    );
    expect((await checkoutRef(id).get()).exists).toBe(false);
    expect(await orderExists(id)).toBe(false);

    // An admin marks it seen; the same notice again leaves it seen.
    await db().collection('moderationQueue').doc(refundQueueId(id)).update({ status: 'dismissed' });
    expect((await noticeForUnknownCheckout(id, 4500)).status).toBe(200);
    expect((await db().collection('moderationQueue').doc(refundQueueId(id)).get()).get('status')).toBe('dismissed');
    expect(await demoRefundsOf(id)).toHaveLength(1);
  });

  it('answers 200 when the provider is down too, and tells admins to refund it by hand', async () => {
    const id = `gone-${randomUUID()}`;
    providerDownFor(id, () => true);
    expect(await noticeForUnknownCheckout(id, 4500)).toEqual({ status: 200, body: { orderId: null, refunded: true } });
    expect(await demoRefundsOf(id)).toEqual([]);
    expect(await queueReason(id)).toMatch(/The refund could not be made \(.*outage.*\): refund it by hand\.$/);
  });
});
