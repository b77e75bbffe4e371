// Pacing offers (issue 23 #12: 10 offer-and-withdraw rounds sent a seller 20 notifications). Every
// move notifies the other side, so each is counted per person, inside the move's own transaction.
import type { Transaction } from 'firebase-admin/firestore';
import { countInTransaction, rateLimitKey, type RateLimit } from '../../lib/rate-limit.js';

/** New offers by one buyer, across listings. */
export const OFFER_LIMIT: RateLimit = {
  scope: 'offer',
  max: 10,
  windowMs: 60 * 60 * 1000,
  message: 'You have made a lot of offers in the last hour. Please try again later.',
};
/** Offers by one buyer on one listing: a withdrawn offer can be made again, a few times a day. */
export const OFFER_ROUNDS_LIMIT: RateLimit = {
  scope: 'offer-rounds',
  max: 3,
  windowMs: 24 * 60 * 60 * 1000,
  message: 'You have made 3 offers on this item today. You can make another tomorrow, or buy it now.',
};
/** Answers (accept, decline, counter, withdraw) by one person. */
export const OFFER_ANSWER_LIMIT: RateLimit = {
  scope: 'offer-answer',
  max: 30,
  windowMs: 60 * 60 * 1000,
  message: 'You have answered a lot of offers in the last hour. Please try again later.',
};

/**
 * Counts a new offer by `buyerUid` on `listingId` against both limits, in the offer's transaction (so
 * an offer refused for its amount is not counted); returns the writes to make. 429 when over either.
 */
export async function paceOffer(
  tx: Transaction,
  buyerUid: string,
  listingId: string,
  now: number,
): Promise<() => void> {
  const perBuyer = rateLimitKey(OFFER_LIMIT.scope, { uid: buyerUid, address: '' });
  const perListing = rateLimitKey(OFFER_ROUNDS_LIMIT.scope, { uid: `${buyerUid}|${listingId}`, address: '' });
  const writes = [
    await countInTransaction(tx, perBuyer, OFFER_LIMIT, now),
    await countInTransaction(tx, perListing, OFFER_ROUNDS_LIMIT, now),
  ];
  return () => writes.forEach((write) => write());
}

/** Counts one answer to an offer by `uid` in its transaction; returns the write to make. */
export function paceOfferAnswer(tx: Transaction, uid: string, now: number): Promise<() => void> {
  return countInTransaction(tx, rateLimitKey(OFFER_ANSWER_LIMIT.scope, { uid, address: '' }), OFFER_ANSWER_LIMIT, now);
}
