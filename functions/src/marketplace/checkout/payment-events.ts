// What a verified payment notice does (issue 23 #3), as Stripe's fulfilment guide asks: an order only
// for money received (payment_status 'paid', or the delayed payment's success) on a checkout still
// open whose listing is still reserved for it, for exactly the total the checkout asked. Any other
// payment becomes a refund that moves through the provider, with a note to the buyer and an item
// for admins. The order id is the checkout id, so a repeated notice changes nothing. docs/decisions/013.
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../../lib/admin.js';
import { runTransaction } from '../../lib/transactions.js';
import { notify } from '../../notify/notifications.js';
import { queueItem, queueRef } from '../moderation/queue.js';
import { offerRef } from '../offers/offers.js';
import { writeOrderShipping } from '../orders/order-shipping.js';
import { paymentProvider, type PaymentEvent } from '../payments/provider.js';
import { checkoutRef, listingRef, orderRef, release, type CheckoutDoc, type StoredListing } from './checkout.js';
import { executeRefund, recordRefundDue, refundQueueId, type RefundCause } from './refunds.js';

async function firstNameOf(tx: Transaction, uid: string, fallback: string): Promise<string> {
  const first = (await tx.get(db().collection('users').doc(uid))).get('first') as unknown;
  return typeof first === 'string' && first.trim() ? first.trim().slice(0, 50) : fallback;
}

/** Why this payment cannot become an order, or null when it can. */
function refundCause(
  checkout: CheckoutDoc,
  listing: StoredListing | undefined,
  event: PaymentEvent,
): RefundCause | null {
  const isCurrent =
    checkout.status === 'open' && listing?.status === 'reserved' && listing.reservation?.checkoutId === checkout.id;
  if (!isCurrent) {
    if (listing?.status === 'sold') return 'sold';
    if (!listing || listing.status === 'removed' || listing.status === 'draft') return 'gone';
    return 'hold-ended';
  }
  const isExact = event.amountCents === checkout.amounts.totalCents && (event.currency ?? 'usd') === 'usd';
  return isExact ? null : 'amount';
}

type Fulfilled = { orderId: string; isNew: boolean; checkout: CheckoutDoc } | { refundOf: string | null };

async function fulfil(event: PaymentEvent, now: number): Promise<Fulfilled> {
  return runTransaction(async (tx): Promise<Fulfilled> => {
    const checkout = (await tx.get(checkoutRef(event.checkoutId))).data() as CheckoutDoc | undefined;
    if (!checkout) return { refundOf: null };
    const existing = await tx.get(orderRef(checkout.id));
    if (existing.exists) return { orderId: checkout.id, isNew: false, checkout };
    if (checkout.refund) return { refundOf: checkout.id };
    const listing = (await tx.get(listingRef(checkout.listingId))).data() as StoredListing | undefined;
    const cause = refundCause(checkout, listing, event);
    if (cause) {
      // Money arrived for a hold that is no longer current (or for the wrong amount): it goes back.
      if (checkout.status === 'open') {
        if (listing?.status === 'reserved' && listing.reservation?.checkoutId === checkout.id)
          tx.update(listingRef(checkout.listingId), { status: 'active', reservation: null, updatedAt: now });
        tx.update(checkoutRef(checkout.id), { status: 'cancelled', endedAt: 0 });
      }
      recordRefundDue(tx, checkout, cause, event.paymentId, now);
      return { refundOf: checkout.id };
    }
    if (!listing) return { refundOf: null }; // unreachable: refundCause says 'gone'
    const offerSnap = checkout.offerId ? await tx.get(offerRef(checkout.offerId)) : null;
    const buyerFirstName = await firstNameOf(tx, checkout.buyerUid, 'A buyer');
    const sellerFirstName = listing.seller.firstName || 'A seller';
    tx.create(orderRef(checkout.id), {
      id: checkout.id,
      checkoutId: checkout.id,
      offerId: checkout.offerId,
      buyerUid: checkout.buyerUid,
      sellerUid: checkout.sellerUid,
      listingId: checkout.listingId,
      listing: {
        title: listing.title,
        brand: listing.brand,
        titleSlug: listing.titleSlug,
        photo: listing.photos[0] ?? null,
      },
      fulfilment: checkout.fulfilment,
      pickup: checkout.fulfilment === 'pickup' ? listing.pickup : null,
      amounts: checkout.amounts,
      status: 'paid',
      statusHistory: [{ status: 'paid', at: now }],
      trackingNumber: null,
      carrier: null,
      dispute: null,
      protectionEndsAt: null,
      paidAt: now,
      completedAt: null,
      createdAt: now,
      updatedAt: now,
      buyerFirstName,
      sellerFirstName,
    });
    tx.update(listingRef(checkout.listingId), { status: 'sold', soldAt: now, reservation: null, updatedAt: now });
    tx.update(checkoutRef(checkout.id), { status: 'paid', paymentId: event.paymentId });
    if (offerSnap?.exists) tx.update(offerSnap.ref, { status: 'purchased', updatedAt: now });
    // The address the paid session collected (Stripe), else the one given at checkout (the demo).
    const address = event.shippingAddress ?? checkout.shippingAddress ?? null;
    if (checkout.fulfilment === 'ship' && address) {
      writeOrderShipping(tx, {
        orderId: checkout.id,
        buyerUid: checkout.buyerUid,
        sellerUid: checkout.sellerUid,
        address,
        from: { firstName: sellerFirstName, city: listing.pickup.city, state: listing.pickup.state },
        createdAt: now,
      });
    }
    return { orderId: checkout.id, isNew: true, checkout };
  });
}

/**
 * A paid notice for a checkout we have no record of (its buyer deleted the account meanwhile): the
 * payment is refunded straight away, and admins are told.
 */
async function refundUnknownCheckout(event: PaymentEvent, now: number): Promise<void> {
  logger.error('payment for an unknown checkout', { checkoutId: event.checkoutId, sessionId: event.sessionId });
  const id = refundQueueId(event.checkoutId);
  const listing = {
    id: '',
    sellerUid: '',
    title: 'Payment for a checkout that no longer exists',
    brand: '',
    model: '',
  };
  let line: string;
  try {
    const outcome = event.paymentId
      ? await paymentProvider().refund({
          paymentId: event.paymentId,
          amountCents: event.amountCents ?? 0,
          idempotencyKey: id,
          checkoutId: event.checkoutId,
        })
      : ({ status: 'refused', error: 'the notice named no payment' } as const);
    line =
      outcome.status === 'made'
        ? `Refunded in full (${outcome.refundId}).`
        : `Refund refused (${outcome.error}): refund it by hand.`;
  } catch (error) {
    line = `The refund could not be made (${String(error).slice(0, 200)}): refund it by hand.`;
  }
  const note = `A payment (session ${event.sessionId}) arrived for checkout ${event.checkoutId}, which no longer exists. ${line}`;
  // Filed once: a repeated notice updates what an open item says, and never reopens one an admin has
  // marked seen (a decision is not reopened; queue.ts).
  await runTransaction(async (tx) => {
    const existing = await tx.get(queueRef(id));
    if (!existing.exists) tx.create(queueRef(id), queueItem(id, 'refund', listing, note, null, null, now));
    else if (existing.get('status') === 'open') tx.update(queueRef(id), { reason: note });
  });
}

/** What a verified payment notice does: one order for a current, paid, exact checkout; otherwise a refund. */
export async function applyPaymentEvent(
  event: PaymentEvent,
  now = Date.now(),
): Promise<{ orderId: string | null; refunded?: boolean; pending?: boolean }> {
  if (event.type === 'expired') {
    await release(event.checkoutId, 'expired', now);
    return { orderId: null };
  }
  if (event.type === 'async_failed') {
    // The buyer tried to pay: their hold ends, without a cool-off for a bank's refusal.
    const ended = await release(event.checkoutId, 'cancelled', now, { forgiven: true });
    if (ended)
      await notify(ended.buyerUid, {
        id: `checkout-${ended.id}-failed`,
        kind: 'order',
        title: `Your payment for ${ended.listingTitle} did not go through`,
        body: 'Your bank did not complete the payment, so nothing was charged and the item is on sale again.',
        link: `/marketplace/orders/${ended.id}`,
      });
    return { orderId: null };
  }
  // Completed but not paid yet (a delayed method): wait for async_payment_succeeded or _failed.
  if (event.type === 'completed' && event.paymentStatus !== 'paid') return { orderId: null, pending: true };
  const result = await fulfil(event, now);
  if ('refundOf' in result) {
    if (result.refundOf === null) await refundUnknownCheckout(event, now);
    else await executeRefund(result.refundOf, now);
    return { orderId: null, refunded: true };
  }
  if (result.isNew) {
    await notify(result.checkout.sellerUid, {
      id: `order-${result.orderId}-paid`,
      kind: 'order',
      title: `You sold ${result.checkout.listingTitle}`,
      body:
        result.checkout.fulfilment === 'ship'
          ? 'It is paid. Ship it and add the tracking number.'
          : 'It is paid. Arrange the pickup in the order messages.',
      link: `/marketplace/orders/${result.orderId}`,
    });
  }
  return { orderId: result.orderId };
}
