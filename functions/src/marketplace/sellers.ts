// sellers/{uid}: the seller as buyers see them (first name, city, rating, response time, completed
// sales), and the copy of it on each of their listings, so a listing page stays one read (decision 013).
import type { DocumentReference } from 'firebase-admin/firestore';
import { adminAuth, db } from '../lib/admin.js';
import { isUserNotFound } from '../lib/auth.js';
import { userRef } from '../lib/collections.js';
import type { ListingSeller } from '../shared/marketplace.js';

export const SELLERS = 'sellers';
/** Shown when a person has given no first name anywhere. */
export const UNNAMED_SELLER = 'A parent';
const FIRST_NAME_MAX = 40;
const CITY_MAX = 60;
const ALREADY_EXISTS = 6;
const BATCH = 400;

export interface SellerDoc extends ListingSeller {
  city: string;
  joinedAt: number;
}

export function sellerRef(uid: string): DocumentReference {
  return db().collection(SELLERS).doc(uid);
}

/** The ListingSeller fields of a sellers/{uid} document (defaults for anything missing). */
export function listingSellerOf(uid: string, data: Partial<SellerDoc> | undefined): ListingSeller {
  return {
    uid,
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
 * The seller record of `uid`, created on their first listing with the city of that listing
 * (`city`, or the city of their oldest listing when not given).
 */
export async function ensureSeller(uid: string, city?: string, now: number = Date.now()): Promise<ListingSeller> {
  const ref = sellerRef(uid);
  const snap = await ref.get();
  if (snap.exists) return listingSellerOf(uid, snap.data());
  let where = city;
  if (!where) {
    // Filtered in memory, so this rare path needs no composite index.
    const theirs = await db().collection('listings').where('sellerUid', '==', uid).limit(200).get();
    const oldest = theirs.docs.sort((a, b) => Number(a.get('createdAt')) - Number(b.get('createdAt')))[0];
    where = (oldest?.get('pickup.city') as string | undefined) ?? '';
  }
  const doc: SellerDoc = {
    ...listingSellerOf(uid, { firstName: await firstNameOf(uid) }),
    city: where.slice(0, CITY_MAX),
    joinedAt: now,
  };
  try {
    await ref.create(doc);
  } catch (error) {
    // Two first listings at once: the other request made it; use theirs.
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    return listingSellerOf(uid, (await ref.get()).data());
  }
  return listingSellerOf(uid, doc);
}

/** Copies the seller's current record onto every listing of theirs that is not removed. */
export async function syncSellerToListings(uid: string, now: number = Date.now()): Promise<number> {
  const seller = listingSellerOf(uid, (await sellerRef(uid).get()).data());
  const listings = await db().collection('listings').where('sellerUid', '==', uid).get();
  const live = listings.docs.filter((d) => d.get('status') !== 'removed');
  for (let i = 0; i < live.length; i += BATCH) {
    const batch = db().batch();
    // updatedAt moves so the search index (refreshed by updatedAt) picks up the new rating.
    for (const d of live.slice(i, i + BATCH)) batch.update(d.ref, { seller, updatedAt: now });
    await batch.commit();
  }
  return live.length;
}
