// listings/{id}, marketplaceInsights/summary and users/{uid}/savedListings: the typed references the
// marketplace reads and saves through (Firestore Lite, loaded lazily). Listings are read defensively:
// a field a function has not written yet reads as empty rather than breaking the page.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { Listing, ListingPhoto, ListingScreening, ListingStatus } from '@shared/marketplace';
import { LISTING_STATUSES } from '@shared/marketplace';
import { getReadDb } from '../../../lib/firebase/app';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};

function toPhoto(v: unknown): ListingPhoto {
  const p = obj(v);
  return {
    id: str(p.id),
    widths: Array.isArray(p.widths) ? p.widths.filter((w): w is number => typeof w === 'number') : [],
    aspect: num(p.aspect) ?? 1,
    alt: str(p.alt),
  };
}

function toScreening(v: unknown): ListingScreening | null {
  const s = obj(v);
  const status = s.status;
  if (status !== 'clear' && status !== 'review' && status !== 'blocked') return null;
  return {
    status,
    recallsChecked: num(s.recallsChecked) ?? 0,
    checkedAt: num(s.checkedAt) ?? 0,
    reason: typeof s.reason === 'string' ? s.reason : null,
    recallId: typeof s.recallId === 'string' ? s.recallId : null,
  };
}

/** A listings/{id} document as a Listing. */
export function toListing(id: string, d: DocumentData): Listing {
  const seller = obj(d.seller);
  const pickup = obj(d.pickup);
  const status = (LISTING_STATUSES as readonly string[]).includes(str(d.status))
    ? (d.status as ListingStatus)
    : 'removed';
  return {
    id,
    sellerId: str(d.sellerId),
    seller: {
      id: str(seller.id),
      firstName: str(seller.firstName),
      ratingAverage: num(seller.ratingAverage),
      ratingCount: num(seller.ratingCount) ?? 0,
      responseHours: num(seller.responseHours),
      completedSales: num(seller.completedSales) ?? 0,
    },
    title: str(d.title),
    titleSlug: str(d.titleSlug),
    brand: str(d.brand),
    brandSlug: str(d.brandSlug),
    model: str(d.model),
    productId: typeof d.productId === 'string' ? d.productId : null,
    category: str(d.category),
    subcategory: str(d.subcategory),
    condition: str(d.condition) as Listing['condition'],
    priceCents: num(d.priceCents) ?? 0,
    originalPriceCents: num(d.originalPriceCents),
    description: str(d.description),
    ageMinMonths: num(d.ageMinMonths) ?? 0,
    ageMaxMonths: num(d.ageMaxMonths) ?? 0,
    manufactureDate: typeof d.manufactureDate === 'string' ? d.manufactureDate : null,
    carSeatInCrash: bool(d.carSeatInCrash),
    carSeatHasLabel: bool(d.carSeatHasLabel),
    localPickup: d.localPickup === true,
    shippingCents: num(d.shippingCents),
    pickup: {
      city: str(pickup.city),
      state: str(pickup.state),
      zip: str(pickup.zip),
      lat: num(pickup.lat) ?? 0,
      lng: num(pickup.lng) ?? 0,
    },
    photos: Array.isArray(d.photos) ? d.photos.map(toPhoto).filter((p) => p.id !== '') : [],
    status,
    screening: toScreening(d.screening),
    removedReason: typeof d.removedReason === 'string' ? d.removedReason : null,
    createdAt: num(d.createdAt) ?? 0,
    updatedAt: num(d.updatedAt) ?? 0,
    publishedAt: num(d.publishedAt),
    soldAt: num(d.soldAt),
  };
}

const listingConverter: FirestoreDataConverter<Listing> = {
  toFirestore: (l: Listing) => ({ ...l }),
  fromFirestore: (snap: QueryDocumentSnapshot) => toListing(snap.id, snap.data()),
};

/** Firestore Lite and the typed listings collection. */
export async function listingsRef() {
  const { db, fs } = await getReadDb();
  return { fs, db, ref: fs.collection(db, 'listings').withConverter(listingConverter) };
}

/** users/{uid}/savedListings/{listingId}: savedAt in epoch ms (null when unreadable). */
export interface SavedListing {
  listingId: string;
  savedAt: number | null;
  /** The card fields copied when saving (null on a save from before they were copied). */
  card: { title: string; brand: string; priceCents: number; status: ListingStatus } | null;
}

function toSavedCard(d: DocumentData): SavedListing['card'] {
  const status = (LISTING_STATUSES as readonly unknown[]).includes(d.status) ? (d.status as ListingStatus) : null;
  const priceCents = num(d.priceCents);
  if (typeof d.title !== 'string' || !status || priceCents === null) return null;
  return { title: d.title, brand: str(d.brand), priceCents, status };
}

/** A Firestore Timestamp (or epoch ms) as epoch ms. */
function toMillis(v: unknown): number | null {
  if (typeof v === 'number') return v;
  const t = v as { toMillis?: () => number } | null;
  return typeof t?.toMillis === 'function' ? t.toMillis() : null;
}

/** The owner's saved listings: read and deleted here; saved through the api (saved-listings.ts). */
export async function savedListingsRef(uid: string) {
  const { db, fs } = await getReadDb();
  const converter: FirestoreDataConverter<SavedListing> = {
    toFirestore: (s: SavedListing) => ({ listingId: s.listingId }),
    fromFirestore: (snap: QueryDocumentSnapshot) => {
      const d = snap.data();
      return { listingId: str(d.listingId) || snap.id, savedAt: toMillis(d.savedAt), card: toSavedCard(d) };
    },
  };
  return { fs, db, ref: fs.collection(db, 'users', uid, 'savedListings').withConverter(converter) };
}
