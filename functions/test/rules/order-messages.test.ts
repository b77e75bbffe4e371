// orders/{orderId}/messages/{messageId}: the order's thread. Its buyer and seller (read from the
// parent order) and admins read it (limit 100); only the buyer and seller post, as themselves, 1 to
// MARKETPLACE_LIMITS.message characters that are not all whitespace, at the server's time, with no
// other keys, and not from a deleted account; nobody edits or deletes a message.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  limit,
  orderBy,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MARKETPLACE_LIMITS } from '../../src/shared/marketplace.js';
import { BUYER, PARTIES, SELLER, SEEDED_AT, asParty, only, type Party } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

const THREAD = 'orders/order-1/messages';
const OTHERS_THREAD = 'orders/between-others/messages';
const uidOf: Partial<Record<Party, string>> = { seller: SELLER, buyer: BUYER };
const message = (senderUid: string, overrides: Record<string, unknown> = {}) => ({
  senderUid,
  text: 'Could we meet at the library on Saturday?',
  createdAt: serverTimestamp(),
  ...overrides,
});
const rules = useRulesEnv('order-messages', () => ({
  'orders/order-1': { buyerUid: BUYER, sellerUid: SELLER, status: 'paid', createdAt: SEEDED_AT },
  [`${THREAD}/first`]: { senderUid: BUYER, text: 'Hello!', createdAt: SEEDED_AT },
  'orders/between-others': { buyerUid: 'another-buyer-uid', sellerUid: 'another-seller-uid', status: 'paid' },
  [`${OTHERS_THREAD}/first`]: { senderUid: 'another-buyer-uid', text: 'Hi', createdAt: SEEDED_AT },
}));

describe('orders/{orderId}/messages/{messageId} by party', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const reads = only(['buyer', 'seller', 'admin'])(party);
    const posts = only(['buyer', 'seller'])(party);
    const isAdmin = party === 'admin';

    it(`${party}: get and list (limit 100) of the order's thread ${verdict(reads)}`, async () => {
      await expectRule(reads, getDoc(doc(db(), `${THREAD}/first`)));
      await expectRule(reads, list(db(), THREAD, orderBy('createdAt', 'asc'), limit(100)));
      await assertFails(list(db(), THREAD, limit(101)));
      await assertFails(list(db(), THREAD));
    });

    it(`${party}: reading another order's thread ${verdict(isAdmin)}`, async () => {
      await expectRule(isAdmin, getDoc(doc(db(), `${OTHERS_THREAD}/first`)));
      await expectRule(isAdmin, list(db(), OTHERS_THREAD, limit(50)));
    });

    it(`${party}: posting a message as themselves ${verdict(posts)}`, async () => {
      await expectRule(posts, addDoc(collection(db(), THREAD), message(uidOf[party] ?? 'someone')));
    });

    it(`${party}: posting in another order's thread fails`, async () => {
      await assertFails(addDoc(collection(db(), OTHERS_THREAD), message(uidOf[party] ?? 'someone')));
    });

    it(`${party}: editing or deleting a message fails, their own included`, async () => {
      await assertFails(updateDoc(doc(db(), `${THREAD}/first`), { text: 'Edited' }));
      await assertFails(updateDoc(doc(db(), `${THREAD}/first`), { text: 42 }));
      await assertFails(deleteDoc(doc(db(), `${THREAD}/first`)));
    });
  }

  const buyer = () => asParty(rules, 'buyer');
  const max = MARKETPLACE_LIMITS.message;

  it.each([
    [`a text of ${max + 1} characters`, message(BUYER, { text: 'x'.repeat(max + 1) })],
    ['an empty text', message(BUYER, { text: '' })],
    ['a text of only whitespace', message(BUYER, { text: ' \n\t ' })],
    ['a text that is not a string', message(BUYER, { text: ['Hello'] })],
    ['the seller as the sender (impersonation)', message(SELLER)],
    ['another user as the sender', message('other-uid')],
    ['a client-chosen createdAt', message(BUYER, { createdAt: new Date('2026-11-01T10:00:00Z') })],
    ['an extra key', message(BUYER, { readAt: null })],
    ['no createdAt', { senderUid: BUYER, text: 'Hi' }],
  ])('buyer: a message with %s is refused', async (_what, data) => {
    await assertFails(addDoc(collection(buyer(), THREAD), data));
  });

  it(`buyer: a text of exactly ${max} characters, or with line breaks, is accepted`, async () => {
    await assertSucceeds(addDoc(collection(buyer(), THREAD), message(BUYER, { text: 'x'.repeat(max) })));
    await assertSucceeds(addDoc(collection(buyer(), THREAD), message(BUYER, { text: '\nSee you\nat 10 ' })));
  });

  it('seller: impersonating the buyer is refused', async () => {
    await assertFails(addDoc(collection(asParty(rules, 'seller'), THREAD), message(BUYER)));
  });

  it('buyer: a thread of an order that does not exist is refused', async () => {
    await assertFails(setDoc(doc(buyer(), 'orders/no-such-order/messages/m'), message(BUYER)));
    await assertFails(getDoc(doc(buyer(), 'orders/no-such-order/messages/m')));
  });

  it('buyer: after the account is deleted its token can no longer post', async () => {
    await rules.withoutRules((fs) => setDoc(doc(fs, `deletedAccounts/${BUYER}`), { deletedAt: new Date() }));
    await assertFails(addDoc(collection(buyer(), THREAD), message(BUYER)));
  });
});
