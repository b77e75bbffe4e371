// orderShipping/{orderId}: a shipped order's address, written by the payment webhook only. The buyer
// and admins get it; the seller gets it while the order is open and until SELLER_ADDRESS_DAYS after
// it completes, then not; nobody else, and nobody lists or writes it. users/{uid}/shippingAddresses:
// the buyer's saved address, which only its owner reads (the checkout function writes it).
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { usAddressSchema } from '../../src/shared/schemas/shipping-address.js';
import { SELLER_ADDRESS_DAYS, type UsAddress } from '../../src/shared/shipping.js';
import { BUYER, PARTIES, SELLER, SEEDED_AT, asParty, only } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

const DAY = 24 * 60 * 60 * 1000;
// Parsed with the one schema, so the rules test holds the same shape the webhook stores.
const address: UsAddress = usAddressSchema.parse({
  name: 'Sam Okoro',
  line1: '210 Prospect Park West',
  line2: 'Apt 3',
  city: 'Brooklyn',
  state: 'ny',
  zip: '11215-4321',
});

const shipping = (orderId: string) => ({
  orderId,
  buyerUid: BUYER,
  sellerUid: SELLER,
  address,
  from: { firstName: 'Priya', city: 'Brooklyn', state: 'NY' },
  createdAt: SEEDED_AT.getTime(),
});
const order = (completedAt: number | null) => ({ buyerUid: BUYER, sellerUid: SELLER, status: 'paid', completedAt });

const rules = useRulesEnv('order-shipping', () => {
  const now = Date.now();
  return {
    'orders/open': order(null),
    'orderShipping/open': shipping('open'),
    'orders/recent': { ...order(now - (SELLER_ADDRESS_DAYS - 1) * DAY), status: 'completed' },
    'orderShipping/recent': shipping('recent'),
    'orders/old': { ...order(now - (SELLER_ADDRESS_DAYS + 1) * DAY), status: 'completed' },
    'orderShipping/old': shipping('old'),
    [`users/${BUYER}/shippingAddresses/default`]: { uid: BUYER, address, updatedAt: SEEDED_AT.getTime() },
  };
});

describe('orderShipping/{orderId} by party', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const whileShipping = only(['buyer', 'seller', 'admin'])(party);
    const afterWindow = only(['buyer', 'admin'])(party);

    it(`${party}: get of an open order's address ${verdict(whileShipping)}`, async () => {
      await expectRule(whileShipping, getDoc(doc(db(), 'orderShipping/open')));
    });

    it(`${party}: get ${SELLER_ADDRESS_DAYS - 1} days after completion ${verdict(whileShipping)}; ${SELLER_ADDRESS_DAYS + 1} days after ${verdict(afterWindow)}`, async () => {
      await expectRule(whileShipping, getDoc(doc(db(), 'orderShipping/recent')));
      await expectRule(afterWindow, getDoc(doc(db(), 'orderShipping/old')));
    });

    it(`${party}: list fails, even filtered to the party`, async () => {
      await assertFails(list(db(), 'orderShipping', where('buyerUid', '==', BUYER), limit(10)));
      await assertFails(list(db(), 'orderShipping', where('sellerUid', '==', SELLER), limit(10)));
    });

    it(`${party}: create, update and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'orderShipping/new'), shipping('new')));
      await assertFails(updateDoc(doc(db(), 'orderShipping/open'), { 'address.line1': '1 Elsewhere St' }));
      await assertFails(deleteDoc(doc(db(), 'orderShipping/open')));
    });
  }
});

describe('users/{uid}/shippingAddresses/{id} by party', () => {
  const path = `users/${BUYER}/shippingAddresses/default`;
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const isOwner = party === 'buyer';

    it(`${party}: get of the buyer's saved address ${verdict(isOwner)}; list, create, update and delete fail`, async () => {
      await expectRule(isOwner, getDoc(doc(db(), path)));
      await assertFails(list(db(), `users/${BUYER}/shippingAddresses`, limit(1)));
      await assertFails(setDoc(doc(db(), path), { uid: BUYER, address, updatedAt: Date.now() }));
      await assertFails(updateDoc(doc(db(), path), { 'address.zip': '10001' }));
      await assertFails(deleteDoc(doc(db(), path)));
    });
  }
});
