// An order's steps after payment, each by the party it belongs to and only as ORDER_TRANSITIONS
// allows: shipped (with tracking) or ready for pickup, delivered or picked up (which starts the 3-day
// protection window), a problem reported, cancelled before the hand-over, resolved by an admin; then
// completed by the settle sweep, which credits the seller's balance. docs/decisions/013.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  PROTECTION_WINDOW_MS,
  type OrderStatus,
} from '../../shared/marketplace.js';
import { parseTracking, TRACKING_MESSAGE } from '../../shared/shipping.js';
import { notify } from '../notifications.js';
import { orderRef } from '../checkout/checkout.js';

export type OrderStep =
  | { action: 'ship'; trackingNumber: string }
  | { action: 'ready-for-pickup' | 'delivered' | 'picked-up' | 'cancel' }
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
      need(isBuyer, 'the buyer');
      return { status: 'picked_up', extra: { protectionEndsAt: now + PROTECTION_WINDOW_MS } };
    case 'dispute':
      need(isBuyer, 'the buyer');
      if ((order.status === 'delivered' || order.status === 'picked_up') && (order.protectionEndsAt ?? 0) <= now) {
        throw conflict('The 3-day protection window for this order has ended.');
      }
      return { status: 'disputed', extra: { dispute: { reason: step.reason, openedAt: now } } };
    case 'cancel':
      need(isBuyer || isSeller || actor.isAdmin, 'the buyer or the seller');
      return { status: 'cancelled', extra: {} };
    case 'resolve':
      need(actor.isAdmin, 'an admin');
      return { status: step.outcome === 'refund' ? 'refunded' : 'resolved', extra: {} };
  }
}

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
    tx.update(orderRef(orderId), {
      ...extra,
      status,
      statusHistory: FieldValue.arrayUnion({ status, at: now }),
      updatedAt: now,
    });
    // Cancelled before the hand-over: the item is for sale again.
    if (status === 'cancelled') {
      tx.update(db().collection('listings').doc(order.listingId), {
        status: 'active',
        soldAt: null,
        reservation: null,
        updatedAt: now,
      });
    }
    return { order, status };
  });
  const { order, status } = result;
  const other = actor.uid === order.sellerUid ? order.buyerUid : order.sellerUid;
  await notify(other, {
    id: `order-${orderId}-${status}`,
    kind: 'order',
    title: `${order.listing.title}: ${ORDER_STATUS_LABELS[status].toLowerCase()}`,
    body:
      status === 'delivered' || status === 'picked_up'
        ? 'The 3-day protection window has started.'
        : `The order is now ${ORDER_STATUS_LABELS[status].toLowerCase()}.`,
    link: `/marketplace/orders/${orderId}`,
  });
  return { id: orderId, status };
}
