// Offers are paced per person (issue 23 #12): a few offers a day on one listing, ten new offers an
// hour, thirty answers an hour, so offer-and-withdraw rounds cannot flood a seller with notifications;
// a refused amount is not counted.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { createApp } from '../../http/app.js';
import { db } from '../../lib/admin.js';
import { writeListing } from '../moderation/test-fixtures.js';
import { OFFER_ANSWER_LIMIT, OFFER_LIMIT, OFFER_ROUNDS_LIMIT } from './offer-pacing.js';
import { offerId, offerRef, respondToOffer, type OfferDoc } from './offers.js';

const app = createApp();

const post = (user: SignedInUser, path: string, body: object) => request(app).post(path).set(bearer(user)).send(body);
const offer = (buyer: SignedInUser, listingId: string, amountCents = 9000) =>
  post(buyer, `/api/marketplace/listings/${listingId}/offers`, { amountCents });
const withdraw = (buyer: SignedInUser, listingId: string) =>
  post(buyer, `/api/marketplace/offers/${offerId(listingId, buyer.uid)}/respond`, { action: 'withdraw' });

async function offerNotifications(sellerUid: string): Promise<number> {
  const snap = await db().collection('notifications').where('uid', '==', sellerUid).get();
  return snap.docs.filter((d) => d.get('kind') === 'offer').length;
}

describe('offer pacing', () => {
  it('allows 3 offers a day on one listing: 10 offer-and-withdraw rounds send the seller 6 notifications, not 20', async () => {
    const [seller, buyer] = await Promise.all([signedInUser(), signedInUser()]);
    const listing = await writeListing(seller.uid, { priceCents: 12000 });
    // An amount refused is not an offer, and is not counted.
    expect((await offer(buyer, listing.id, 100)).status).toBe(400);
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const made = await offer(buyer, listing.id);
      statuses.push(made.status);
      if (made.status !== 201) {
        expect(made.status).toBe(429);
        expect(made.body).toEqual({ error: OFFER_ROUNDS_LIMIT.message });
        break;
      }
      expect((await withdraw(buyer, listing.id)).status).toBe(200);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await offerNotifications(seller.uid)).toBe(6);
  });

  it('allows 10 new offers an hour across listings; the 11th is refused and nothing is written', async () => {
    const [seller, buyer] = await Promise.all([signedInUser(), signedInUser()]);
    const listings = await Promise.all(
      Array.from({ length: 11 }, () => writeListing(seller.uid, { priceCents: 12000 })),
    );
    expect(OFFER_LIMIT.max).toBe(10);
    for (const listing of listings.slice(0, 10)) expect((await offer(buyer, listing.id)).status).toBe(201);
    const last = listings[10]?.id ?? '';
    const refused = await offer(buyer, last);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: OFFER_LIMIT.message });
    expect((await db().collection('offers').doc(offerId(last, buyer.uid)).get()).exists).toBe(false);
    expect(await offerNotifications(seller.uid)).toBe(10);
  });

  it('allows 30 answers an hour by one person: the 31st is refused and changes nothing; others answer as before', async () => {
    const [seller, buyer] = await Promise.all([signedInUser(), signedInUser()]);
    const listing = await writeListing(seller.uid, { priceCents: 12000 });
    const now = Date.now();
    // Open offers from 32 buyers (one is a real account, to withdraw its own), in the offers' shape.
    const buyerUids = [buyer.uid, ...Array.from({ length: 31 }, (_, i) => `test-buyer-${i}-${listing.id}`)];
    const offers = buyerUids.map((buyerUid): OfferDoc => ({
      id: offerId(listing.id, buyerUid),
      listingId: listing.id,
      listingTitle: listing.title,
      buyerUid,
      sellerUid: seller.uid,
      buyerFirstName: 'Sam',
      amountCents: 9000,
      lastMoveBy: 'buyer',
      status: 'open',
      history: [{ by: 'buyer', action: 'offer', amountCents: 9000, at: now }],
      message: '',
      createdAt: now,
      updatedAt: now,
      expiresAt: now + 48 * 60 * 60 * 1000,
      firstAnsweredAt: null,
    }));
    const batch = db().batch();
    for (const o of offers) batch.set(offerRef(o.id), o);
    await batch.commit();
    const [own, ...others] = offers.map((o) => o.id);

    expect(OFFER_ANSWER_LIMIT.max).toBe(30);
    for (const id of others.slice(0, 30)) await respondToOffer(seller.uid, id, { action: 'decline' }, now);
    const over = others[30] ?? '';
    const refused = await post(seller, `/api/marketplace/offers/${over}/respond`, { action: 'decline' });
    expect([refused.status, refused.body]).toEqual([429, { error: OFFER_ANSWER_LIMIT.message }]);
    expect((await offerRef(over).get()).get('status')).toBe('open');
    expect(await offerNotifications(buyerUids[31] ?? '')).toBe(0);

    // Another person's answers are counted on their own.
    const withdrawn = await post(buyer, `/api/marketplace/offers/${own}/respond`, { action: 'withdraw' });
    expect([withdrawn.status, (withdrawn.body as OfferDoc).status]).toEqual([200, 'withdrawn']);
    // An hour after the first answer, the seller may answer again.
    const later = await respondToOffer(seller.uid, over, { action: 'decline' }, now + 60 * 60 * 1000);
    expect(later.status).toBe('declined');
  });
});
