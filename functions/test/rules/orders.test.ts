// orders/{id}: created by the payment webhook and moved on by the order functions only; read by its
// buyer, its seller and admins; one that does not exist yet reads as nothing to any signed-in parent.
import { doc, getDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { describeBuyerSellerDocument } from './buyer-seller-document.js';
import { PARTIES, SEEDED_AT, asParty } from './marketplace-roles.js';
import { expectRule, useRulesEnv, verdict } from './setup.js';

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

// The buyer's landing page listens to orders/{checkoutId} before the payment notice has made it.
describe('orders/{id} that does not exist yet', () => {
  const rules = useRulesEnv('orders-missing');
  for (const party of PARTIES) {
    it(`${party}: get of a missing order ${verdict(party !== 'signed out')} (nothing to read)`, async () => {
      await expectRule(party !== 'signed out', getDoc(doc(asParty(rules, party), 'orders/not-made-yet')));
    });
  }
});
