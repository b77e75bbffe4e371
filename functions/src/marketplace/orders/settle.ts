// The settle sweep: every order delivered or picked up whose 3-day protection window has ended is
// completed, its payout added to the seller's balance and their completed sales, and an "Order
// Completed" analytics event filed. Scheduled, and runnable by admins. The sweep pages through the
// due orders on a cursor (protectionEndsAt, then id) and enqueues one `settleOrder` task per order
// under the order's id, so a second sweep before a task has run enqueues nothing new; the task
// completes the order idempotently (issue 26 §2).
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { analyticsExpiresAt } from '../../analytics/retention.js';
import { db } from '../../lib/admin.js';
import { enqueue } from '../../lib/task-queue.js';
import { runTransaction } from '../../lib/transactions.js';
import { orderRef } from '../checkout/checkout.js';
import { notify } from '../../notify/notifications.js';
import { sellerAccountRef, sellerIdOf, sellerRef, syncSellerToListings } from '../sellers.js';
import type { StoredOrder } from './order-doc.js';

export const SETTLE_ORDER_QUEUE = 'settleOrder';
const SETTLED_STATUSES = ['delivered', 'picked_up'] as const;
const PAGE = 200;
/** Enqueues this many tasks at a time: each is a request to Cloud Tasks. */
const ENQUEUE_PARALLEL = 20;

export const settleOrderTaskSchema = z
  .object({
    orderId: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[^/]+$/),
    /** The sweep's clock: an admin's sweep on the emulators may move it past the window. */
    now: z.number().int().positive(),
  })
  .strict();
export type SettleOrderTask = z.infer<typeof settleOrderTaskSchema>;

const LEDGER_MAX = 50;

interface Completion {
  sellerUid: string;
  sellerId: string | null;
  title: string;
  /** Completed by this call; false when it already was (a task run again after part of it failed). */
  isNew: boolean;
}

async function completeOne(orderId: string, now: number): Promise<Completion | null> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(orderRef(orderId));
    const o = snap.data() as StoredOrder | undefined;
    if (!o) return null;
    const title = String(o.listing?.title ?? 'your sale');
    if (o.status === 'completed') {
      return { sellerUid: o.sellerUid, sellerId: await sellerIdOf(o.sellerUid), title, isNew: false };
    }
    const isDue = o.protectionEndsAt != null && o.protectionEndsAt <= now;
    if ((o.status !== 'delivered' && o.status !== 'picked_up') || !isDue) return null;
    const account = sellerAccountRef(o.sellerUid);
    const sellerId = await sellerIdOf(o.sellerUid);
    const accountSnap = await tx.get(account);
    const payout = o.amounts.payoutCents;
    const ledger = [
      ...((accountSnap.get('payouts') as unknown[] | undefined) ?? []),
      { orderId, amountCents: payout, at: now },
    ].slice(-LEDGER_MAX);
    tx.set(
      account,
      { uid: o.sellerUid, balanceCents: FieldValue.increment(payout), payouts: ledger, updatedAt: now },
      { merge: true },
    );
    if (sellerId) tx.set(sellerRef(sellerId), { completedSales: FieldValue.increment(1) }, { merge: true });
    tx.update(orderRef(orderId), {
      status: 'completed',
      completedAt: now,
      statusHistory: FieldValue.arrayUnion({ status: 'completed', at: now }),
      updatedAt: now,
    });
    tx.create(db().collection('analytics_events').doc(`order-completed-${orderId}`), {
      name: 'Order Completed',
      properties: {
        order_id: orderId,
        product_id: o.listingId,
        name: o.listing.title,
        brand: o.listing.brand,
        price: o.amounts.itemCents / 100,
        fulfilment: o.fulfilment,
      },
      timestamp: now,
      anonymousId: 'server',
      sessionId: 'server',
      userId: o.buyerUid,
      fbclid: null,
      day: new Date(now).toISOString().slice(0, 10),
      expiresAt: analyticsExpiresAt(now),
    });
    return { sellerUid: o.sellerUid, sellerId, title, isNew: true };
  });
}

/**
 * The task: completes one order if it is due at the sweep's `now`, then copies the seller's record onto
 * their listings and tells them. Safe to run again: a completed order is not paid twice, and the
 * copy and the notification (a fixed id) are repeated harmlessly, so a run cut short is finished.
 * True when this run completed the order.
 */
export async function settleOrder(task: unknown): Promise<boolean> {
  const { orderId, now } = settleOrderTaskSchema.parse(task);
  const done = await completeOne(orderId, now);
  if (!done) return false;
  if (done.sellerId) await syncSellerToListings(done.sellerId);
  await notify(done.sellerUid, {
    id: `order-${orderId}-completed`,
    kind: 'order',
    title: `Payout: ${done.title}`,
    body: 'The protection window has ended. The payout is in your balance.',
    link: `/marketplace/orders/${orderId}`,
  });
  return done.isNew;
}

export interface SettleSweep {
  /** Orders past their window at `now`. */
  due: number;
  /** Tasks enqueued by this sweep (an order whose task is already queued is not counted). */
  enqueued: number;
}

/** The ids of orders in `status` past their window at `now`, a page at a time, soonest first. */
async function* dueOrderIds(status: string, now: number, pageSize: number): AsyncGenerator<string> {
  let after: [number, string] | null = null;
  for (;;) {
    let query = db()
      .collection('orders')
      .where('status', '==', status)
      .where('protectionEndsAt', '<=', now)
      .orderBy('protectionEndsAt')
      .orderBy(FieldPath.documentId())
      .select('protectionEndsAt')
      .limit(pageSize);
    if (after) query = query.startAfter(...after);
    const snap = await query.get();
    for (const doc of snap.docs) yield doc.id;
    const last = snap.docs[snap.size - 1];
    if (snap.size < pageSize || !last) return;
    after = [Number(last.get('protectionEndsAt')), last.id];
  }
}

/** Enqueues a `settleOrder` task for every order past its protection window at `now` (see the header). */
export async function settleDueOrders(now = Date.now(), pageSize = PAGE): Promise<SettleSweep> {
  const sweep: SettleSweep = { due: 0, enqueued: 0 };
  let batch: string[] = [];
  const flush = async () => {
    const results = await Promise.all(
      batch.map((orderId) => {
        const task: SettleOrderTask = { orderId, now };
        return enqueue(SETTLE_ORDER_QUEUE, task, { id: `settle/${orderId}` });
      }),
    );
    sweep.enqueued += results.filter((r) => r === 'enqueued').length;
    batch = [];
  };
  for (const status of SETTLED_STATUSES) {
    for await (const orderId of dueOrderIds(status, now, pageSize)) {
      sweep.due += 1;
      batch.push(orderId);
      if (batch.length >= ENQUEUE_PARALLEL) await flush();
    }
  }
  await flush();
  return sweep;
}
