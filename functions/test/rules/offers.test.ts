// offers/{listingId}_{buyerUid}: one negotiation per buyer and listing, written by the offer functions
// only; read by its buyer, its seller and admins.
import { describeBuyerSellerDocument } from './buyer-seller-document.js';
import { SEEDED_AT } from './marketplace-roles.js';

describeBuyerSellerDocument({
  collection: 'offers',
  id: 'listing-1_buyer-uid',
  make: (buyerUid, sellerUid) => ({
    listingId: 'listing-1',
    buyerUid,
    sellerUid,
    status: 'open',
    amountCents: 4000,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  }),
  orderField: 'updatedAt',
  plausibleUpdate: { status: 'accepted' },
  invalidUpdate: { amountCents: 'a lot' },
});
