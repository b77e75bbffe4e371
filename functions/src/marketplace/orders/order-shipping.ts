// Where a shipped order goes: orderShipping/{orderId} holds the buyer's address apart from the order
// (rules cannot hide a field), readable by the buyer and by the seller until 30 days after the order
// completes, written only here. users/{uid}/shippingAddresses/default is the buyer's saved address,
// offered at the next checkout. Both are the buyer's personal data in export and deletion.
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { userRef } from '../../lib/collections.js';
import { querySource, singleDocumentSource, type UserDataSource } from '../../lib/data-source.js';
import type { UsAddress } from '../../shared/shipping.js';

export const ORDER_SHIPPING = 'orderShipping';
export const orderShippingRef = (orderId: string) => db().collection(ORDER_SHIPPING).doc(orderId);
export const savedAddressRef = (uid: string) => userRef(uid).collection('shippingAddresses').doc('default');

export interface OrderShippingDoc {
  orderId: string;
  buyerUid: string;
  sellerUid: string;
  /** Ship to. */
  address: UsAddress;
  /** The packing slip's sender: the seller's first name and pickup area, never a street. */
  from: { firstName: string; city: string; state: string };
  createdAt: number;
}

/** Files the address of a newly paid order, in the webhook's transaction (once: the order is new). */
export function writeOrderShipping(tx: Transaction, doc: OrderShippingDoc): void {
  tx.create(orderShippingRef(doc.orderId), doc);
}

/** Keeps the buyer's address for their next checkout (they asked to). */
export function saveAddress(tx: Transaction, uid: string, address: UsAddress, now: number): void {
  tx.set(savedAddressRef(uid), { uid, address, updatedAt: now });
}

const addressesAsBuyer = querySource('orderShippingAddresses', (uid) =>
  db().collection(ORDER_SHIPPING).where('buyerUid', '==', uid),
);

export const SHIPPING_USER_DATA_SOURCES: readonly UserDataSource[] = [
  addressesAsBuyer,
  singleDocumentSource('savedShippingAddress', savedAddressRef),
];
