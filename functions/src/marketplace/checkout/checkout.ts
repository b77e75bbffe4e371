// Checkout: one transaction reserves the listing for one buyer (every other buyer gets 409), then the
// payment provider opens a session. The webhook turns a paid session into exactly one order (the
// order id is the checkout id, so a repeated notice changes nothing); a lapsed payment releases the
// listing. docs/decisions/013.
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { configuredSiteUrl } from '../../lib/site-url.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  CHECKOUT_RESERVATION_MS,
  orderAmounts,
  type Fulfilment,
  type Listing,
  type OrderAmounts,
} from '../../shared/marketplace.js';
import type { UsAddress } from '../../shared/shipping.js';
import { notify } from '../notifications.js';
import { saveAddress, writeOrderShipping } from '../orders/order-shipping.js';
import { offerRef, statusAt, type OfferDoc } from '../offers/offers.js';
import { paymentProvider, type PaymentEvent } from '../payments/provider.js';

export interface CheckoutDoc {
  id: string;
  buyerUid: string;
  sellerUid: string;
  listingId: string;
  listingTitle: string;
  offerId: string | null;
  fulfilment: Fulfilment;
  amounts: OrderAmounts;
  /** Where a shipped order goes, as the buyer typed it (Stripe's collected address wins when paid). */
  shippingAddress: UsAddress | null;
  status: 'open' | 'paid' | 'expired' | 'cancelled';
  provider: 'stripe' | 'demo';
  sessionId: string | null;
  /** Set when a payment arrived for an item that could no longer be sold (a recall): refund it. */
  refundReason: string | null;
  createdAt: number;
  expiresAt: number;
}

export const BUSY_MESSAGE =
  'Someone else is checking out this item right now. It will be available again if they do not finish within 30 minutes.';
export const SOLD_MESSAGE = 'This item has sold.';

const listingRef = (id: string) => db().collection('listings').doc(id);
export const checkoutRef = (id: string) => db().collection('checkouts').doc(id);
export const orderRef = (id: string) => db().collection('orders').doc(id);

interface Reservation {
  checkoutId: string;
  buyerUid: string;
  expiresAt: number;
}
type StoredListing = Listing & { reservation?: Reservation | null };

async function offerPrice(tx: Transaction, offerId: string | null, buyerUid: string, listingId: string, now: number) {
  if (!offerId) return null;
  const snap = await tx.get(offerRef(offerId));
  const offer = snap.data() as OfferDoc | undefined;
  if (!offer || offer.buyerUid !== buyerUid || offer.listingId !== listingId || statusAt(offer, now) !== 'accepted') {
    throw conflict('That offer is no longer accepted. Make a new offer, or buy at the asking price.');
  }
  return offer.amountCents;
}

export async function startCheckout(
  buyerUid: string,
  body: {
    listingId: string;
    offerId: string | null;
    fulfilment: Fulfilment;
    shippingAddress?: UsAddress | null;
    saveAddress?: boolean;
  },
  now = Date.now(),
): Promise<{ checkoutId: string; redirectUrl: string }> {
  const provider = paymentProvider();
  const checkout = await runTransaction(async (tx) => {
    const snap = await tx.get(listingRef(body.listingId));
    if (!snap.exists) throw notFound('That listing does not exist.');
    const listing = snap.data() as StoredListing;
    if (listing.sellerUid === buyerUid) throw forbidden('You cannot buy your own listing.');
    if (listing.status === 'sold') throw conflict(SOLD_MESSAGE);
    const isHeld = listing.status === 'reserved' && (listing.reservation?.expiresAt ?? 0) > now;
    if (isHeld) throw conflict(BUSY_MESSAGE);
    if (listing.status !== 'active' && listing.status !== 'reserved')
      throw conflict('This item is not for sale right now.');
    if (body.fulfilment === 'ship' && listing.shippingCents === null)
      throw badRequest('This item is not shipped: choose local pickup.');
    if (body.fulfilment === 'pickup' && !listing.localPickup)
      throw badRequest('This item is not offered for local pickup.');
    const price = (await offerPrice(tx, body.offerId, buyerUid, body.listingId, now)) ?? listing.priceCents;
    const shippingAddress = body.fulfilment === 'ship' ? (body.shippingAddress ?? null) : null;
    if (body.fulfilment === 'ship' && !shippingAddress) throw badRequest('Enter the address to ship to.');
    const ref = db().collection('checkouts').doc();
    const expiresAt = now + CHECKOUT_RESERVATION_MS;
    // A lapsed reservation is taken over: its checkout is marked expired in the same write.
    if (listing.reservation?.checkoutId)
      tx.set(checkoutRef(listing.reservation.checkoutId), { status: 'expired' }, { merge: true });
    tx.update(listingRef(body.listingId), {
      status: 'reserved',
      reservation: { checkoutId: ref.id, buyerUid, expiresAt },
      updatedAt: now,
    });
    const doc: CheckoutDoc = {
      id: ref.id,
      buyerUid,
      sellerUid: listing.sellerUid,
      listingId: body.listingId,
      listingTitle: listing.title,
      offerId: body.offerId,
      fulfilment: body.fulfilment,
      amounts: orderAmounts(price, body.fulfilment, listing.shippingCents ?? 0),
      shippingAddress,
      status: 'open',
      provider: provider.name,
      sessionId: null,
      refundReason: null,
      createdAt: now,
      expiresAt,
    };
    tx.set(ref, doc);
    if (shippingAddress && body.saveAddress) saveAddress(tx, buyerUid, shippingAddress, now);
    return doc;
  });
  const origin = configuredSiteUrl();
  const session = await provider.createCheckout({
    checkoutId: checkout.id,
    amountCents: checkout.amounts.totalCents,
    description: checkout.listingTitle,
    successUrl: `${origin}/marketplace/orders/${checkout.id}`,
    cancelUrl: `${origin}/marketplace`,
    expiresAt: checkout.expiresAt,
    collectShipping: checkout.fulfilment === 'ship',
  });
  await checkoutRef(checkout.id).update({ sessionId: session.sessionId });
  return { checkoutId: checkout.id, redirectUrl: session.redirectUrl };
}

export async function getCheckoutFor(uid: string, isAdmin: boolean, id: string): Promise<CheckoutDoc> {
  const snap = await checkoutRef(id).get();
  const checkout = snap.data() as CheckoutDoc | undefined;
  if (!checkout) throw notFound('That checkout does not exist.');
  if (checkout.buyerUid !== uid && !isAdmin) throw forbidden('That checkout is not yours.');
  return checkout;
}

async function firstNameOf(tx: Transaction, uid: string, fallback: string): Promise<string> {
  const first = (await tx.get(db().collection('users').doc(uid))).get('first') as unknown;
  return typeof first === 'string' && first.trim() ? first.trim().slice(0, 50) : fallback;
}

/** Releases the listing of a checkout that lapsed or was cancelled (once; idempotent). */
async function release(checkoutId: string, status: 'expired' | 'cancelled', now: number): Promise<void> {
  await runTransaction(async (tx) => {
    const snap = await tx.get(checkoutRef(checkoutId));
    const checkout = snap.data() as CheckoutDoc | undefined;
    if (!checkout || checkout.status !== 'open') return;
    const listing = (await tx.get(listingRef(checkout.listingId))).data() as StoredListing | undefined;
    if (listing?.status === 'reserved' && listing.reservation?.checkoutId === checkoutId) {
      tx.update(listingRef(checkout.listingId), { status: 'active', reservation: null, updatedAt: now });
    }
    tx.update(checkoutRef(checkoutId), { status });
  });
}

export const cancelCheckout = (checkoutId: string, now = Date.now()) => release(checkoutId, 'cancelled', now);

/** What a verified payment notice does: one order for a paid checkout, or the listing released. */
export async function applyPaymentEvent(event: PaymentEvent, now = Date.now()): Promise<{ orderId: string | null }> {
  if (event.type === 'expired') {
    await release(event.checkoutId, 'expired', now);
    return { orderId: null };
  }
  const result = await runTransaction(async (tx) => {
    const checkoutSnap = await tx.get(checkoutRef(event.checkoutId));
    const checkout = checkoutSnap.data() as CheckoutDoc | undefined;
    if (!checkout) throw notFound('No such checkout.');
    const existing = await tx.get(orderRef(checkout.id));
    if (existing.exists) return { orderId: checkout.id, isNew: false, checkout };
    const listing = (await tx.get(listingRef(checkout.listingId))).data() as StoredListing | undefined;
    const soldElsewhere = listing?.status === 'sold';
    const gone = !listing || listing.status === 'removed' || listing.status === 'draft';
    if (soldElsewhere || gone) {
      // Paid for an item that can no longer be sold (bought by another after this hold lapsed, or
      // taken down for a recall): record it for a refund instead of an order.
      tx.update(checkoutRef(checkout.id), {
        status: 'cancelled',
        refundReason: gone ? 'The listing was taken down before the payment arrived.' : SOLD_MESSAGE,
      });
      return { orderId: null, isNew: false, checkout };
    }
    const offerSnap = checkout.offerId ? await tx.get(offerRef(checkout.offerId)) : null;
    const [buyerFirstName, sellerFirstName] = await Promise.all([
      firstNameOf(tx, checkout.buyerUid, 'A buyer'),
      Promise.resolve(listing.seller.firstName || 'A seller'),
    ]);
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
    tx.update(checkoutRef(checkout.id), { status: 'paid' });
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
  if (result.isNew && result.orderId) {
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

/** Releases every reservation whose payment lapsed (the schedule; a new buyer also takes one over). */
export async function releaseLapsedCheckouts(now = Date.now()): Promise<number> {
  const snap = await db()
    .collection('checkouts')
    .where('status', '==', 'open')
    .where('expiresAt', '<=', now)
    .limit(200)
    .get();
  for (const doc of snap.docs) await release(doc.id, 'expired', now);
  return snap.size;
}
