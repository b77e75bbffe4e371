// An order's steps after payment, each by the party it belongs to and only as ORDER_TRANSITIONS
// allows: shipped (with tracking) or ready for pickup (which issues the buyer's pickup code),
// delivered, or picked up when the seller types the buyer's code (either starts the 3-day protection
// window), a problem reported, cancelled before the hand-over (by the buyer only while just paid),
// resolved by an admin; then completed by the settle sweep, which credits the seller's balance.
// docs/decisions/013.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  PROTECTION_WINDOW_MS,
  type OrderStatus,
} from '../../shared/marketplace.js';
import { NEW_PICKUP_CODE_MESSAGE, WRONG_PICKUP_CODE_MESSAGE } from '../../shared/pickup.js';
import { parseTracking, TRACKING_MESSAGE } from '../../shared/shipping.js';
import { notify } from '../../notify/notifications.js';
import { orderRef } from '../checkout/checkout.js';
import { executeRefund, readCheckout, recordRefundDue } from '../checkout/refunds.js';
import { checkPickupCode, dropPickupCode, issuePickupCode } from './pickup-code.js';
import { listingAfterCancel } from './relist.js';

export type OrderStep =
  | { action: 'ship'; trackingNumber: string }
  | { action: 'ready-for-pickup' | 'delivered' | 'cancel' }
  | { action: 'picked-up'; code: string }
  | { action: 'dispute'; reason: string }
  | { action: 'resolve'; outcome: 'refund' | 'release' };

interface Actor {
  uid: string;
  isAdmin: boolean;
}

interface StoredOrder extends DocumentData {
  buyerUid: string;
  sellerUid: string;
  listingId: string;
  listing: { title: string };
  fulfilment: 'ship' | 'pickup';
  status: OrderStatus;
  protectionEndsAt: number | null;
}

/** The tracking number as stored (no spaces, capitals) with its carrier; the body schema checked the format. */
function shippedWith(raw: string): DocumentData {
  const parsed = parseTracking(raw);
  if (!parsed) throw badRequest(TRACKING_MESSAGE);
  return { trackingNumber: parsed.trackingNumber, carrier: parsed.carrier };
}

function target(
  order: StoredOrder,
  step: OrderStep,
  actor: Actor,
  now: number,
): { status: OrderStatus; extra: DocumentData } {
  const isBuyer = actor.uid === order.buyerUid;
  const isSeller = actor.uid === order.sellerUid;
  const need = (ok: boolean, who: string) => {
    if (!ok) throw forbidden(`Only ${who} can do that.`);
  };
  switch (step.action) {
    case 'ship':
      need(isSeller, 'the seller');
      if (order.fulfilment !== 'ship') throw conflict('This order is a local pickup.');
      return { status: 'shipped', extra: shippedWith(step.trackingNumber) };
    case 'ready-for-pickup':
      need(isSeller, 'the seller');
      if (order.fulfilment !== 'pickup') throw conflict('This order is shipped, not picked up.');
      return { status: 'ready_for_pickup', extra: {} };
    case 'delivered':
      need(isBuyer || actor.isAdmin, 'the buyer');
      return { status: 'delivered', extra: { protectionEndsAt: now + PROTECTION_WINDOW_MS } };
    case 'picked-up':
      // The seller proves the hand-over with the code only the buyer was shown.
      need(isSeller, 'the seller, with the pickup code from the buyer');
      return { status: 'picked_up', extra: { protectionEndsAt: now + PROTECTION_WINDOW_MS } };
    case 'dispute':
      need(isBuyer, 'the buyer');
      if ((order.status === 'delivered' || order.status === 'picked_up') && (order.protectionEndsAt ?? 0) <= now) {
        throw conflict('The 3-day protection window for this order has ended.');
      }
      return { status: 'disputed', extra: { dispute: { reason: step.reason, openedAt: now } } };
    case 'cancel':
      need(isBuyer || isSeller || actor.isAdmin, 'the buyer or the seller');
      // Once the seller has set the item aside, the buyer reports a problem instead (an admin decides).
      if (isBuyer && !isSeller && !actor.isAdmin && order.status === 'ready_for_pickup') {
        throw conflict(BUYER_CANCEL_AFTER_READY_MESSAGE);
      }
      return { status: 'cancelled', extra: {} };
    case 'resolve':
      need(actor.isAdmin, 'an admin');
      return { status: step.outcome === 'refund' ? 'refunded' : 'resolved', extra: {} };
  }
}

export const BUYER_CANCEL_AFTER_READY_MESSAGE =
  'The seller has set this item aside for you, so the order can no longer be cancelled here. If the item is not as described or the pickup cannot happen, report a problem and we will sort it out.';

export async function applyOrderStep(actor: Actor, orderId: string, step: OrderStep, now = Date.now()) {
  const result = await runTransaction(async (tx) => {
    const snap = await tx.get(orderRef(orderId));
    const order = snap.data() as StoredOrder | undefined;
    if (!order) throw notFound('That order does not exist.');
    if (actor.uid !== order.buyerUid && actor.uid !== order.sellerUid && !actor.isAdmin)
      throw forbidden('That order is not yours.');
    const { status, extra } = target(order, step, actor, now);
    if (!ORDER_TRANSITIONS[order.status].includes(status)) {
      throw conflict(
        `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: it cannot become ${ORDER_STATUS_LABELS[status].toLowerCase()}.`,
      );
    }
    // Every read before the first write: the pickup check, and the listing a cancel puts back.
    const code =
      step.action === 'picked-up' ? await checkPickupCode(tx, { ...order, id: orderId }, step.code, now) : null;
    const listing = status === 'cancelled' ? await listingAfterCancel(tx, order, orderId, now) : null;
    // A cancel or an admin's refund sends the payment back through the provider (checkout/refunds.ts).
    const paid = status === 'cancelled' || status === 'refunded' ? await readCheckout(tx, orderId) : null;
    if (code && code.verdict !== 'right') {
      code.settle();
      return { order, status: null, listing, refusal: code.verdict, refundDue: false };
    }
    code?.settle();
    tx.update(orderRef(orderId), {
      ...extra,
      status,
      statusHistory: FieldValue.arrayUnion({ status, at: now }),
      updatedAt: now,
    });
    if (status === 'ready_for_pickup') issuePickupCode(tx, orderId, order.buyerUid, now);
    if (order.status === 'ready_for_pickup' && (status === 'cancelled' || status === 'disputed')) {
      dropPickupCode(tx, orderId);
    }
    listing?.write();
    const cause = status === 'cancelled' ? 'order-cancelled' : 'order-refunded';
    const refundDue = paid ? recordRefundDue(tx, paid, cause, paid.paymentId ?? null, now) : false;
    return { order, status, listing, refusal: null, refundDue };
  });
  // A wrong code is counted (committed above), then refused; a missing code was issued to the buyer.
  if (result.status === null) {
    throw result.refusal === 'issued' ? conflict(NEW_PICKUP_CODE_MESSAGE) : badRequest(WRONG_PICKUP_CODE_MESSAGE);
  }
  await result.listing?.afterCommit();
  if (result.refundDue) await executeRefund(orderId, now);
  const { order, status } = result;
  const other = actor.uid === order.sellerUid ? order.buyerUid : order.sellerUid;
  await notify(other, {
    id: `order-${orderId}-${status}`,
    kind: 'order',
    title: `${order.listing.title}: ${ORDER_STATUS_LABELS[status].toLowerCase()}`,
    body:
      status === 'delivered' || status === 'picked_up'
        ? 'The 3-day protection window has started.'
        : status === 'ready_for_pickup'
          ? 'Your pickup code is on the order page. Show it to the seller once you have checked the item.'
          : `The order is now ${ORDER_STATUS_LABELS[status].toLowerCase()}.`,
    link: `/marketplace/orders/${orderId}`,
  });
  return { id: orderId, status };
}
