// Export and deletion cover a person's offers, payments, orders on both sides, ratings, messages,
// shipping addresses (on their orders and the saved one) and pickup codes; the other party keeps the order with the
// deleted person's name replaced.
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/helpers/emulators.js';
import { collectUserData, deleteUserData, USER_DATA_SOURCES } from '../../account/user-data.js';
import { db } from '../../lib/admin.js';
import { FORMER_MEMBER } from '../account-data.js';
import { TEST_ADDRESS } from '../checkout/test-address.js';
import { orderShippingRef, savedAddressRef } from './order-shipping.js';
import { pickupCodeRef } from './pickup-code.js';
import { ratingAuthorRef } from './rating.js';

describe('buying and selling records', () => {
  it('are exported, then deleted or made nameless for the other party', async () => {
    const [{ uid }, other] = await Promise.all([signedInUser(), signedInUser()]);
    const orderId = `acct-order-${uid}`;
    await Promise.all([
      db().collection('offers').doc(`l1_${uid}`).set({ buyerUid: uid, sellerUid: other.uid, amountCents: 500 }),
      db().collection('checkouts').doc(`acct-co-${uid}`).set({ buyerUid: uid, sellerUid: other.uid }),
      db()
        .collection('orders')
        .doc(orderId)
        .set({ buyerUid: uid, buyerFirstName: 'Rosa', sellerUid: other.uid, sellerFirstName: 'Ana' }),
      db()
        .collection('orders')
        .doc(`${orderId}-sale`)
        .set({ buyerUid: other.uid, sellerUid: uid, sellerFirstName: 'Rosa' }),
      db().collection('ratings').doc(`acct-rating-${uid}`).set({ buyerFirstName: 'Rosa', stars: 5 }),
      ratingAuthorRef(`acct-rating-${uid}`).set({ orderId: `acct-rating-${uid}`, buyerUid: uid, createdAt: 1 }),
      db()
        .collection('orders')
        .doc(orderId)
        .collection('messages')
        .doc('m1')
        .set({ senderUid: uid, text: 'Tuesday works.' }),
      db()
        .collection('orders')
        .doc(orderId)
        .collection('messages')
        .doc('m2')
        .set({ senderUid: other.uid, text: 'See you then.' }),
      db()
        .collection('orders')
        .doc(orderId)
        .collection('messageMarkers')
        .doc(uid)
        .set({ uid, lastMessageAt: new Date(), messageId: 'm1' }),
      orderShippingRef(orderId).set({ orderId, buyerUid: uid, sellerUid: other.uid, address: TEST_ADDRESS }),
      // The address on an order where the person is the seller is the buyer's, not theirs.
      orderShippingRef(`${orderId}-sale`).set({ buyerUid: other.uid, sellerUid: uid, address: TEST_ADDRESS }),
      savedAddressRef(uid).set({ uid, address: TEST_ADDRESS, updatedAt: 1 }),
      pickupCodeRef(orderId).set({ orderId, buyerUid: uid, code: '042917', createdAt: 1 }),
    ]);

    const exported = await collectUserData(uid, USER_DATA_SOURCES);
    for (const key of [
      'offersMade',
      'checkouts',
      'purchases',
      'sales',
      'ratingsWritten',
      'orderMessagesSent',
      'orderMessageMarkers',
      'orderShippingAddresses',
      'pickupCodes',
    ]) {
      expect(exported[key], key).toHaveLength(1);
    }
    expect(exported.orderShippingAddresses).toEqual([expect.objectContaining({ id: orderId, address: TEST_ADDRESS })]);
    expect(exported.savedShippingAddress).toMatchObject({ address: TEST_ADDRESS });

    await deleteUserData(uid, USER_DATA_SOURCES);
    const purchase = (await db().collection('orders').doc(orderId).get()).data()!;
    expect(purchase).toMatchObject({ buyerUid: 'deleted', buyerFirstName: FORMER_MEMBER, sellerUid: other.uid });
    expect((await db().collection('orders').doc(`${orderId}-sale`).get()).data()).toMatchObject({
      sellerUid: 'deleted',
      sellerFirstName: FORMER_MEMBER,
    });
    expect((await db().collection('offers').doc(`l1_${uid}`).get()).exists).toBe(false);
    expect((await db().collection('ratings').doc(`acct-rating-${uid}`).get()).exists).toBe(false);
    expect((await ratingAuthorRef(`acct-rating-${uid}`).get()).exists).toBe(false);
    const messages = await db().collection('orders').doc(orderId).collection('messages').get();
    expect(messages.docs.map((d) => d.id)).toEqual(['m2']);
    expect((await db().collection('orders').doc(orderId).collection('messageMarkers').doc(uid).get()).exists).toBe(
      false,
    );
    expect((await orderShippingRef(orderId).get()).exists).toBe(false);
    expect((await savedAddressRef(uid).get()).exists).toBe(false);
    expect((await pickupCodeRef(orderId).get()).exists).toBe(false);
    expect((await orderShippingRef(`${orderId}-sale`).get()).exists).toBe(true);
  });
});
