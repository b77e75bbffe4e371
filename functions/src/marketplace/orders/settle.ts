// The settle sweep: every order delivered or picked up whose 3-day protection window has ended is
// completed, its payout added to the seller's balance and their completed sales, and an "Order
// Completed" analytics event filed. Scheduled, and runnable by admins. Idempotent per order.
import { FieldValue } from 'firebase-admin/firestore';
import { analyticsExpiresAt } from '../../analytics/retention.js';
import { db } from '../../lib/admin.js';
import { runTransaction } from '../../lib/transactions.js';
import { orderRef } from '../checkout/checkout.js';
import { notify } from '../../notify/notifications.js';
import { sellerAccountRef, sellerIdOf, sellerRef, syncSellerToListings } from '../sellers.js';
import type { StoredOrder } from './order-doc.js';

const LEDGER_MAX = 50;

async function completeOne(
  orderId: string,
  now: number,
): Promise<{ sellerUid: string; sellerId: string | null } | null> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(orderRef(orderId));
    const o = snap.data() as StoredOrder | undefined;
    const isDue = o?.protectionEndsAt != null && o.protectionEndsAt <= now;
    if (!o || (o.status !== 'delivered' && o.status !== 'picked_up') || !isDue) return null;
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
    return { sellerUid: o.sellerUid, sellerId };
  });
}

/** Completes every order past its protection window at `now`; returns how many. */
export async function settleDueOrders(now = Date.now()): Promise<number> {
  let completed = 0;
  for (const status of ['delivered', 'picked_up']) {
    const due = await db()
      .collection('orders')
      .where('status', '==', status)
      .where('protectionEndsAt', '<=', now)
      .limit(200)
      .get();
    for (const doc of due.docs) {
      const seller = await completeOne(doc.id, now);
      if (!seller) continue;
      completed += 1;
      if (seller.sellerId) await syncSellerToListings(seller.sellerId);
      await notify(seller.sellerUid, {
        id: `order-${doc.id}-completed`,
        kind: 'order',
        title: `Payout: ${String(doc.get('listing.title') ?? 'your sale')}`,
        body: 'The protection window has ended. The payout is in your balance.',
        link: `/marketplace/orders/${doc.id}`,
      });
    }
  }
  return completed;
}
