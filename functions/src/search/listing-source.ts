// Reads listings for the embedded backend: every active one (in pages), or those changed since a moment.
import { FieldPath, type DocumentData, type Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin.js';
import { CONDITION_VALUES, type Listing, type ListingStatus } from '../shared/marketplace.js';
import { millisOf, numberOf, textOf } from '../shared/stored-values.js';

/** A place in the change feed: the last change read, by its updatedAt and then its id. */
export interface ChangeCursor {
  updatedAt: number;
  id: string;
}

/** Where the engine gets listings; tests point it at their own collection. */
export interface ListingSource {
  /** Every active listing. */
  loadActive(): Promise<Listing[]>;
  /**
   * Listings of any status whose updatedAt is at least `since`, oldest change first (then by id), at
   * most `limit`, after `after` when given.
   */
  changedSince(since: number, limit: number, after?: ChangeCursor): Promise<Listing[]>;
}

/** Active listings read per page of the first load. */
export const LOAD_PAGE_SIZE = 1_000;

/** A listings document as a Listing, or null when it lacks what search needs (logged, never thrown). */
export function toListing(id: string, d: DocumentData): Listing | null {
  const pickup = (d.pickup ?? {}) as Record<string, unknown>;
  const seller = (d.seller ?? {}) as Record<string, unknown>;
  const price = numberOf(d.priceCents);
  const updatedAt = millisOf(d.updatedAt);
  const condition = CONDITION_VALUES.find((c) => c === d.condition);
  if (price === null || updatedAt === null || !condition || typeof d.status !== 'string') {
    logger.warn('listing skipped by search: missing fields', { id });
    return null;
  }
  const photos = Array.isArray(d.photos)
    ? (d.photos as Listing['photos']).filter((p) => typeof p?.id === 'string')
    : [];
  return {
    ...{ id, sellerId: textOf(d.sellerId), title: textOf(d.title), brand: textOf(d.brand), model: textOf(d.model) },
    ...{ productId: textOf(d.productId) || null, category: textOf(d.category), subcategory: textOf(d.subcategory) },
    ...{ condition, priceCents: price, originalPriceCents: numberOf(d.originalPriceCents), description: '' },
    ...{
      ageMinMonths: numberOf(d.ageMinMonths) ?? 0,
      ageMaxMonths: numberOf(d.ageMaxMonths) ?? 0,
      manufactureDate: null,
    },
    ...{ carSeatInCrash: null, carSeatHasLabel: null, localPickup: d.localPickup === true },
    shippingCents: numberOf(d.shippingCents),
    seller: {
      ...{ id: textOf(seller.id), firstName: textOf(seller.firstName), ratingAverage: numberOf(seller.ratingAverage) },
      ...{ ratingCount: numberOf(seller.ratingCount) ?? 0, responseHours: numberOf(seller.responseHours) },
      completedSales: numberOf(seller.completedSales) ?? 0,
    },
    ...{ titleSlug: textOf(d.titleSlug), brandSlug: textOf(d.brandSlug) },
    pickup: {
      ...{ city: textOf(pickup.city), state: textOf(pickup.state), zip: textOf(pickup.zip) },
      ...{ lat: numberOf(pickup.lat) ?? 0, lng: numberOf(pickup.lng) ?? 0 },
    },
    photos: photos.slice(0, 1),
    status: d.status as ListingStatus,
    ...{ screening: null, removedReason: null, createdAt: millisOf(d.createdAt) ?? updatedAt, updatedAt },
    ...{ publishedAt: millisOf(d.publishedAt), soldAt: millisOf(d.soldAt) },
  };
}

function toListings(docs: { id: string; data(): DocumentData }[]): Listing[] {
  return docs.flatMap((doc) => toListing(doc.id, doc.data()) ?? []);
}

export function firestoreListingSource(collection = 'listings'): ListingSource {
  return {
    async loadActive() {
      // Every active listing, in pages by id: no cap (the index says when it is past its limit).
      const base = db().collection(collection).where('status', '==', 'active').orderBy(FieldPath.documentId());
      const listings: Listing[] = [];
      let page: Query = base.limit(LOAD_PAGE_SIZE);
      for (;;) {
        const snap = await page.get();
        listings.push(...toListings(snap.docs));
        const last = snap.docs.at(-1);
        if (snap.size < LOAD_PAGE_SIZE || !last) return listings;
        page = base.startAfter(last.id).limit(LOAD_PAGE_SIZE);
      }
    },
    async changedSince(since, limit, after) {
      const query = db()
        .collection(collection)
        .where('updatedAt', '>=', since)
        .orderBy('updatedAt')
        .orderBy(FieldPath.documentId());
      const snap = await (after ? query.startAfter(after.updatedAt, after.id) : query).limit(limit).get();
      return toListings(snap.docs);
    },
  };
}
