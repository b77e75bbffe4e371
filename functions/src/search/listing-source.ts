// Reads listings for the in-memory engine: every active one, or those changed since a moment.
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin.js';
import { CONDITION_VALUES, type Listing, type ListingStatus } from '../shared/marketplace.js';

/** Where the engine gets listings; tests point it at their own collection. */
export interface ListingSource {
  /** Every active listing. */
  loadActive(): Promise<Listing[]>;
  /** Listings of any status whose updatedAt is at least `since`, oldest change first, at most `limit`. */
  changedSince(since: number, limit: number): Promise<Listing[]>;
}

/** Far more than the marketplace is expected to hold before a hosted engine (decision 005). */
export const MAX_LISTINGS = 20_000;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** Epoch ms, whether stored as a number or a Firestore Timestamp. */
function millis(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  const ts = v as { toMillis?: () => number } | null;
  return typeof ts?.toMillis === 'function' ? ts.toMillis() : null;
}

/** A listings document as a Listing, or null when it lacks what search needs (logged, never thrown). */
export function toListing(id: string, d: DocumentData): Listing | null {
  const pickup = (d.pickup ?? {}) as Record<string, unknown>;
  const seller = (d.seller ?? {}) as Record<string, unknown>;
  const price = num(d.priceCents);
  const updatedAt = millis(d.updatedAt);
  const condition = CONDITION_VALUES.find((c) => c === d.condition);
  if (price === null || updatedAt === null || !condition || typeof d.status !== 'string') {
    logger.warn('listing skipped by search: missing fields', { id });
    return null;
  }
  const photos = Array.isArray(d.photos)
    ? (d.photos as Listing['photos']).filter((p) => typeof p?.id === 'string')
    : [];
  return {
    ...{ id, sellerId: str(d.sellerId), title: str(d.title), brand: str(d.brand), model: str(d.model) },
    ...{ productId: str(d.productId) || null, category: str(d.category), subcategory: str(d.subcategory) },
    ...{ condition, priceCents: price, originalPriceCents: num(d.originalPriceCents), description: '' },
    ...{ ageMinMonths: num(d.ageMinMonths) ?? 0, ageMaxMonths: num(d.ageMaxMonths) ?? 0, manufactureDate: null },
    ...{ carSeatInCrash: null, carSeatHasLabel: null, localPickup: d.localPickup === true },
    shippingCents: num(d.shippingCents),
    seller: {
      ...{ id: str(seller.id), firstName: str(seller.firstName), ratingAverage: num(seller.ratingAverage) },
      ...{ ratingCount: num(seller.ratingCount) ?? 0, responseHours: num(seller.responseHours) },
      completedSales: num(seller.completedSales) ?? 0,
    },
    ...{ titleSlug: str(d.titleSlug), brandSlug: str(d.brandSlug) },
    pickup: {
      ...{ city: str(pickup.city), state: str(pickup.state), zip: str(pickup.zip) },
      ...{ lat: num(pickup.lat) ?? 0, lng: num(pickup.lng) ?? 0 },
    },
    photos: photos.slice(0, 1),
    status: d.status as ListingStatus,
    ...{ screening: null, removedReason: null, createdAt: millis(d.createdAt) ?? updatedAt, updatedAt },
    ...{ publishedAt: millis(d.publishedAt), soldAt: millis(d.soldAt) },
  };
}

function toListings(docs: { id: string; data(): DocumentData }[]): Listing[] {
  return docs.flatMap((doc) => toListing(doc.id, doc.data()) ?? []);
}

export function firestoreListingSource(collection = 'listings'): ListingSource {
  return {
    async loadActive() {
      const snap = await db().collection(collection).where('status', '==', 'active').limit(MAX_LISTINGS).get();
      if (snap.size >= MAX_LISTINGS) logger.warn(`search loaded only the first ${MAX_LISTINGS} active listings`);
      return toListings(snap.docs);
    },
    async changedSince(since, limit) {
      const snap = await db()
        .collection(collection)
        .where('updatedAt', '>=', since)
        .orderBy('updatedAt')
        .limit(limit)
        .get();
      return toListings(snap.docs);
    },
  };
}
