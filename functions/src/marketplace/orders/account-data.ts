// A person's buying and selling records for export and deletion (decision 003): offers, open
// payments (and the marker of their last hold), orders as buyer or seller, ratings they wrote, order messages they sent, their
// shipping addresses (on their orders and the saved one) and the pickup codes shown to them. An order
// stays for the other party, with the deleted person's name replaced and their uid cleared.
import { db } from '../../lib/admin.js';
import { querySource, type UserDataSource } from '../../lib/data-source.js';
import { FORMER_MEMBER } from '../account-data.js';
import { CHECKOUT_HOLDS_SOURCE } from '../checkout/holds.js';
import { SHIPPING_USER_DATA_SOURCES } from './order-shipping.js';
import { PICKUP_CODES } from './pickup-code.js';
import { ratingsWrittenSource } from './rating.js';

const byField = (collection: string, field: string) => (uid: string) =>
  db().collection(collection).where(field, '==', uid);

const offersAsBuyer = querySource('offersMade', byField('offers', 'buyerUid'));
const checkoutsSource = querySource('checkouts', byField('checkouts', 'buyerUid'));
const pickupCodesSource = querySource('pickupCodes', byField(PICKUP_CODES, 'buyerUid'));
const messagesSource = querySource('orderMessagesSent', (uid) =>
  db().collectionGroup('messages').where('senderUid', '==', uid),
);
/** The pacing marker each sender keeps per order thread (orders/{id}/messageMarkers/{uid}). */
const messageMarkersSource = querySource('orderMessageMarkers', (uid) =>
  db().collectionGroup('messageMarkers').where('uid', '==', uid),
);

/** Orders as buyer and as seller: exported whole; on deletion the other party keeps the order, nameless. */
function ordersSource(role: 'buyer' | 'seller'): UserDataSource {
  const uidField = role === 'buyer' ? 'buyerUid' : 'sellerUid';
  const nameField = role === 'buyer' ? 'buyerFirstName' : 'sellerFirstName';
  const base = querySource(role === 'buyer' ? 'purchases' : 'sales', byField('orders', uidField));
  return {
    name: base.name,
    collect: (uid) => base.collect(uid),
    remove: async (uid) => {
      for (;;) {
        const snap = await byField('orders', uidField)(uid).limit(400).get();
        if (snap.empty) return;
        const batch = db().batch();
        for (const d of snap.docs) batch.update(d.ref, { [uidField]: 'deleted', [nameField]: FORMER_MEMBER });
        await batch.commit();
      }
    },
  };
}

export const ORDER_USER_DATA_SOURCES: readonly UserDataSource[] = [
  offersAsBuyer,
  checkoutsSource,
  CHECKOUT_HOLDS_SOURCE,
  ordersSource('buyer'),
  ordersSource('seller'),
  ratingsWrittenSource,
  messagesSource,
  messageMarkersSource,
  pickupCodesSource,
  ...SHIPPING_USER_DATA_SOURCES,
];
