// Offers and orders through the api: the offer rules (half the price, never your own, one open per
// buyer, counter, accept, 48 hours), each order step by its own party and in its order, completion
// after the protection window with the payout credited (time advanced, not waited), one rating; a
// pickup handed over only with the buyer's code typed by the seller; what a cancel does to the
// listing; and what a seller must finish before ending a listing or deleting the account (issue 23).
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import { adminAuth } from '../../lib/admin.js';
import { MemoryTaskQueue } from '../../lib/memory-task-queue.js';
import { useTaskSink } from '../../lib/task-queue.js';
import { OFFER_RULES, PROTECTION_WINDOW_MS, type Listing } from '../../shared/marketplace.js';
import {
  NEW_PICKUP_CODE_MESSAGE,
  PICKUP_CODE_MESSAGE,
  PICKUP_LOCK_MS,
  PICKUP_LOCKED_MESSAGE,
  PICKUP_MAX_WRONG_CODES,
  WRONG_PICKUP_CODE_MESSAGE,
} from '../../shared/pickup.js';
import { TRACKING_MESSAGE } from '../../shared/shipping.js';
import { TEST_ADDRESS } from '../checkout/test-address.js';
import { recallFor, uniqueBrand, writeListing, writeRecall } from '../moderation/test-fixtures.js';
import { offerId, respondToOffer } from '../offers/offers.js';
import {
  DELETE_WHILE_PAYING_MESSAGE,
  DELETE_WHILE_SELLING_MESSAGE,
  LISTING_ORDER_OPEN_MESSAGE,
  LISTING_PAYING_MESSAGE,
} from './open-sales.js';
import { applyOrderStep, BUYER_CANCEL_AFTER_READY_MESSAGE } from './orders.js';
import { pickupCheckRef, pickupCodeRef } from './pickup-code.js';
import { SELLER_GONE_REASON } from './relist.js';
import { settleDueOrders, settleOrder, SETTLE_ORDER_QUEUE } from './settle.js';
import { sellerIdOf, sellerRef } from '../sellers.js';

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

async function startCheckout(who: SignedInUser, listingId: string): Promise<string> {
  const started = await post(who, '/api/marketplace/checkout', { listingId, offerId: null, fulfilment: 'pickup' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.checkoutId ?? '';
}

async function paidOrder(
  fulfilment: 'ship' | 'pickup',
  listingFields: Partial<Listing> = {},
  sellerUid = seller.uid,
): Promise<string> {
  const listing = await writeListing(sellerUid, {
    shippingCents: 1200,
    localPickup: true,
    priceCents: 10000,
    ...listingFields,
  });
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

    // The sweep's tasks run in-process here (the Tasks emulator runs them under the emulators).
    const queue = new MemoryTaskQueue();
    const restore = useTaskSink(queue);
    try {
      await settleDueOrders(ends - 1000);
      expect(queue.enqueued.map((t) => t.payload.orderId)).not.toContain(id);
      expect((await db().collection('orders').doc(id).get()).get('status')).toBe('delivered');
      expect((await post(buyer, `/api/marketplace/orders/${id}/rating`, { stars: 5, comment: '' })).status).toBe(409);

      // An admin runs the sweep with the clock moved past the window (allowed in tests and on the emulators).
      expect((await post(buyer, '/api/admin/marketplace/settle', { now: ends + 1000 })).status).toBe(403);
      expect((await post(admin, '/api/admin/marketplace/settle', { now: ends + 1000 })).status).toBe(200);
      await settleDueOrders(ends + 2000);
      expect(queue.enqueued.filter((t) => t.payload.orderId === id)).toHaveLength(1);
      await queue.drain({ [SETTLE_ORDER_QUEUE]: settleOrder });
    } finally {
      restore();
    }
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
    const sellerId = (await sellerIdOf(seller.uid))!;
    expect((await sellerRef(sellerId).get()).get('ratingCount')).toBeGreaterThanOrEqual(1);
    // Issue 23 #7: the public rating names the buyer by first name only, and the seller by their
    // public id; neither uid is in it (the uids are kept apart).
    const rating = (await db().collection('ratings').doc(id).get()).data() ?? {};
    expect(rating).toMatchObject({ stars: 4, sellerId });
    expect(JSON.stringify(rating)).not.toContain(buyer.uid);
    expect(JSON.stringify(rating)).not.toContain(seller.uid);
    expect((await db().collection('ratingAuthors').doc(id).get()).get('buyerUid')).toBe(buyer.uid);
  });

  it("hands a pickup over only when the seller types the buyer's code: the buyer cannot record it or cancel once the item is set aside, wrong codes pause entry, and the window starts at the hand-over", async () => {
    const id = await paidOrder('pickup');
    expect(
      (await post(seller, `/api/marketplace/orders/${id}/ship`, { trackingNumber: '1Z999AA10123456784' })).status,
    ).toBe(409);
    expect((await post(seller, `/api/marketplace/orders/${id}/ready-for-pickup`)).body.status).toBe('ready_for_pickup');

    // The buyer's code: six digits under the buyer's uid; the check holds only a salted hash.
    const shown = (await pickupCodeRef(id).get()).data()!;
    expect(shown).toMatchObject({ orderId: id, buyerUid: buyer.uid });
    const code = shown.code as string;
    expect(code).toMatch(/^\d{6}$/);
    const check = (await pickupCheckRef(id).get()).data()!;
    expect(JSON.stringify(check)).not.toContain(code);

    // The buyer can neither record the pickup alone nor cancel; a problem is the buyer's way out.
    expect((await post(buyer, `/api/marketplace/orders/${id}/picked-up`, { code })).status).toBe(403);
    const cancel = await post(buyer, `/api/marketplace/orders/${id}/cancel`);
    expect([cancel.status, cancel.body.error]).toEqual([409, BUYER_CANCEL_AFTER_READY_MESSAGE]);

    // The seller's code is checked: missing or malformed is 400 and not counted; wrong is counted.
    const missing = await post(seller, `/api/marketplace/orders/${id}/picked-up`);
    expect([missing.status, missing.body.error]).toEqual([400, `code: ${PICKUP_CODE_MESSAGE}`]);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < PICKUP_MAX_WRONG_CODES; i += 1) {
      const answer = await post(seller, `/api/marketplace/orders/${id}/picked-up`, { code: wrong });
      expect([answer.status, answer.body.error]).toEqual([400, WRONG_PICKUP_CODE_MESSAGE]);
    }
    // Five wrong: even the right code waits 15 minutes.
    const locked = await post(seller, `/api/marketplace/orders/${id}/picked-up`, { code });
    expect([locked.status, locked.body.error]).toEqual([429, PICKUP_LOCKED_MESSAGE]);
    expect((await db().collection('orders').doc(id).get()).get('status')).toBe('ready_for_pickup');

    const later = Date.now() + PICKUP_LOCK_MS + 1000;
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    const handedOver = await applyOrderStep(
      { uid: seller.uid, isAdmin: false },
      id,
      { action: 'picked-up', code: spaced },
      later,
    );
    expect(handedOver.status).toBe('picked_up');
    const order = (await db().collection('orders').doc(id).get()).data()!;
    expect(order.protectionEndsAt).toBe(later + PROTECTION_WINDOW_MS);
    expect((await pickupCodeRef(id).get()).exists).toBe(false);
    expect((await pickupCheckRef(id).get()).exists).toBe(false);

    expect(
      (await post(buyer, `/api/marketplace/orders/${id}/dispute`, { reason: 'The brake does not hold.' })).body.status,
    ).toBe('disputed');
    expect((await post(seller, `/api/marketplace/orders/${id}/resolve`, { outcome: 'release' })).status).toBe(403);
    expect((await post(admin, `/api/marketplace/orders/${id}/resolve`, { outcome: 'refund' })).body.status).toBe(
      'refunded',
    );
  });

  it('lets the buyer report a problem at a pickup that is ready, and the seller cancel a no-show; an order marked ready before codes existed gets one at the first try', async () => {
    const declined = await paidOrder('pickup');
    await post(seller, `/api/marketplace/orders/${declined}/ready-for-pickup`);
    const report = await post(buyer, `/api/marketplace/orders/${declined}/dispute`, {
      reason: 'The frame is cracked, not as in the photos.',
    });
    expect(report.body.status).toBe('disputed');
    expect((await pickupCodeRef(declined).get()).exists).toBe(false);

    const noShow = await paidOrder('pickup');
    await post(seller, `/api/marketplace/orders/${noShow}/ready-for-pickup`);
    expect((await post(seller, `/api/marketplace/orders/${noShow}/cancel`)).body.status).toBe('cancelled');

    const older = await paidOrder('pickup');
    await post(seller, `/api/marketplace/orders/${older}/ready-for-pickup`);
    await Promise.all([pickupCodeRef(older).delete(), pickupCheckRef(older).delete()]);
    const first = await post(seller, `/api/marketplace/orders/${older}/picked-up`, { code: '123456' });
    expect([first.status, first.body.error]).toEqual([409, NEW_PICKUP_CODE_MESSAGE]);
    const code = (await pickupCodeRef(older).get()).get('code') as string;
    expect((await post(seller, `/api/marketplace/orders/${older}/picked-up`, { code })).body.status).toBe('picked_up');
  });

  it('puts a cancelled order back on sale only when it passes screening again and its seller still has an account; a missing listing is skipped', async () => {
    const paid = await paidOrder('pickup');
    expect((await post(buyer, `/api/marketplace/orders/${paid}/cancel`)).body.status).toBe('cancelled');
    const listingOf = async (orderId: string) => {
      const listingId = (await db().collection('orders').doc(orderId).get()).get('listingId') as string;
      return (await db().collection('listings').doc(listingId).get()).data()!;
    };
    expect(await listingOf(paid)).toMatchObject({ status: 'active', soldAt: null });

    // A recall came out after it sold: removed, with the recall's hazard as the reason.
    const brand = uniqueBrand();
    const recalled = await paidOrder('pickup', { brand });
    await writeRecall(recallFor(brand));
    expect((await post(buyer, `/api/marketplace/orders/${recalled}/cancel`)).body.status).toBe('cancelled');
    const removed = await listingOf(recalled);
    expect(removed.status).toBe('removed');
    expect(removed.removedReason).toMatch(/carry handle can unlatch/);

    // The seller's account is gone: removed, never sold to a third person with no one to hand it over.
    const gone = await signedInUser();
    const orphan = await paidOrder('pickup', {}, gone.uid);
    await adminAuth().deleteUser(gone.uid);
    expect((await post(buyer, `/api/marketplace/orders/${orphan}/cancel`)).body.status).toBe('cancelled');
    expect(await listingOf(orphan)).toMatchObject({ status: 'removed', removedReason: SELLER_GONE_REASON });

    // The listing document is gone: the order still cancels (was an unmapped NOT_FOUND, a 500).
    const lost = await paidOrder('pickup');
    const lostListing = (await db().collection('orders').doc(lost).get()).get('listingId') as string;
    await db().collection('listings').doc(lostListing).delete();
    const cancelled = await post(seller, `/api/marketplace/orders/${lost}/cancel`);
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    expect((await db().collection('listings').doc(lostListing).get()).exists).toBe(false);
  });

  it('keeps a seller from ending a listing while a buyer pays or its order is unfinished, and from deleting the account while a sale is open', async () => {
    const own = await signedInUser();
    const remove = (listingId: string) => post(own, `/api/marketplace/listings/${listingId}/remove`);
    const deleteAccount = async () => {
      const res = await request(app).delete('/api/account').set(bearer(own));
      return { status: res.status, error: (res.body as Answer).error };
    };

    // A buyer is paying: neither the listing nor the account can go.
    const paying = await writeListing(own.uid, { localPickup: true });
    await startCheckout(await signedInUser(), paying.id);
    expect((await remove(paying.id)).body.error).toBe(LISTING_PAYING_MESSAGE);
    expect(await deleteAccount()).toEqual({ status: 409, error: DELETE_WHILE_PAYING_MESSAGE });
    // A listing back on sale while an order on it is not finished (written as a stale state would be).
    const stale = await writeListing(own.uid, { localPickup: true });
    await db().collection('orders').doc(`stale-${stale.id}`).set({
      listingId: stale.id,
      sellerUid: own.uid,
      buyerUid: buyer.uid,
      status: 'paid',
    });
    expect((await remove(stale.id)).body.error).toBe(LISTING_ORDER_OPEN_MESSAGE);
    expect(await deleteAccount()).toEqual({ status: 409, error: DELETE_WHILE_SELLING_MESSAGE });

    // Finished (cancelled) and no payment open: the account can be deleted.
    await db().collection('orders').doc(`stale-${stale.id}`).update({ status: 'cancelled' });
    const checkouts = await db().collection('checkouts').where('listingId', '==', paying.id).get();
    await Promise.all(checkouts.docs.map((d) => d.ref.update({ status: 'cancelled' })));
    expect((await remove(stale.id)).status).toBe(200);
    expect((await deleteAccount()).status).toBe(200);
  });
});
