// Test data for the safety and moderation tests: listings, orders and recalls written with the Admin
// SDK in their documented shapes, under unique ids and brands so tests never meet each other's data.
import { randomUUID } from 'node:crypto';
import { db } from '../../lib/admin.js';
import { brandSlug, listingTitleSlug, type Listing } from '../../shared/marketplace.js';
import type { Recall } from '../../shared/marketplace-safety.js';
import type { NotificationDoc } from '../../notify/notifications.js';
import { touchRecallsMeta } from '../recalls/apply-recall.js';
import { listingRecallKeys } from '../screening/recall-keys.js';
import { ensureSellerId, sellerUidOf } from '../sellers.js';

export const uniqueBrand = () => `Brand${randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** A listing of `sellerUid`'s; its sellerId is a stand-in unless given (writeListing gives the real one). */
export function listingDoc(sellerUid: string, overrides: Partial<Listing> = {}): Listing {
  const now = Date.now();
  const sellerId = overrides.sellerId ?? `seller-id-of-${sellerUid}`;
  const base: Listing = {
    id: `test-listing-${randomUUID()}`,
    sellerId,
    seller: {
      id: sellerId,
      firstName: 'Dana',
      ratingAverage: null,
      ratingCount: 0,
      responseHours: null,
      completedSales: 0,
    },
    title: 'Hatchling 30 Infant Car Seat',
    brand: 'Anchorline',
    model: 'Hatchling 30',
    productId: null,
    category: 'car-seats',
    subcategory: 'infant',
    condition: 'gently-used',
    priceCents: 9000,
    originalPriceCents: 25000,
    description: 'Clean, all labels on, never been in a crash.',
    ageMinMonths: 0,
    ageMaxMonths: 12,
    manufactureDate: '2024-02',
    carSeatInCrash: false,
    carSeatHasLabel: true,
    localPickup: true,
    shippingCents: null,
    titleSlug: '',
    brandSlug: '',
    pickup: { city: 'Portland', state: 'OR', zip: '97205', lat: 45.52, lng: -122.69 },
    photos: [{ id: 'p1', widths: [320, 640, 1080], aspect: 1, alt: 'The seat' }],
    status: 'active',
    screening: null,
    removedReason: null,
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    soldAt: null,
  };
  const listing = { ...base, ...overrides };
  return {
    ...listing,
    titleSlug: listingTitleSlug(listing.title),
    brandSlug: brandSlug(listing.brand),
    recallKeys: listingRecallKeys(listing),
  };
}

/** Writes a listing of `sellerUid`'s under their real public seller id (made as a first listing makes it). */
export async function writeListing(sellerUid: string, overrides: Partial<Listing> = {}): Promise<Listing> {
  const sellerId = await ensureSellerId(sellerUid);
  const listing = listingDoc(sellerUid, { sellerId, ...overrides });
  await db().collection('listings').doc(listing.id).set(listing);
  return listing;
}

export async function writeOrder(listing: Listing, buyerUid: string, status = 'completed'): Promise<string> {
  const id = `test-order-${randomUUID()}`;
  await db()
    .collection('orders')
    .doc(id)
    .set({ listingId: listing.id, buyerUid, sellerUid: await sellerUidOf(listing.sellerId), status });
  return id;
}

export function recallFor(brand: string, overrides: Partial<Recall> = {}): Recall {
  return {
    id: `test-recall-${randomUUID()}`,
    brand,
    productName: 'Hatchling 30 Infant Car Seat',
    modelNames: ['Hatchling 30'],
    modelNumbers: ['HT-30'],
    manufacturedFrom: '2023-06',
    manufacturedTo: '2024-06',
    hazard: 'The carry handle can unlatch while the seat is carried, and the seat can fall.',
    remedy: 'Stop carrying it by the handle and order the free handle repair kit.',
    noticeDate: '2026-11-20',
    category: 'car-seats',
    ...overrides,
  };
}

/** Writes a recall and moves marketplaceMeta/recalls on, as the recalls trigger does first. */
export async function writeRecall(recall: Recall): Promise<void> {
  const { id, ...fields } = recall;
  await db().collection('recalls').doc(id).set(fields);
  await touchRecallsMeta();
}

export async function notificationsOf(uid: string) {
  const snap = await db().collection('notifications').where('uid', '==', uid).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as NotificationDoc) }));
}
