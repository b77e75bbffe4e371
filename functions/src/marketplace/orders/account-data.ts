// A person's buying and selling records for export and deletion (decision 003): offers, open
// payments, orders as buyer or seller, ratings they wrote, order messages they sent, and their
// shipping addresses (on their orders and the saved one). An order
// stays for the other party, with the deleted person's name replaced and their uid cleared.
import { db } from '../../lib/admin.js';
import { querySource, type UserDataSource } from '../../account/data-source.js';
import { FORMER_MEMBER } from '../account-data.js';
import { SHIPPING_USER_DATA_SOURCES } from './order-shipping.js';

const byField = (collection: string, field: string) => (uid: string) =>
  db().collection(collection).where(field, '==', uid);

const offersAsBuyer = querySource('offersMade', byField('offers', 'buyerUid'));
const checkoutsSource = querySource('checkouts', byField('checkouts', 'buyerUid'));
const ratingsSource = querySource('ratingsWritten', byField('ratings', 'buyerUid'));
const messagesSource = querySource('orderMessagesSent', (uid) =>
  db().collectionGroup('messages').where('senderUid', '==', uid),
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
  ordersSource('buyer'),
  ordersSource('seller'),
  ratingsSource,
  messagesSource,
  ...SHIPPING_USER_DATA_SOURCES,
];
