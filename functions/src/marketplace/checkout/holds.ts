// What one buyer may hold (issue 23 #1): at most MAX_OPEN_CHECKOUTS live holds at once, no new hold
// of a listing soon after their own hold on it lapsed unpaid or was cancelled twice, and a rate limit
// on starting checkouts. Counted just before the checkout's transaction, which checks through
// checkoutHolds/{uid} that no other hold of the buyer slipped in between.
import type { Transaction } from 'firebase-admin/firestore';
import { singleDocumentSource } from '../../lib/data-source.js';
import { db } from '../../lib/admin.js';
import { conflict } from '../../lib/errors.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import { CHECKOUT_COOL_OFF_MS, CHECKOUT_RESERVATION_MS, MAX_OPEN_CHECKOUTS } from '../../shared/marketplace.js';

export const CHECKOUT_LIMIT: RateLimit = {
  scope: 'marketplace-checkout',
  max: 15,
  windowMs: 60 * 60 * 1000,
  message: 'You have started many checkouts in the last hour. Please wait a little and try again.',
};

export const HOLD_LIMIT_MESSAGE = `You already have ${MAX_OPEN_CHECKOUTS} items on hold while you pay. Pay for one of them, or cancel it on its payment page, then try again.`;

/** "1 hour 40 minutes", "25 minutes": how long until the buyer may hold the listing again. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const m = `${rest} minute${rest === 1 ? '' : 's'}`;
  if (!hours) return m;
  const h = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest ? `${h} ${m}` : h;
}

export const coolOffMessage = (waitMs: number) =>
  `Your hold on this item ended without a payment, so other parents get a turn first. You can check it out again in ${waitText(waitMs)}.`;

interface EndedHold {
  status: string;
  expiresAt: number;
  endedAt?: number | null;
}

/**
 * The time this buyer may hold the listing again, or null when they may now. A hold that lapsed
 * unpaid starts the cool-off; one cancel is forgiven (a parent who left the payment page to change
 * the address), a second within the cool-off is not.
 */
export function holdAgainAt(holds: readonly EndedHold[], now: number): number | null {
  // An open hold past its time has lapsed, though the sweep has not marked it yet.
  const ended = holds
    .map((h) => (h.status === 'open' && h.expiresAt <= now ? { ...h, status: 'expired', endedAt: h.expiresAt } : h))
    .filter((h) => h.status === 'expired' || h.status === 'cancelled')
    .map((h) => ({ status: h.status, endedAt: h.endedAt ?? h.expiresAt }))
    // endedAt 0: ended without a payment page ever opening (forgiven).
    .filter((h) => h.endedAt > 0)
    .filter((h) => h.endedAt + CHECKOUT_COOL_OFF_MS > now);
  const lapsed = ended.filter((h) => h.status === 'expired');
  const cancelled = ended.filter((h) => h.status === 'cancelled');
  const triggers = cancelled.length >= 2 ? [...lapsed, ...cancelled] : lapsed;
  if (!triggers.length) return null;
  return Math.max(...triggers.map((h) => h.endedAt)) + CHECKOUT_COOL_OFF_MS;
}

/** checkoutHolds/{uid} `{uid, lastCheckoutId, updatedAt}`: written by every new hold of the buyer (functions only). */
export const checkoutHoldsRef = (uid: string) => db().collection('checkoutHolds').doc(uid);
export const CHECKOUT_HOLDS_SOURCE = singleDocumentSource('checkoutHolds', checkoutHoldsRef);

export const SIMULTANEOUS_MESSAGE = 'Another checkout of yours started at the same moment. Please try again.';

/** The buyer's last hold as checkoutHolds records it: what the transaction checks has not moved. */
export type HoldStamp = string | null;

/**
 * Refuses (409) a buyer at their hold limit or cooling off on this listing, before the transaction
 * (queries inside it would lock every buyer's checkouts against each other). Returns the stamp the
 * transaction passes to assertStampUnchanged: a hold of the same buyer committed in between changes
 * it, so two checkouts of one buyer never both pass on the same count.
 */
export async function checkMayHold(buyerUid: string, listingId: string, now: number): Promise<HoldStamp> {
  const stamp = ((await checkoutHoldsRef(buyerUid).get()).get('lastCheckoutId') as string | undefined) ?? null;
  const checkouts = db().collection('checkouts');
  const [live, recent] = await Promise.all([
    checkouts
      .where('buyerUid', '==', buyerUid)
      .where('status', '==', 'open')
      .where('expiresAt', '>', now)
      .limit(MAX_OPEN_CHECKOUTS)
      .get(),
    // Holds of this listing that could still be cooling off (a hold ends at most 30 minutes after it began).
    checkouts
      .where('buyerUid', '==', buyerUid)
      .where('listingId', '==', listingId)
      .where('createdAt', '>', now - CHECKOUT_COOL_OFF_MS - CHECKOUT_RESERVATION_MS)
      .orderBy('createdAt', 'desc')
      .limit(20)
      .get(),
  ]);
  // A buyer back for a listing they hold is given that hold again (the transaction), not refused.
  const isResuming = live.docs.some((d) => d.get('listingId') === listingId);
  if (live.size >= MAX_OPEN_CHECKOUTS && !isResuming) throw conflict(HOLD_LIMIT_MESSAGE);
  const again = holdAgainAt(
    recent.docs.map((d) => d.data() as EndedHold),
    now,
  );
  if (again !== null) throw conflict(coolOffMessage(again - now));
  return stamp;
}

/** In the transaction: no other hold of this buyer committed since checkMayHold counted (409 otherwise). */
export async function assertStampUnchanged(tx: Transaction, buyerUid: string, stamp: HoldStamp): Promise<void> {
  const current = ((await tx.get(checkoutHoldsRef(buyerUid))).get('lastCheckoutId') as string | undefined) ?? null;
  if (current !== stamp) throw conflict(SIMULTANEOUS_MESSAGE);
}

/** Marks the buyer's new hold (after assertStampUnchanged, among the transaction's writes). */
export function recordHold(tx: Transaction, buyerUid: string, checkoutId: string, now: number): void {
  tx.set(checkoutHoldsRef(buyerUid), { uid: buyerUid, lastCheckoutId: checkoutId, updatedAt: now });
}
