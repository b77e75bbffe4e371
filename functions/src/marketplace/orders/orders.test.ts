// Offers and orders through the api: the offer rules (half the price, never your own, one open per
// buyer, counter, accept, 48 hours), each order step by its own party and in its order, completion
// after the protection window with the payout credited (time advanced, not waited), one rating.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import { OFFER_RULES, PROTECTION_WINDOW_MS } from '../../shared/marketplace.js';
import { TRACKING_MESSAGE } from '../../shared/shipping.js';
import { TEST_ADDRESS } from '../checkout/test-address.js';
import { writeListing } from '../moderation/test-fixtures.js';
import { offerId, respondToOffer } from '../offers/offers.js';
import { settleDueOrders } from './settle.js';

const app = createApp();
let seller: SignedInUser;
let buyer: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  [seller, buyer, admin] = await Promise.all([signedInUser(), signedInUser(), signedInUser({ admin: true })]);
});

interface Answer {
  error?: string;
  status?: string;
  checkoutId?: string;
  orderId?: string;
  amountCents?: number;
  lastMoveBy?: string;
}

async function post(user: SignedInUser, path: string, body: object = {}): Promise<{ status: number; body: Answer }> {
  const res = await request(app).post(path).set(bearer(user)).send(body);
  return { status: res.status, body: res.body as Answer };
}

async function paidOrder(fulfilment: 'ship' | 'pickup'): Promise<string> {
  const listing = await writeListing(seller.uid, { shippingCents: 1200, localPickup: true, priceCents: 10000 });
  const started = await post(buyer, '/api/marketplace/checkout', {
    listingId: listing.id,
    offerId: null,
    fulfilment,
    ...(fulfilment === 'ship' ? { shippingAddress: TEST_ADDRESS } : {}),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const paid = await post(buyer, `/api/marketplace/demo-checkout/${started.body.checkoutId ?? ''}/pay`);
  expect(paid.status).toBe(200);
  return paid.body.orderId ?? '';
}

describe('offers', () => {
  it('takes at least half the price from someone else, one open at a time; the seller counters and the buyer accepts and checks out at that price', async () => {
    const listing = await writeListing(seller.uid, { priceCents: 12000, shippingCents: 1800 });
    const path = `/api/marketplace/listings/${listing.id}/offers`;
    expect((await post(buyer, path, { amountCents: 5999 })).body.error).toMatch(/at least \$60\.00/);
    expect((await post(seller, path, { amountCents: 9000 })).status).toBe(403);
    expect((await post(buyer, path, { amountCents: 9000 })).status).toBe(201);
    expect((await post(buyer, path, { amountCents: 9500 })).status).toBe(409);
    const id = offerId(listing.id, buyer.uid);
    expect(
      (await post(buyer, `/api/marketplace/offers/${id}/respond`, { action: 'counter', amountCents: 10500 })).status,
    ).toBe(409);
    const countered = await post(seller, `/api/marketplace/offers/${id}/respond`, {
      action: 'counter',
      amountCents: 10500,
    });
    expect(countered.body).toMatchObject({ status: 'countered', amountCents: 10500, lastMoveBy: 'seller' });
    expect((await post(buyer, `/api/marketplace/offers/${id}/respond`, { action: 'accept' })).body.status).toBe(
      'accepted',
    );
    const started = await post(buyer, '/api/marketplace/checkout', {
      listingId: listing.id,
      offerId: id,
      fulfilment: 'ship',
      shippingAddress: TEST_ADDRESS,
    });
    expect(started.status).toBe(200);
    const checkout = await db()
      .collection('checkouts')
      .doc(started.body.checkoutId ?? '')
      .get();
    // 3.5% of $105.00 is $3.675, so $3.68 + $0.50.
    expect(checkout.get('amounts')).toMatchObject({
      itemCents: 10500,
      shippingCents: 1800,
      protectFeeCents: 418,
      totalCents: 12718,
    });
  });

  it('expires an unanswered offer after 48 hours, and then takes a new one', async () => {
    const listing = await writeListing(seller.uid, { priceCents: 8000 });
    const other = await signedInUser();
    expect((await post(other, `/api/marketplace/listings/${listing.id}/offers`, { amountCents: 6000 })).status).toBe(
      201,
    );
    const id = offerId(listing.id, other.uid);
    await expect(
      respondToOffer(seller.uid, id, { action: 'accept' }, Date.now() + OFFER_RULES.expiresAfterMs + 1000),
    ).rejects.toThrow('This offer has expired.');
    const offer = await db().collection('offers').doc(id).get();
    await offer.ref.update({ expiresAt: Date.now() - 1 });
    expect((await post(other, `/api/marketplace/listings/${listing.id}/offers`, { amountCents: 6500 })).status).toBe(
      201,
    );
  });
});

describe('orders', () => {
  it('ships, is delivered, and completes only once the 3-day window has passed, crediting the seller once', async () => {
    const id = await paidOrder('ship');
    const usps = '9400 1000 0000 0000 0000 00';
    expect((await post(buyer, `/api/marketplace/orders/${id}/ship`, { trackingNumber: usps })).status).toBe(403);
    expect((await post(seller, `/api/marketplace/orders/${id}/delivered`)).status).toBe(403);
    expect((await post(buyer, `/api/marketplace/orders/${id}/delivered`)).status).toBe(409);
    const malformed = await post(seller, `/api/marketplace/orders/${id}/ship`, { trackingNumber: '9400 1000 00' });
    expect([malformed.status, malformed.body.error]).toEqual([400, `trackingNumber: ${TRACKING_MESSAGE}`]);
    expect((await db().collection('orders').doc(id).get()).get('status')).toBe('paid');
    expect((await post(seller, `/api/marketplace/orders/${id}/ship`, { trackingNumber: usps })).body.status).toBe(
      'shipped',
    );
    expect((await db().collection('orders').doc(id).get()).data()).toMatchObject({
      trackingNumber: '9400100000000000000000',
      carrier: 'usps',
    });
    expect((await post(buyer, `/api/marketplace/orders/${id}/delivered`)).body.status).toBe('delivered');
    const delivered = (await db().collection('orders').doc(id).get()).data()!;
    const ends = delivered.protectionEndsAt as number;
    expect(ends - Date.now()).toBeGreaterThan(PROTECTION_WINDOW_MS - 60_000);
    const before = Number((await db().collection('sellerAccounts').doc(seller.uid).get()).get('balanceCents') ?? 0);

    await settleDueOrders(ends - 1000);
    expect((await db().collection('orders').doc(id).get()).get('status')).toBe('delivered');
    expect((await post(buyer, `/api/marketplace/orders/${id}/rating`, { stars: 5, comment: '' })).status).toBe(409);

    // An admin runs the sweep with the clock moved past the window (allowed in tests and on the emulators).
    expect((await post(buyer, '/api/admin/marketplace/settle', { now: ends + 1000 })).status).toBe(403);
    expect((await post(admin, '/api/admin/marketplace/settle', { now: ends + 1000 })).status).toBe(200);
    await settleDueOrders(ends + 2000);
    const order = (await db().collection('orders').doc(id).get()).data()!;
    expect(order.status).toBe('completed');
    const after = Number((await db().collection('sellerAccounts').doc(seller.uid).get()).get('balanceCents'));
    expect(after - before).toBe((order.amounts as { payoutCents: number }).payoutCents);
    expect((await db().collection('analytics_events').doc(`order-completed-${id}`).get()).get('name')).toBe(
      'Order Completed',
    );

    expect(
      (await post(buyer, `/api/marketplace/orders/${id}/rating`, { stars: 4, comment: 'As described.' })).status,
    ).toBe(200);
    expect((await post(buyer, `/api/marketplace/orders/${id}/rating`, { stars: 5, comment: '' })).status).toBe(409);
    expect((await db().collection('sellers').doc(seller.uid).get()).get('ratingCount')).toBeGreaterThanOrEqual(1);
  });

  it('goes ready for pickup and picked up; a problem is reported inside the window; a cancelled order puts the item back on sale', async () => {
    const id = await paidOrder('pickup');
    expect(
      (await post(seller, `/api/marketplace/orders/${id}/ship`, { trackingNumber: '1Z999AA10123456784' })).status,
    ).toBe(409);
    expect((await post(seller, `/api/marketplace/orders/${id}/ready-for-pickup`)).body.status).toBe('ready_for_pickup');
    expect((await post(buyer, `/api/marketplace/orders/${id}/picked-up`)).body.status).toBe('picked_up');
    expect(
      (await post(buyer, `/api/marketplace/orders/${id}/dispute`, { reason: 'The brake does not hold.' })).body.status,
    ).toBe('disputed');
    expect((await post(seller, `/api/marketplace/orders/${id}/resolve`, { outcome: 'release' })).status).toBe(403);
    expect((await post(admin, `/api/marketplace/orders/${id}/resolve`, { outcome: 'refund' })).body.status).toBe(
      'refunded',
    );

    const other = await paidOrder('pickup');
    expect((await post(buyer, `/api/marketplace/orders/${other}/cancel`)).body.status).toBe('cancelled');
    const listingId = (await db().collection('orders').doc(other).get()).get('listingId') as string;
    expect((await db().collection('listings').doc(listingId).get()).get('status')).toBe('active');
  });
});
