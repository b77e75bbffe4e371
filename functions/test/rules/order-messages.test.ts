// orders/{orderId}/messages/{messageId}: the order's thread. Its buyer and seller (read from the
// parent order) and admins read it (limit 100); only the buyer and seller post, as themselves, 1 to
// MARKETPLACE_LIMITS.message characters that are not all whitespace, at the server's time, with no
// other keys, and not from a deleted account; nobody edits or deletes a message. Each message moves
// the sender's marker (orders/{id}/messageMarkers/{uid}) in the same batch: one message a request, one
// every 2 seconds per sender and thread.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  limit,
  orderBy,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type CollectionReference,
  type DocumentData,
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
/** Posts as the web does: the message and the sender's marker in one batch (the rules pace on the marker). */
function addDoc(thread: CollectionReference, data: DocumentData, markerUid = String(data.senderUid)) {
  const message = doc(thread);
  const batch = writeBatch(thread.firestore);
  batch.set(message, data);
  const marker = doc(thread.firestore, `${thread.parent?.path ?? ''}/messageMarkers/${markerUid}`);
  batch.set(marker, { uid: markerUid, lastMessageAt: serverTimestamp(), messageId: message.id });
  return batch.commit();
}

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
    // Another sender: one person's next message waits 2 seconds.
    const seller = asParty(rules, 'seller');
    await assertSucceeds(addDoc(collection(seller, THREAD), message(SELLER, { text: '\nSee you\nat 10 ' })));
  });

  it('seller: impersonating the buyer is refused', async () => {
    await assertFails(addDoc(collection(asParty(rules, 'seller'), THREAD), message(BUYER)));
  });

  it('buyer: a thread of an order that does not exist is refused', async () => {
    await assertFails(setDoc(doc(buyer(), 'orders/no-such-order/messages/m'), message(BUYER)));
    await assertFails(getDoc(doc(buyer(), 'orders/no-such-order/messages/m')));
  });

  it('buyer: one message a request and one every 2 seconds (issue 23 #12: 100 in one request)', async () => {
    const fs = buyer();
    const thread = collection(fs, THREAD);
    // Many messages in one batch: only one of them can be the marker's message.
    const batch = writeBatch(fs);
    const first = doc(thread);
    batch.set(first, message(BUYER));
    for (let i = 0; i < 99; i++) batch.set(doc(thread), message(BUYER, { text: `Spam ${i}` }));
    batch.set(doc(fs, `orders/order-1/messageMarkers/${BUYER}`), {
      uid: BUYER,
      lastMessageAt: serverTimestamp(),
      messageId: first.id,
    });
    await assertFails(batch.commit());
    // A message without the marker, or a marker without its message, fails.
    await assertFails(setDoc(doc(thread), message(BUYER)));
    await assertFails(
      setDoc(doc(fs, `orders/order-1/messageMarkers/${BUYER}`), {
        uid: BUYER,
        lastMessageAt: serverTimestamp(),
        messageId: 'nothing-posted',
      }),
    );
    // One message goes through; the next one straight after is refused.
    await assertSucceeds(addDoc(thread, message(BUYER)));
    await assertFails(addDoc(thread, message(BUYER, { text: 'And again' })));
    // The seller's own pace is theirs: the buyer's message does not hold them up.
    await assertSucceeds(addDoc(collection(asParty(rules, 'seller'), THREAD), message(SELLER)));
  });

  it("buyer: another person's marker cannot be written, and markers are read only by their owner", async () => {
    const fs = buyer();
    const message1 = doc(collection(fs, THREAD));
    const batch = writeBatch(fs);
    batch.set(message1, message(BUYER));
    batch.set(doc(fs, `orders/order-1/messageMarkers/${SELLER}`), {
      uid: SELLER,
      lastMessageAt: serverTimestamp(),
      messageId: message1.id,
    });
    await assertFails(batch.commit());
    await assertFails(getDoc(doc(fs, `orders/order-1/messageMarkers/${SELLER}`)));
    await assertFails(list(fs, 'orders/order-1/messageMarkers', limit(10)));
  });

  it('buyer: after the account is deleted its token can no longer post', async () => {
    await rules.withoutRules((fs) => setDoc(doc(fs, `deletedAccounts/${BUYER}`), { deletedAt: new Date() }));
    await assertFails(addDoc(collection(buyer(), THREAD), message(BUYER)));
  });
});
