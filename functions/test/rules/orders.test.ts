// orders/{id}: created by the payment webhook and moved on by the order functions only; read by its
// buyer, its seller and admins.
import { describeBuyerSellerDocument } from './buyer-seller-document.js';
import { SEEDED_AT } from './marketplace-roles.js';

describeBuyerSellerDocument({
  collection: 'orders',
  id: 'checkout-1',
  make: (buyerUid, sellerUid) => ({
    listingId: 'listing-1',
    buyerUid,
    sellerUid,
    status: 'paid',
    itemCents: 6000,
    totalCents: 6760,
    protectionEndsAt: null,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  }),
  orderField: 'createdAt',
  plausibleUpdate: { status: 'completed' },
  invalidUpdate: { totalCents: -1 },
});
