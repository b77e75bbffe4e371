// Checkout: one transaction reserves the listing for one buyer (every other buyer gets 409; a buyer
// holds at most MAX_OPEN_CHECKOUTS and cools off after a hold lapses, holds.ts), then the payment
// provider opens a session. A hold ends by payment (payment-events.ts), by the buyer leaving the
// payment page, or by lapsing; then the listing is released and the provider's session expired, so
// it can no longer be paid (a payment that still arrives is refunded). docs/decisions/013.
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
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
import { saveAddress } from '../orders/order-shipping.js';
import { offerRef, statusAt, type OfferDoc } from '../offers/offers.js';
import { paymentProvider, providerOf } from '../payments/provider.js';
import { assertStampUnchanged, checkMayHold, recordHold, type HoldStamp } from './holds.js';
import { listingSellerUid } from '../sellers.js';
import type { CheckoutRefund } from './refunds.js';

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
  /** The payment page, kept so a buyer who comes back while the hold runs resumes it. */
  redirectUrl?: string | null;
  /** The provider's payment (Stripe's PaymentIntent) once money arrived: what a refund names. */
  paymentId?: string | null;
  /** Set when the payment is refunded (late or mismatched, the order cancelled or refunded). */
  refund?: CheckoutRefund | null;
  createdAt: number;
  expiresAt: number;
  /** When the hold ended unpaid (lapsed or cancelled): the buyer's cool-off runs from here. */
  endedAt?: number | null;
}

export const BUSY_MESSAGE =
  'Someone else is checking out this item right now. It will be available again if they do not finish within 30 minutes.';
export const SOLD_MESSAGE = 'This item has sold.';

export const listingRef = (id: string) => db().collection('listings').doc(id);
export const checkoutRef = (id: string) => db().collection('checkouts').doc(id);
export const orderRef = (id: string) => db().collection('orders').doc(id);

/** On the public listing: which checkout holds it and until when; never who the buyer is (issue 23 #7). */
interface Reservation {
  checkoutId: string;
  expiresAt: number;
}
export type StoredListing = Listing & { reservation?: Reservation | null };

async function offerPrice(tx: Transaction, offerId: string | null, buyerUid: string, listingId: string, now: number) {
  if (!offerId) return null;
  const snap = await tx.get(offerRef(offerId));
  const offer = snap.data() as OfferDoc | undefined;
  if (!offer || offer.buyerUid !== buyerUid || offer.listingId !== listingId || statusAt(offer, now) !== 'accepted') {
    throw conflict('That offer is no longer accepted. Make a new offer, or buy at the asking price.');
  }
  return offer.amountCents;
}

interface CheckoutBody {
  listingId: string;
  offerId: string | null;
  fulfilment: Fulfilment;
  shippingAddress?: UsAddress | null;
  saveAddress?: boolean;
}

type Held = { resumed: CheckoutDoc } | { created: CheckoutDoc; lapsed: CheckoutDoc | null };

async function hold(
  buyerUid: string,
  body: CheckoutBody,
  provider: 'stripe' | 'demo',
  stamp: HoldStamp,
  now: number,
): Promise<Held> {
  return runTransaction(async (tx): Promise<Held> => {
    const snap = await tx.get(listingRef(body.listingId));
    if (!snap.exists) throw notFound('That listing does not exist.');
    const listing = snap.data() as StoredListing;
    const sellerUid = await listingSellerUid(listing);
    if (sellerUid === buyerUid) throw forbidden('You cannot buy your own listing.');
    if (!sellerUid) throw conflict('This item is not for sale right now.');
    if (listing.status === 'sold') throw conflict(SOLD_MESSAGE);
    const reservation = listing.reservation ?? null;
    const previous = reservation?.checkoutId
      ? ((await tx.get(checkoutRef(reservation.checkoutId))).data() as CheckoutDoc | undefined)
      : undefined;
    const isHeld = listing.status === 'reserved' && (reservation?.expiresAt ?? 0) > now;
    // The same buyer back while their hold runs (a closed tab): their payment page again, not a new hold.
    if (isHeld && previous?.buyerUid === buyerUid && previous.status === 'open' && previous.redirectUrl)
      return { resumed: previous };
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
    await assertStampUnchanged(tx, buyerUid, stamp);
    const ref = db().collection('checkouts').doc();
    const expiresAt = now + CHECKOUT_RESERVATION_MS;
    // A lapsed reservation is taken over: its checkout ends (expired when its time ran out) in the same write.
    const lapsed = previous?.status === 'open' ? previous : null;
    if (lapsed) tx.update(checkoutRef(lapsed.id), { status: 'expired', endedAt: lapsed.expiresAt });
    tx.update(listingRef(body.listingId), {
      status: 'reserved',
      reservation: { checkoutId: ref.id, expiresAt },
      updatedAt: now,
    });
    const doc: CheckoutDoc = {
      id: ref.id,
      buyerUid,
      sellerUid,
      listingId: body.listingId,
      listingTitle: listing.title,
      offerId: body.offerId,
      fulfilment: body.fulfilment,
      amounts: orderAmounts(price, body.fulfilment, listing.shippingCents ?? 0),
      shippingAddress,
      status: 'open',
      provider,
      sessionId: null,
      redirectUrl: null,
      paymentId: null,
      refund: null,
      createdAt: now,
      expiresAt,
      endedAt: null,
    };
    tx.set(ref, doc);
    recordHold(tx, buyerUid, ref.id, now);
    if (shippingAddress && body.saveAddress) saveAddress(tx, buyerUid, shippingAddress, now);
    return { created: doc, lapsed };
  });
}

export async function startCheckout(
  buyerUid: string,
  body: CheckoutBody,
  now = Date.now(),
): Promise<{ checkoutId: string; redirectUrl: string }> {
  const provider = paymentProvider();
  const stamp = await checkMayHold(buyerUid, body.listingId, now);
  const held = await hold(buyerUid, body, provider.name, stamp, now);
  if ('resumed' in held) return { checkoutId: held.resumed.id, redirectUrl: held.resumed.redirectUrl ?? '' };
  const { created: checkout, lapsed } = held;
  if (lapsed) await expireSessionOf(lapsed);
  const origin = configuredSiteUrl();
  let session;
  try {
    session = await provider.createCheckout({
      checkoutId: checkout.id,
      amountCents: checkout.amounts.totalCents,
      description: checkout.listingTitle,
      successUrl: `${origin}/marketplace/orders/${checkout.id}`,
      // Leaving the payment page lands on the checkout page, which ends the hold at once.
      cancelUrl: `${origin}/marketplace/checkout/${encodeURIComponent(checkout.listingId)}?left=${checkout.id}`,
      expiresAt: checkout.expiresAt,
      collectShipping: checkout.fulfilment === 'ship',
    });
  } catch (error) {
    // No payment page, so no hold: the item goes back on sale and the buyer may simply try again.
    await release(checkout.id, 'cancelled', Date.now(), { forgiven: true });
    throw error;
  }
  await checkoutRef(checkout.id).update({ sessionId: session.sessionId, redirectUrl: session.redirectUrl });
  return { checkoutId: checkout.id, redirectUrl: session.redirectUrl };
}

export async function getCheckoutFor(uid: string, isAdmin: boolean, id: string): Promise<CheckoutDoc> {
  const snap = await checkoutRef(id).get();
  const checkout = snap.data() as CheckoutDoc | undefined;
  if (!checkout) throw notFound('That checkout does not exist.');
  if (checkout.buyerUid !== uid && !isAdmin) throw forbidden('That checkout is not yours.');
  return checkout;
}

/** Ends the provider's session of a hold that ended, so it cannot be paid any more (a late payment is refunded). */
async function expireSessionOf(checkout: Pick<CheckoutDoc, 'id' | 'provider' | 'sessionId'>): Promise<void> {
  if (!checkout.sessionId) return;
  try {
    await providerOf(checkout.provider).expireSession(checkout.sessionId);
  } catch (error) {
    logger.warn('payment session not expired', { checkoutId: checkout.id, error: String(error) });
  }
}

/**
 * Ends an open checkout's hold (once; idempotent): the listing is released and the provider's
 * session expired. `forgiven` ends it without starting the buyer's cool-off.
 */
export async function release(
  checkoutId: string,
  status: 'expired' | 'cancelled',
  now: number,
  { forgiven = false } = {},
): Promise<CheckoutDoc | null> {
  const ended = await runTransaction(async (tx) => {
    const snap = await tx.get(checkoutRef(checkoutId));
    const checkout = snap.data() as CheckoutDoc | undefined;
    if (!checkout || checkout.status !== 'open') return null;
    const listing = (await tx.get(listingRef(checkout.listingId))).data() as StoredListing | undefined;
    if (listing?.status === 'reserved' && listing.reservation?.checkoutId === checkoutId) {
      tx.update(listingRef(checkout.listingId), { status: 'active', reservation: null, updatedAt: now });
    }
    // A lapsed hold ended when its time ran out, whenever the sweep noticed.
    const endedAt = forgiven ? 0 : status === 'expired' ? Math.min(now, checkout.expiresAt) : now;
    tx.update(checkoutRef(checkoutId), { status, endedAt });
    return checkout;
  });
  if (ended) await expireSessionOf(ended);
  return ended;
}

/** The buyer left the payment page (or cancelled the demo's): the hold ends now. */
export async function cancelCheckout(checkoutId: string, now = Date.now()): Promise<{ cancelled: boolean }> {
  return { cancelled: (await release(checkoutId, 'cancelled', now)) !== null };
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
