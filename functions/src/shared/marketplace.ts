// The marketplace's shapes, constants and money rules, shared by web, functions, the seed and the
// policy pages' tests (docs/decisions/013). No Firebase imports. Money is always integer cents.
import { normaliseWords } from './catalog.js';

// ---- Conditions and statuses ------------------------------------------------------------------

export const LISTING_CONDITIONS = [
  {
    value: 'new-with-tags',
    label: 'New with tags',
    explanation: 'Never used, in its original packaging or with its tags still on.',
  },
  {
    value: 'new-without-tags',
    label: 'New without tags',
    explanation: 'Never used, but the box was opened or the tags are off.',
  },
  {
    value: 'like-new',
    label: 'Like new',
    explanation: 'Used a few times, with no marks, stains or wear you can see.',
  },
  {
    value: 'gently-used',
    label: 'Gently used',
    explanation: 'Used and cared for: light signs of wear, everything works as it should.',
  },
  {
    value: 'well-loved',
    label: 'Well loved',
    explanation: 'Clear signs of use such as fading or scuffs, described and shown in the photos; fully working.',
  },
] as const;

export type ListingCondition = (typeof LISTING_CONDITIONS)[number]['value'];
export const CONDITION_VALUES = LISTING_CONDITIONS.map((c) => c.value) as [ListingCondition, ...ListingCondition[]];

export function conditionLabel(value: string): string {
  return LISTING_CONDITIONS.find((c) => c.value === value)?.label ?? value;
}

/** draft → active ⇄ reserved (a payment is open) → sold; removed by the seller, an admin or a recall. */
export const LISTING_STATUSES = ['draft', 'active', 'reserved', 'sold', 'removed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** Statuses anyone may read: a sold listing stays readable and says "Sold". */
export const PUBLIC_LISTING_STATUSES: readonly ListingStatus[] = ['active', 'reserved', 'sold'];

// ---- Bounds of every listing field (the zod schema and the rules tests use these) ----------------

/** The refusal of a photo over MARKETPLACE_LIMITS.photoMaxBytes, said by the api before and after it reads the body. */
export const PHOTO_TOO_LARGE_MESSAGE = 'Photos must be 10 MB or smaller.';

export const MARKETPLACE_LIMITS = {
  title: 80,
  brand: 60,
  model: 80,
  description: 2000,
  productId: 128,
  category: 60,
  subcategory: 60,
  city: 60,
  /** A US ZIP code: exactly 5 digits. */
  zip: 5,
  /** Cents: $10,000.00. */
  maxPriceCents: 1_000_000,
  /** Cents: $1.00. */
  minPriceCents: 100,
  /** Cents: $250.00. */
  maxShippingCents: 25_000,
  /** Months; 216 is 18 years. */
  maxAgeMonths: 216,
  photosMin: 1,
  photosMax: 10,
  /** Bytes of one uploaded photo before processing. */
  photoMaxBytes: 10 * 1024 * 1024,
  photoAlt: 200,
  /** Order messages, offer notes, report reasons. */
  message: 1000,
  trackingNumber: 40,
  reportReason: 500,
  ratingComment: 500,
  savedListingsPerUser: 500,
} as const;

/** Widths, in CSS pixels, each photo is stored at (WebP). */
export const PHOTO_WIDTHS = [320, 640, 1080] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Same-origin URL of one stored photo; the api function serves it from the photo store. */
export function listingPhotoUrl(listingId: string, photoId: string, width: PhotoWidth): string {
  return `/api/marketplace/photos/${encodeURIComponent(listingId)}/${encodeURIComponent(photoId)}-${width}.webp`;
}

// ---- Safety --------------------------------------------------------------------------------------

/**
 * Item kinds that need a manufacture date (they age out, or recalls name date ranges): every car
 * seat, and these catalog subcategories.
 */
export const MANUFACTURE_DATE_SUBCATEGORIES = ['crib', 'bassinet', 'infant-sleeper', 'high-chair', 'travel-crib'];
export const CAR_SEAT_CATEGORY = 'car-seats';

export function needsManufactureDate(category: string, subcategory: string): boolean {
  return category === CAR_SEAT_CATEGORY || MANUFACTURE_DATE_SUBCATEGORIES.includes(subcategory);
}

/** A car seat's lifetime when its brand states none. */
export const DEFAULT_CAR_SEAT_LIFETIME_YEARS = 6;

// ---- Money ---------------------------------------------------------------------------------------

/** The fee policy page's numbers (web/src/features/legal/content/fee-policy.md must agree). */
export const FEES = {
  /** Seller's selling fee on shipped orders: 8% of the item price, at least $1.00. */
  sellingFeeShippedBps: 800,
  sellingFeeShippedMinCents: 100,
  /** Seller's selling fee on local pickup paid in the app: 5% of the item price. */
  sellingFeePickupBps: 500,
  /** Buyer's Recess Protect fee on shipped orders: 3.5% of the item price + $0.50; none on pickup. */
  protectFeeShippedBps: 350,
  protectFeeShippedFixedCents: 50,
} as const;

export type Fulfilment = 'ship' | 'pickup';

export interface OrderAmounts {
  itemCents: number;
  shippingCents: number;
  protectFeeCents: number;
  totalCents: number;
  sellingFeeCents: number;
  payoutCents: number;
}

const percentOf = (cents: number, bps: number): number => Math.round((cents * bps) / 10_000);

/** What the buyer pays and the seller receives for one order (fee policy, section 3). */
export function orderAmounts(itemCents: number, fulfilment: Fulfilment, shippingPriceCents: number): OrderAmounts {
  const shipped = fulfilment === 'ship';
  const shippingCents = shipped ? shippingPriceCents : 0;
  const protectFeeCents = shipped
    ? percentOf(itemCents, FEES.protectFeeShippedBps) + FEES.protectFeeShippedFixedCents
    : 0;
  const sellingFeeCents = shipped
    ? Math.max(percentOf(itemCents, FEES.sellingFeeShippedBps), FEES.sellingFeeShippedMinCents)
    : percentOf(itemCents, FEES.sellingFeePickupBps);
  return {
    itemCents,
    shippingCents,
    protectFeeCents,
    totalCents: itemCents + shippingCents + protectFeeCents,
    sellingFeeCents,
    // The seller buys the label (shipping policy), so the shipping the buyer paid is passed on in the payout.
    payoutCents: Math.max(itemCents - sellingFeeCents, 0) + shippingCents,
  };
}

// ---- Listing limits (excessive-listing-removal-policy.md must agree) ---------------------------

export const LISTING_LIMITS = {
  /** Active (and reserved) listings a seller with no completed sales may have. */
  newSellerActive: 25,
  /** Each completed sale raises the limit by this many... */
  perCompletedSale: 5,
  /** ...up to this many. */
  maxActive: 150,
} as const;

export function activeListingLimit(completedSales: number): number {
  return Math.min(
    LISTING_LIMITS.newSellerActive + Math.max(0, Math.floor(completedSales)) * LISTING_LIMITS.perCompletedSale,
    LISTING_LIMITS.maxActive,
  );
}

// ---- Offers, checkout and orders -----------------------------------------------------------------

export const OFFER_RULES = {
  /** An offer is at least half the asking price. */
  minFractionBps: 5000,
  /** An open offer (or counter) expires after 48 hours. */
  expiresAfterMs: 48 * 60 * 60 * 1000,
} as const;

export function minimumOfferCents(priceCents: number): number {
  return Math.ceil((priceCents * OFFER_RULES.minFractionBps) / 10_000);
}

/** A listing is reserved for a buyer while their payment is open, then released. */
export const CHECKOUT_RESERVATION_MS = 30 * 60 * 1000;
/** One buyer holds at most this many listings at once (issue 23 #1: no one holds the market). */
export const MAX_OPEN_CHECKOUTS = 3;
/**
 * After a buyer's hold on a listing lapses unpaid (or a second one is cancelled), that buyer waits
 * this long before holding the same listing again, so other parents get their turn.
 */
export const CHECKOUT_COOL_OFF_MS = 2 * 60 * 60 * 1000;
/** Recess Protect: after delivery or pickup the buyer has 3 days to report a problem. */
export const PROTECTION_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

export const OFFER_STATUSES = [
  'open',
  'countered',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'purchased',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const ORDER_STATUSES = [
  'paid',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'picked_up',
  'completed',
  'disputed',
  'refunded',
  'resolved',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Which statuses an order may move to from each status (the order functions enforce this). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  paid: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['delivered', 'disputed'],
  // Picked up only with the buyer's code (the seller types it); the buyer reports a problem rather
  // than cancelling once the item is set aside; the seller may cancel a no-show.
  ready_for_pickup: ['picked_up', 'cancelled', 'disputed'],
  delivered: ['completed', 'disputed'],
  picked_up: ['completed', 'disputed'],
  disputed: ['refunded', 'resolved'],
  completed: [],
  refunded: [],
  resolved: [],
  cancelled: [],
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: 'Paid',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  picked_up: 'Picked up',
  completed: 'Completed',
  disputed: 'Problem reported',
  refunded: 'Refunded',
  resolved: 'Resolved',
  cancelled: 'Cancelled',
};

// ---- Documents (timestamps are epoch milliseconds in these shapes; Firestore stores Timestamps) --

export interface ListingPhoto {
  id: string;
  /** Widths stored, from PHOTO_WIDTHS. */
  widths: number[];
  /** Intrinsic aspect ratio (width / height) of the processed photo, for layout without shift. */
  aspect: number;
  alt: string;
}

export interface PickupArea {
  city: string;
  /** ST, two letters. */
  state: string;
  zip: string;
  /** The ZIP's centre rounded to 2 decimals (about 1 km): never the seller's address. */
  lat: number;
  lng: number;
}

export interface ListingScreening {
  status: 'clear' | 'review' | 'blocked';
  /** How many recalls the listing was checked against. */
  recallsChecked: number;
  checkedAt: number;
  /** Why it is blocked or held: the recall's hazard and remedy, the expiry, or the prohibited item. */
  reason: string | null;
  recallId: string | null;
}

/** The seller as listings show them (denormalised so a listing page is one read). */
export interface ListingSeller {
  /** The seller's public id (sellers/{id}): random, never their account's uid (issue 23 #7). */
  id: string;
  firstName: string;
  ratingAverage: number | null;
  ratingCount: number;
  /** Median hours to first answer an offer or message; null until known. */
  responseHours: number | null;
  completedSales: number;
}

/** What a seller writes (the listing form and the API's body): listingInputSchema validates it. */
export interface ListingInput {
  title: string;
  brand: string;
  model: string;
  productId: string | null;
  category: string;
  subcategory: string;
  condition: ListingCondition;
  priceCents: number;
  originalPriceCents: number | null;
  description: string;
  ageMinMonths: number;
  ageMaxMonths: number;
  /** 'YYYY-MM'; required where needsManufactureDate(). */
  manufactureDate: string | null;
  /** Car seats only: answered by the seller, blocks the listing when true / false respectively. */
  carSeatInCrash: boolean | null;
  carSeatHasLabel: boolean | null;
  pickupZip: string;
  localPickup: boolean;
  /** Null when the item is not shipped. */
  shippingCents: number | null;
}

/** listings/{id}: public fields only (docs/decisions/013). */
export interface Listing extends Omit<ListingInput, 'pickupZip'> {
  id: string;
  /** The seller's public id (sellers/{sellerId}), not their uid: a listing cannot be joined to the
   * seller's account, registry or anything else keyed by uid (issue 23 #7; decision 013). */
  sellerId: string;
  seller: ListingSeller;
  titleSlug: string;
  brandSlug: string;
  pickup: PickupArea;
  /**
   * [lat, lng] of the pickup area again, as a hosted search engine's geo field takes it (Typesense's
   * geopoint, fed by its Firebase extension, which copies fields as they are). Absent on listings
   * stored before it was added; the embedded backend reads `pickup`.
   */
  pickupLocation?: [lat: number, lng: number];
  /**
   * Every brand a new recall could find this listing by (`listingRecallKeys` in functions'
   * screening/recall-keys.ts): the recall trigger queries it instead of reading every listing.
   * Absent on listings stored before it was added, until the repair writes it.
   */
  recallKeys?: string[];
  photos: ListingPhoto[];
  status: ListingStatus;
  screening: ListingScreening | null;
  /** Why an admin or a recall removed it (shown to the seller). */
  removedReason: string | null;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
  soldAt: number | null;
}

// ---- Paths and slugs -----------------------------------------------------------------------------

/** First path segments under /marketplace that are pages, so a listing's title slug never takes one. */
export const RESERVED_MARKETPLACE_SEGMENTS = [
  'search',
  'category',
  'brand',
  'demand-insights',
  'sell',
  'my-listings',
  'orders',
  'offers',
  'saved',
  'checkout',
  'demo-checkout',
  'notifications',
  'questions',
  'you',
  'fresh',
] as const;

export function slugify(text: string, fallback: string): string {
  return normaliseWords(text).join('-').slice(0, 80) || fallback;
}

export function listingTitleSlug(title: string): string {
  const slug = slugify(title, 'item');
  return (RESERVED_MARKETPLACE_SEGMENTS as readonly string[]).includes(slug) ? `${slug}-item` : slug;
}

export function brandSlug(brand: string): string {
  return slugify(brand, 'brand');
}

/** The canonical path of a listing: under its brand when it has one. */
export function listingPath(listing: Pick<Listing, 'id' | 'title' | 'brand'>): string {
  const title = listingTitleSlug(listing.title);
  const id = encodeURIComponent(listing.id);
  return listing.brand.trim()
    ? `/marketplace/brand/${brandSlug(listing.brand)}/${title}/${id}`
    : `/marketplace/${title}/${id}`;
}

/** Listings shown per page of a list or search. */
export const LISTINGS_PAGE_SIZE = 24;

/** Under this count, demand insights say "fewer than 5" so no single registry can be picked out. */
export const DEMAND_PRIVACY_THRESHOLD = 5;
