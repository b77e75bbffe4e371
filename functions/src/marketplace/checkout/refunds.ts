// Refunds that really move (issue 23 #2): a refund is first recorded as due on its checkout, in the
// same transaction as the decision (a late payment, an order cancelled after payment, an admin's
// refund), with an item in the admins' queue; then the payment provider is asked, with the checkout
// id as the idempotency key, so a retry never refunds twice. An outage leaves it due for the sweep;
// once the provider takes it the buyer is told. docs/decisions/013.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../../lib/admin.js';
import { runTransaction } from '../../lib/transactions.js';
import { notify } from '../../notify/notifications.js';
import { queueItem, queueRef } from '../moderation/queue.js';
import { providerOf } from '../payments/provider.js';
import type { CheckoutDoc } from './checkout.js';

export type RefundCause = 'sold' | 'gone' | 'hold-ended' | 'amount' | 'order-cancelled' | 'order-refunded';

/** What the buyer reads on the order page and in the notification, one line per cause. */
export const REFUND_REASONS: Record<RefundCause, string> = {
  sold: 'Refunded: the item sold before your payment arrived.',
  gone: 'Refunded: the listing was taken down before your payment arrived.',
  'hold-ended': 'Refunded: your payment arrived after your 30-minute hold on the item had ended.',
  amount: 'Refunded: the amount paid did not match the total at checkout.',
  'order-cancelled': 'Refunded: the order was cancelled before the hand-over.',
  'order-refunded': 'Refunded: Recess resolved the problem you reported with a full refund.',
};

export interface CheckoutRefund {
  /** due: not yet taken by the provider (retried); made: on its way to the buyer; refused: a person must act. */
  status: 'due' | 'made' | 'refused';
  cause: RefundCause;
  reason: string;
  amountCents: number;
  paymentId: string | null;
  providerRefundId: string | null;
  error: string | null;
  attempts: number;
  requestedAt: number;
  updatedAt: number;
}

const checkoutRef = (id: string) => db().collection('checkouts').doc(id);
export const refundQueueId = (checkoutId: string) => `refund-${checkoutId}`.slice(0, 400);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Records a full refund of `checkout` as due, and files it for admins, inside the caller's
 * transaction (after its reads). Does nothing when a refund is already recorded.
 */
export function recordRefundDue(
  tx: Transaction,
  checkout: CheckoutDoc,
  cause: RefundCause,
  paymentId: string | null,
  now: number,
): boolean {
  if (checkout.refund) return false;
  const refund: CheckoutRefund = {
    status: 'due',
    cause,
    reason: REFUND_REASONS[cause],
    amountCents: checkout.amounts.totalCents,
    paymentId,
    providerRefundId: null,
    error: null,
    attempts: 0,
    requestedAt: now,
    updatedAt: now,
  };
  tx.update(checkoutRef(checkout.id), { refund, ...(paymentId ? { paymentId } : {}) });
  const listing = {
    id: checkout.listingId,
    sellerUid: checkout.sellerUid,
    title: checkout.listingTitle,
    brand: '',
    model: '',
  };
  const note = `${dollars(refund.amountCents)} to refund to the buyer (checkout ${checkout.id}). ${refund.reason} Sent to the payment provider; retried every 10 minutes until it is taken.`;
  tx.set(
    queueRef(refundQueueId(checkout.id)),
    queueItem(refundQueueId(checkout.id), 'refund', listing, note, null, null, now),
  );
  return true;
}

/** Reads the checkout of an order inside a transaction (before its writes): what recordRefundDue needs. */
export async function readCheckout(tx: Transaction, checkoutId: string): Promise<CheckoutDoc | null> {
  const snap = await tx.get(checkoutRef(checkoutId));
  return (snap.data() as CheckoutDoc | undefined) ?? null;
}

async function updateQueueNote(ref: DocumentReference, line: string): Promise<void> {
  const snap = await ref.get();
  const reason = snap.get('reason') as unknown;
  if (typeof reason === 'string') await ref.update({ reason: `${reason}\n${line}`.slice(0, 1600) });
}

/**
 * Asks the provider for a due refund and records the answer. Never throws: an outage leaves it due
 * (the sweep asks again), and the answer is what the buyer and the admins see.
 */
export async function executeRefund(checkoutId: string, now = Date.now()): Promise<CheckoutRefund['status'] | null> {
  const checkout = (await checkoutRef(checkoutId).get()).data() as CheckoutDoc | undefined;
  const refund = checkout?.refund;
  if (!checkout || !refund || refund.status !== 'due') return refund?.status ?? null;
  let outcome;
  try {
    outcome = refund.paymentId
      ? await providerOf(checkout.provider).refund({
          paymentId: refund.paymentId,
          amountCents: refund.amountCents,
          idempotencyKey: refundQueueId(checkoutId),
          checkoutId,
        })
      : ({ status: 'refused', error: 'No payment is on record for this checkout.' } as const);
  } catch (error) {
    logger.warn('refund not taken yet; the sweep retries', { checkoutId, error: String(error) });
    await checkoutRef(checkoutId).update({
      'refund.attempts': refund.attempts + 1,
      'refund.error': String(error).slice(0, 300),
      'refund.updatedAt': now,
    });
    return 'due';
  }
  const status = outcome.status === 'made' ? 'made' : 'refused';
  const changed = await runTransaction(async (tx) => {
    const current = (await tx.get(checkoutRef(checkoutId))).data() as CheckoutDoc | undefined;
    if (current?.refund?.status !== 'due') return false;
    tx.update(checkoutRef(checkoutId), {
      'refund.status': status,
      'refund.providerRefundId': outcome.status === 'made' ? outcome.refundId : null,
      'refund.error': outcome.status === 'refused' ? outcome.error : null,
      'refund.attempts': refund.attempts + 1,
      'refund.updatedAt': now,
    });
    return true;
  });
  if (!changed) return status;
  const queue = queueRef(refundQueueId(checkoutId));
  if (outcome.status === 'made') {
    await updateQueueNote(queue, `Refund ${outcome.refundId} made through ${checkout.provider}.`);
    await notify(checkout.buyerUid, {
      id: `refund-${checkoutId}`,
      kind: 'refund',
      title: `Refund for ${checkout.listingTitle}`,
      body: `${refund.reason} ${dollars(refund.amountCents)} is on its way back to your payment method; banks usually take 5 to 10 business days to show it.`,
      link: `/marketplace/orders/${checkoutId}`,
    });
  } else {
    logger.error('refund refused by the provider', { checkoutId, error: outcome.error });
    await updateQueueNote(queue, `The provider refused the refund (${outcome.error}): refund it by hand.`);
    await notify(checkout.buyerUid, {
      id: `refund-${checkoutId}`,
      kind: 'refund',
      title: `Refund for ${checkout.listingTitle}`,
      body: `${refund.reason} We could not send the ${dollars(refund.amountCents)} back automatically; our team has been told and will refund it by hand.`,
      link: `/marketplace/orders/${checkoutId}`,
    });
  }
  return status;
}

/** The sweep: asks again for refunds an outage left due (50 a run). */
export async function retryDueRefunds(now = Date.now()): Promise<number> {
  const snap = await db().collection('checkouts').where('refund.status', '==', 'due').limit(50).get();
  for (const doc of snap.docs) await executeRefund(doc.id, now);
  return snap.size;
}
