// Offers: one negotiation per buyer and listing (offers/{listingId}_{buyerUid}). A buyer offers at
// least half the price; the seller accepts, declines or counters; the buyer answers a counter or
// withdraws; every move gives the other side 48 hours (an expired offer is treated as such on every
// read and write). An accepted offer lets the buyer check out at that amount until it expires.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import { minimumOfferCents, OFFER_RULES, type Listing, type OfferStatus } from '../../shared/marketplace.js';
import { notify } from '../../notify/notifications.js';
import { listingSellerUid } from '../sellers.js';
import { paceOffer, paceOfferAnswer } from './offer-pacing.js';

export interface OfferMove {
  by: 'buyer' | 'seller';
  action: 'offer' | 'counter' | 'accept' | 'decline' | 'withdraw';
  amountCents: number;
  at: number;
}

export interface OfferDoc {
  id: string;
  listingId: string;
  listingTitle: string;
  buyerUid: string;
  sellerUid: string;
  buyerFirstName: string;
  amountCents: number;
  lastMoveBy: 'buyer' | 'seller';
  status: OfferStatus;
  history: OfferMove[];
  message: string;
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
  /** When the seller first answered (for their response time). */
  firstAnsweredAt: number | null;
}

const MAX_HISTORY = 20;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const offerId = (listingId: string, buyerUid: string) => `${listingId}_${buyerUid}`;
export const offerRef = (id: string): DocumentReference => db().collection('offers').doc(id);

/** The status an offer has now: an open, countered or accepted one past its time has expired. */
export function statusAt(offer: Pick<OfferDoc, 'status' | 'expiresAt'>, now: number): OfferStatus {
  const live = offer.status === 'open' || offer.status === 'countered' || offer.status === 'accepted';
  return live && offer.expiresAt <= now ? 'expired' : offer.status;
}

function checkAmount(listing: Listing, amountCents: number): void {
  const min = minimumOfferCents(listing.priceCents);
  if (amountCents < min) throw badRequest(`Offers start at half the price: at least ${dollars(min)}.`);
  if (amountCents >= listing.priceCents) throw badRequest('That is the full price: use Buy now instead.');
}

async function firstName(tx: Transaction, uid: string): Promise<string> {
  const user = await tx.get(db().collection('users').doc(uid));
  const first = user.get('first') as unknown;
  return typeof first === 'string' && first.trim() ? first.trim().slice(0, 50) : 'A buyer';
}

export async function makeOffer(
  buyerUid: string,
  listingId: string,
  input: { amountCents: number; message?: string },
  now = Date.now(),
): Promise<OfferDoc> {
  const id = offerId(listingId, buyerUid);
  const offer = await runTransaction(async (tx) => {
    const listingSnap = await tx.get(db().collection('listings').doc(listingId));
    if (!listingSnap.exists) throw notFound('That listing does not exist.');
    const listing = listingSnap.data() as Listing;
    const sellerUid = await listingSellerUid(listing);
    if (sellerUid === buyerUid) throw forbidden('You cannot make an offer on your own listing.');
    if (listing.status !== 'active' || !sellerUid) throw conflict('This item is not for sale right now.');
    checkAmount(listing, input.amountCents);
    const existing = await tx.get(offerRef(id));
    if (existing.exists) {
      const status = statusAt(existing.data() as OfferDoc, now);
      if (status === 'open' || status === 'countered' || status === 'accepted') {
        throw conflict('You already have an offer on this item. Wait for the answer, or withdraw it first.');
      }
    }
    const buyerFirstName = await firstName(tx, buyerUid);
    const countOffer = await paceOffer(tx, buyerUid, listingId, now);
    const doc: OfferDoc = {
      id,
      listingId,
      listingTitle: listing.title,
      buyerUid,
      sellerUid,
      buyerFirstName,
      amountCents: input.amountCents,
      lastMoveBy: 'buyer',
      status: 'open',
      history: [{ by: 'buyer', action: 'offer', amountCents: input.amountCents, at: now }],
      message: (input.message ?? '').slice(0, 1000),
      createdAt: now,
      updatedAt: now,
      expiresAt: now + OFFER_RULES.expiresAfterMs,
      firstAnsweredAt: null,
    };
    countOffer();
    tx.set(offerRef(id), doc);
    return doc;
  });
  await notify(offer.sellerUid, {
    kind: 'offer',
    title: `New offer: ${dollars(offer.amountCents)} for ${offer.listingTitle}`,
    body: `${offer.buyerFirstName} offered ${dollars(offer.amountCents)}. Accept, decline or counter within 48 hours.`,
    link: '/marketplace/offers',
  });
  return offer;
}

export type OfferAnswer = { action: 'accept' | 'decline' | 'withdraw' } | { action: 'counter'; amountCents: number };

export async function respondToOffer(
  uid: string,
  id: string,
  answer: OfferAnswer,
  now = Date.now(),
): Promise<OfferDoc> {
  const offer = await runTransaction(async (tx) => {
    const snap = await tx.get(offerRef(id));
    if (!snap.exists) throw notFound('That offer does not exist.');
    const current = snap.data() as OfferDoc;
    const role = uid === current.sellerUid ? 'seller' : uid === current.buyerUid ? 'buyer' : null;
    if (!role) throw forbidden('That offer is not yours.');
    const status = statusAt(current, now);
    if (status === 'expired') throw conflict('This offer has expired.');
    const myTurn = (status === 'open' && role === 'seller') || (status === 'countered' && role === 'buyer');
    const counterCents = answer.action === 'counter' ? answer.amountCents : 0;
    let next: Partial<OfferDoc>;
    if (answer.action === 'withdraw') {
      if (role !== 'buyer' || (status !== 'open' && status !== 'countered'))
        throw conflict('This offer cannot be withdrawn now.');
      next = { status: 'withdrawn' };
    } else if (!myTurn) {
      throw conflict(
        status === 'open' || status === 'countered'
          ? 'It is the other side’s turn to answer.'
          : 'This offer is closed.',
      );
    } else if (answer.action === 'accept') {
      next = { status: 'accepted', expiresAt: now + OFFER_RULES.expiresAfterMs };
    } else if (answer.action === 'decline') {
      next = { status: 'declined' };
    } else {
      if (role !== 'seller') throw forbidden('Only the seller can counter.');
      const listing = (await tx.get(db().collection('listings').doc(current.listingId))).data() as Listing | undefined;
      if (!listing || listing.status !== 'active') throw conflict('This item is not for sale right now.');
      checkAmount(listing, counterCents);
      next = { status: 'countered', amountCents: counterCents, expiresAt: now + OFFER_RULES.expiresAfterMs };
    }
    const move: OfferMove = {
      by: role,
      action: answer.action === 'counter' ? 'counter' : answer.action,
      amountCents: next.amountCents ?? current.amountCents,
      at: now,
    };
    const countAnswer = await paceOfferAnswer(tx, uid, now);
    const updated: OfferDoc = {
      ...current,
      ...next,
      lastMoveBy: role,
      history: [...current.history, move].slice(-MAX_HISTORY),
      updatedAt: now,
      firstAnsweredAt: current.firstAnsweredAt ?? (role === 'seller' ? now : null),
    };
    countAnswer();
    tx.set(offerRef(id), updated);
    return updated;
  });
  const other = uid === offer.sellerUid ? offer.buyerUid : offer.sellerUid;
  const words = {
    accepted: 'accepted',
    declined: 'declined',
    countered: `countered with ${dollars(offer.amountCents)}`,
    withdrawn: 'withdrawn',
  } as Record<string, string>;
  await notify(other, {
    kind: 'offer',
    title: `Offer ${words[offer.status] ?? offer.status}: ${offer.listingTitle}`,
    body:
      offer.status === 'accepted' && other === offer.buyerUid
        ? `Check out at ${dollars(offer.amountCents)} within 48 hours.`
        : `The offer on ${offer.listingTitle} was ${words[offer.status] ?? offer.status}.`,
    link: '/marketplace/offers',
  });
  return offer;
}
