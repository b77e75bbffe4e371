// sellers/{sellerId}: the seller as buyers see them (first name, city, rating, response time, completed
// sales), and the copy of it on each of their listings, so a listing page stays one read (decision 013).
import type { DocumentReference } from 'firebase-admin/firestore';
import { adminAuth, db } from '../lib/admin.js';
import { isUserNotFound } from '../lib/auth.js';
import { userRef } from '../lib/collections.js';
import { runTransaction } from '../lib/transactions.js';
import { LISTING_LIMITS, type ListingSeller, type ListingStatus } from '../shared/marketplace.js';

export const SELLERS = 'sellers';
export const SELLER_IDS = 'sellerIds';
export const SELLER_ACCOUNTS = 'sellerAccounts';
/** Shown when a person has given no first name anywhere. */
export const UNNAMED_SELLER = 'A parent';
const FIRST_NAME_MAX = 40;
const CITY_MAX = 60;
const ALREADY_EXISTS = 6;
const BATCH = 400;

/** The listings that carry the seller's current record: those a buyer can still act on. */
export const SELLER_SYNCED_STATUSES: ListingStatus[] = ['active', 'reserved'];
/** Entries each cache holds before it starts again (an id is 20 characters: well under 1 MB). */
const CACHE_MAX = 10_000;

export interface SellerDoc extends ListingSeller {
  city: string;
  joinedAt: number;
}

/** sellers/{sellerId}: the public profile, keyed by the seller's public id (never a uid). */
export function sellerRef(sellerId: string): DocumentReference {
  return db().collection(SELLERS).doc(sellerId);
}

/** sellerAccounts/{uid}: balance, payouts and `sellerId`, the seller's public id; its owner reads it. */
export function sellerAccountRef(uid: string): DocumentReference {
  return db().collection(SELLER_ACCOUNTS).doc(uid);
}

/** sellerIds/{sellerId} {sellerId, uid, createdAt}: from the public id back to the account; closed to clients. */
export function sellerIdRef(sellerId: string): DocumentReference {
  return db().collection(SELLER_IDS).doc(sellerId);
}

// Both directions never change once made, so each instance keeps what it has read.
const idByUid = new Map<string, string>();
const uidById = new Map<string, string>();

function remember(uid: string, sellerId: string): void {
  if (idByUid.size >= CACHE_MAX) idByUid.clear();
  if (uidById.size >= CACHE_MAX) uidById.clear();
  idByUid.set(uid, sellerId);
  uidById.set(sellerId, uid);
}

/** Forgets a seller's ids in this instance (account deletion removes both documents). */
export function forgetSellerIds(uid: string, sellerId: string | null): void {
  idByUid.delete(uid);
  if (sellerId) uidById.delete(sellerId);
}

/** The public id of `uid`'s seller record, or null when they have never listed anything. */
export async function sellerIdOf(uid: string): Promise<string | null> {
  const known = idByUid.get(uid);
  if (known) return known;
  const sellerId = (await sellerAccountRef(uid).get()).get('sellerId') as unknown;
  if (typeof sellerId !== 'string' || !sellerId) return null;
  remember(uid, sellerId);
  return sellerId;
}

/** The account behind a public seller id, or null when it is unknown (or the account was deleted). */
export async function sellerUidOf(sellerId: string): Promise<string | null> {
  if (!sellerId) return null;
  const known = uidById.get(sellerId);
  if (known) return known;
  const uid = (await sellerIdRef(sellerId).get()).get('uid') as unknown;
  if (typeof uid !== 'string' || !uid) return null;
  remember(uid, sellerId);
  return uid;
}

/** The seller uid of a listing, for the functions that notify or check them (null: account gone). */
export async function listingSellerUid(listing: { sellerId: string }): Promise<string | null> {
  return sellerUidOf(listing.sellerId);
}

/**
 * The public id of `uid` as a seller, made on their first listing: a random document id, joined to the
 * uid only in sellerIds/{sellerId} (closed) and sellerAccounts/{uid} (the owner's), so nothing public
 * can be joined to their account (issue 23 #7).
 */
export async function ensureSellerId(uid: string, now: number = Date.now()): Promise<string> {
  const known = await sellerIdOf(uid);
  if (known) return known;
  const sellerId = await runTransaction(async (tx) => {
    const account = await tx.get(sellerAccountRef(uid));
    const current = account.get('sellerId') as unknown;
    if (typeof current === 'string' && current) return current;
    const fresh = db().collection(SELLERS).doc().id;
    tx.set(sellerAccountRef(uid), { uid, sellerId: fresh }, { merge: true });
    tx.create(sellerIdRef(fresh), { sellerId: fresh, uid, createdAt: now });
    return fresh;
  });
  remember(uid, sellerId);
  return sellerId;
}

/** The ListingSeller fields of a sellers/{sellerId} document (defaults for anything missing). */
export function listingSellerOf(sellerId: string, data: Partial<SellerDoc> | undefined): ListingSeller {
  return {
    id: sellerId,
    firstName: typeof data?.firstName === 'string' && data.firstName ? data.firstName : UNNAMED_SELLER,
    ratingAverage: typeof data?.ratingAverage === 'number' ? data.ratingAverage : null,
    ratingCount: typeof data?.ratingCount === 'number' ? data.ratingCount : 0,
    responseHours: typeof data?.responseHours === 'number' ? data.responseHours : null,
    completedSales: typeof data?.completedSales === 'number' ? data.completedSales : 0,
  };
}

/** users/{uid}.first, else the first word of the Auth display name; never the last name. */
async function firstNameOf(uid: string): Promise<string> {
  const first = (await userRef(uid).get()).get('first') as unknown;
  if (typeof first === 'string' && first.trim()) return first.trim().slice(0, FIRST_NAME_MAX);
  try {
    const word = (await adminAuth().getUser(uid)).displayName?.trim().split(/\s+/)[0];
    return word ? word.slice(0, FIRST_NAME_MAX) : UNNAMED_SELLER;
  } catch (error) {
    if (isUserNotFound(error)) return UNNAMED_SELLER;
    throw error;
  }
}

/**
 * The seller record of `uid` (sellers/{sellerId}), created on their first listing with the city of that
 * listing (`city`, or the city of their oldest listing when not given).
 */
export async function ensureSeller(uid: string, city?: string, now: number = Date.now()): Promise<ListingSeller> {
  const sellerId = await ensureSellerId(uid, now);
  const ref = sellerRef(sellerId);
  const snap = await ref.get();
  if (snap.exists) return listingSellerOf(sellerId, snap.data());
  let where = city;
  if (!where) {
    // Filtered in memory, so this rare path needs no composite index.
    const theirs = await db().collection('listings').where('sellerId', '==', sellerId).limit(200).get();
    const oldest = theirs.docs.sort((a, b) => Number(a.get('createdAt')) - Number(b.get('createdAt')))[0];
    where = (oldest?.get('pickup.city') as string | undefined) ?? '';
  }
  const doc: Omit<SellerDoc, 'id'> = {
    ...withoutId(listingSellerOf(sellerId, { firstName: await firstNameOf(uid) })),
    city: where.slice(0, CITY_MAX),
    joinedAt: now,
  };
  try {
    await ref.create(doc);
  } catch (error) {
    // Two first listings at once: the other request made it; use theirs.
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    return listingSellerOf(sellerId, (await ref.get()).data());
  }
  return listingSellerOf(sellerId, doc);
}

function withoutId(seller: ListingSeller): Omit<ListingSeller, 'id'> {
  const { id: _id, ...rest } = seller;
  return rest;
}

/** Copies the seller's current record onto every listing of theirs that is not removed. */
export async function syncSellerToListings(sellerId: string): Promise<number> {
  const seller = listingSellerOf(sellerId, (await sellerRef(sellerId).get()).data());
  // Only the listings buyers can still act on: at most LISTING_LIMITS.maxActive, so the cost of a
  // settled order or a rating no longer grows with everything the seller ever listed. A sold
  // listing keeps the seller's record as it was when it sold. updatedAt stays put: the seller's
  // numbers are not a change to the listing (the search copy takes them at its next full load).
  const live = await db()
    .collection('listings')
    .where('sellerId', '==', sellerId)
    .where('status', 'in', SELLER_SYNCED_STATUSES)
    .limit(LISTING_LIMITS.maxActive)
    .get();
  for (let i = 0; i < live.docs.length; i += BATCH) {
    const batch = db().batch();
    for (const d of live.docs.slice(i, i + BATCH)) batch.update(d.ref, { seller });
    await batch.commit();
  }
  return live.size;
}
