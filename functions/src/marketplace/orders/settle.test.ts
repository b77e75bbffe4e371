// The settle sweep against the Firestore emulator: it pages through every due order on a cursor and
// gives each one settleOrder task (drained here in-process), which completes it once; a second sweep
// enqueues nothing. Orders here are due in 1970, so a sweep at that "now" meets no other test's orders.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/helpers/emulators.js';
import { useMemoryTaskQueue } from '../../../test/helpers/task-queue.js';
import { db } from '../../lib/admin.js';
import { notificationsOf, writeListing } from '../moderation/test-fixtures.js';
import { sellerAccountRef } from '../sellers.js';
import { SETTLE_ORDER_QUEUE, settleDueOrders, settleOrder } from './settle.js';

const taskQueue = useMemoryTaskQueue();

/** An order delivered or picked up whose protection window ended at `endsAt`. */
async function dueOrder(sellerUid: string, buyerUid: string, endsAt: number, status = 'delivered') {
  const listing = await writeListing(sellerUid, { status: 'sold', soldAt: endsAt });
  const id = `test-settle-${randomUUID()}`;
  await db()
    .collection('orders')
    .doc(id)
    .set({
      buyerUid,
      sellerUid,
      listingId: listing.id,
      listing: { title: listing.title, brand: listing.brand },
      fulfilment: status === 'delivered' ? 'ship' : 'pickup',
      amounts: {
        itemCents: 10000,
        shippingCents: 0,
        protectFeeCents: 500,
        totalCents: 10500,
        sellingFeeCents: 500,
        payoutCents: 9500,
      },
      status,
      protectionEndsAt: endsAt,
      buyerFirstName: 'Sam',
    });
  return id;
}

const balanceOf = async (uid: string) => Number((await sellerAccountRef(uid).get()).get('balanceCents') ?? 0);
const statusOf = async (id: string) => (await db().collection('orders').doc(id).get()).get('status') as string;

describe('settleDueOrders', () => {
  it('settles every due order across pages, each once, and a second sweep enqueues nothing', async () => {
    const [seller, buyer] = await Promise.all([signedInUser(), signedInUser()]);
    // Seven due orders, two of each pair ending in the same millisecond (the cursor's id breaks ties),
    // one picked up; and one whose window has not ended at the sweep's time.
    const ends = [1000, 1000, 1001, 1001, 1002, 1003];
    const due = [
      ...(await Promise.all(ends.map((at) => dueOrder(seller.uid, buyer.uid, at)))),
      await dueOrder(seller.uid, buyer.uid, 1002, 'picked_up'),
    ];
    const notYet = await dueOrder(seller.uid, buyer.uid, 5000);
    const before = await balanceOf(seller.uid);

    expect(await settleDueOrders(2000, 2)).toEqual({ due: 7, enqueued: 7 });
    expect(
      taskQueue()
        .enqueued.map((t) => t.payload.orderId)
        .sort(),
    ).toEqual([...due].sort());
    // Swept again before any task has run: the same tasks, not enqueued again.
    expect(await settleDueOrders(2000, 2)).toEqual({ due: 7, enqueued: 0 });

    expect(await taskQueue().drain({ [SETTLE_ORDER_QUEUE]: settleOrder })).toBe(7);
    for (const id of due) expect(await statusOf(id)).toBe('completed');
    expect(await statusOf(notYet)).toBe('delivered');
    expect((await balanceOf(seller.uid)) - before).toBe(7 * 9500);
    const notes = (await notificationsOf(seller.uid)).map((n) => n.id);
    for (const id of due) expect(notes).toContain(`order-${id}-completed`);

    // Completed orders are no longer due: the next sweep finds and enqueues nothing.
    expect(await settleDueOrders(2000, 2)).toEqual({ due: 0, enqueued: 0 });
  });

  it('a task run again pays nothing twice, and one for an order not due does nothing', async () => {
    const [seller, buyer] = await Promise.all([signedInUser(), signedInUser()]);
    const id = await dueOrder(seller.uid, buyer.uid, 1500);
    const early = await dueOrder(seller.uid, buyer.uid, 9000);
    const before = await balanceOf(seller.uid);
    expect(await settleOrder({ orderId: id, now: 2000 })).toBe(true);
    expect(await settleOrder({ orderId: id, now: 2000 })).toBe(false);
    expect(await settleOrder({ orderId: early, now: 2000 })).toBe(false);
    expect((await balanceOf(seller.uid)) - before).toBe(9500);
    expect(await statusOf(early)).toBe('delivered');
    await expect(settleOrder({ orderId: 'a/b', now: 2000 })).rejects.toThrow();
  });
});
