// A buyer rates the seller once, after the order completes: ratings/{orderId}, and the seller's
// average and count in one transaction, then copied onto their listings. The public rating names the
// buyer by first name only; who wrote it (their uid, for their export and deletion) is kept apart in
// ratingAuthors/{orderId}, closed to clients, so a rating cannot be joined to the buyer's account
// or their own seller profile (issue 23 #7).
import type { UserDataSource } from '../../lib/data-source.js';
import { db } from '../../lib/admin.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import { orderRef } from '../checkout/checkout.js';
import { sellerIdOf, sellerRef, syncSellerToListings } from '../sellers.js';
import type { StoredOrder } from './order-doc.js';

/** Who wrote the rating of an order: for the buyer's export and deletion only. */
export const ratingAuthorRef = (orderId: string) => db().collection('ratingAuthors').doc(orderId);

/** The ratings a buyer wrote (found through ratingAuthors), for export; deletion removes both halves. */
export const ratingsWrittenSource: UserDataSource = {
  name: 'ratingsWritten',
  collect: async (uid) => {
    const authors = await db().collection('ratingAuthors').where('buyerUid', '==', uid).limit(1000).get();
    if (authors.empty) return null;
    const ratings = await db().getAll(...authors.docs.map((a) => db().collection('ratings').doc(a.id)));
    return ratings.filter((r) => r.exists).map((r) => ({ id: r.id, ...r.data() }));
  },
  remove: async (uid) => {
    for (;;) {
      const authors = await db().collection('ratingAuthors').where('buyerUid', '==', uid).limit(250).get();
      if (authors.empty) return;
      const batch = db().batch();
      for (const a of authors.docs) batch.delete(db().collection('ratings').doc(a.id)).delete(a.ref);
      await batch.commit();
    }
  },
};

export async function rateOrder(
  buyerUid: string,
  orderId: string,
  input: { stars: number; comment: string },
  now = Date.now(),
) {
  const sellerId = await runTransaction(async (tx) => {
    const order = (await tx.get(orderRef(orderId))).data() as StoredOrder | undefined;
    if (!order) throw notFound('That order does not exist.');
    if (order.buyerUid !== buyerUid) throw forbidden('Only the buyer can rate this order.');
    if (order.status !== 'completed') throw conflict('You can rate the seller once the order is completed.');
    const ratingRef = db().collection('ratings').doc(orderId);
    if ((await tx.get(ratingRef)).exists) throw conflict('You have already rated this order.');
    // The public rating names the seller by their public id, never their uid (issue 23 #7).
    const id = await sellerIdOf(order.sellerUid);
    if (!id) throw conflict('This seller has closed their account.');
    const seller = (await tx.get(sellerRef(id))).data() ?? {};
    const count = Number(seller.ratingCount ?? 0);
    const average = Number(seller.ratingAverage ?? 0);
    const nextCount = count + 1;
    tx.create(ratingRef, {
      orderId,
      sellerId: id,
      buyerFirstName: order.buyerFirstName,
      listingId: order.listingId,
      listingTitle: order.listing.title,
      stars: input.stars,
      comment: input.comment,
      createdAt: now,
    });
    tx.create(ratingAuthorRef(orderId), { orderId, buyerUid, createdAt: now });
    tx.set(
      sellerRef(id),
      { ratingCount: nextCount, ratingAverage: Math.round(((average * count + input.stars) / nextCount) * 10) / 10 },
      { merge: true },
    );
    return id;
  });
  await syncSellerToListings(sellerId);
  return { orderId, stars: input.stars };
}
