// A buyer rates the seller once, after the order completes: ratings/{orderId}, and the seller's
// average and count in one transaction, then copied onto their listings.
import { db } from '../../lib/admin.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import { orderRef } from '../checkout/checkout.js';
import { sellerRef, syncSellerToListings } from '../sellers.js';
import type { StoredOrder } from './order-doc.js';

export async function rateOrder(
  buyerUid: string,
  orderId: string,
  input: { stars: number; comment: string },
  now = Date.now(),
) {
  const sellerUid = await runTransaction(async (tx) => {
    const order = (await tx.get(orderRef(orderId))).data() as StoredOrder | undefined;
    if (!order) throw notFound('That order does not exist.');
    if (order.buyerUid !== buyerUid) throw forbidden('Only the buyer can rate this order.');
    if (order.status !== 'completed') throw conflict('You can rate the seller once the order is completed.');
    const ratingRef = db().collection('ratings').doc(orderId);
    if ((await tx.get(ratingRef)).exists) throw conflict('You have already rated this order.');
    const seller = (await tx.get(sellerRef(order.sellerUid))).data() ?? {};
    const count = Number(seller.ratingCount ?? 0);
    const average = Number(seller.ratingAverage ?? 0);
    const nextCount = count + 1;
    tx.create(ratingRef, {
      orderId,
      sellerUid: order.sellerUid,
      buyerUid,
      buyerFirstName: order.buyerFirstName,
      listingId: order.listingId,
      listingTitle: order.listing.title,
      stars: input.stars,
      comment: input.comment,
      createdAt: now,
    });
    tx.set(
      sellerRef(order.sellerUid),
      { ratingCount: nextCount, ratingAverage: Math.round(((average * count + input.stars) / nextCount) * 10) / 10 },
      { merge: true },
    );
    return order.sellerUid;
  });
  await syncSellerToListings(sellerUid, now);
  return { orderId, stars: input.stars };
}
