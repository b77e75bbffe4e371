// What a seller must finish before ending a listing or deleting the account (issue 23 #2): a payment
// in progress (an open checkout) or an order not yet completed, refunded, resolved or cancelled.
// Otherwise a payment lands on a listing that is gone, or a buyer is left with no one to hand over.
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { conflict } from '../../lib/errors.js';
import type { OrderStatus } from '../../shared/marketplace.js';

export const UNFINISHED_ORDER_STATUSES: readonly OrderStatus[] = [
  'paid',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'picked_up',
  'disputed',
];

export const LISTING_PAYING_MESSAGE =
  'A buyer is paying for this listing right now, so it cannot be ended. If they do not finish within 30 minutes, you can end it then.';
export const LISTING_ORDER_OPEN_MESSAGE =
  'This listing has an order that is not finished yet. Finish or cancel the order from its page first.';
export const DELETE_WHILE_SELLING_MESSAGE =
  'You have a sale that is not finished yet. Ship it or hand it over, or cancel the order, from Your marketplace before you delete your account.';
export const DELETE_WHILE_PAYING_MESSAGE =
  'A buyer is paying for one of your listings right now. Try again in 30 minutes, once the payment has gone through or lapsed.';

const openCheckouts = () => db().collection('checkouts').where('status', '==', 'open');
const unfinishedOrders = () =>
  db()
    .collection('orders')
    .where('status', 'in', [...UNFINISHED_ORDER_STATUSES]);

/** In the remove transaction: refuses (409) while a checkout or an unfinished order holds the listing. */
export async function assertListingFree(tx: Transaction, listingId: string): Promise<void> {
  const [checkouts, orders] = await Promise.all([
    tx.get(openCheckouts().where('listingId', '==', listingId).limit(1)),
    tx.get(unfinishedOrders().where('listingId', '==', listingId).limit(1)),
  ]);
  if (!checkouts.empty) throw conflict(LISTING_PAYING_MESSAGE);
  if (!orders.empty) throw conflict(LISTING_ORDER_OPEN_MESSAGE);
}

/** Before an account is deleted: refuses (409) while the person sells something not yet finished. */
export async function assertNoOpenSales(uid: string): Promise<void> {
  const [orders, checkouts] = await Promise.all([
    unfinishedOrders().where('sellerUid', '==', uid).limit(1).get(),
    openCheckouts().where('sellerUid', '==', uid).limit(1).get(),
  ]);
  if (!orders.empty) throw conflict(DELETE_WHILE_SELLING_MESSAGE);
  if (!checkouts.empty) throw conflict(DELETE_WHILE_PAYING_MESSAGE);
}
