// The whole screening of one listing against a recall list at a moment, with no I/O: recalls first,
// then car seat answers and expiry, crib age, prohibited words, and last the near matches for review.
import { CAR_SEAT_CATEGORY, type ListingInput, type ListingScreening } from '../../shared/marketplace.js';
import { MANUFACTURE_DATE_REQUIRED_MESSAGE } from '../../shared/schemas/listing.js';
import {
  CRIB_STANDARD_MONTH,
  carSeatLifetimeYears,
  prohibitedItem,
  type Recall,
} from '../../shared/marketplace-safety.js';
import { prohibitedItemNamed } from './prohibited.js';
import { matchCatalogProduct, matchRecall, type CatalogFacts, type RecallMatch } from './recall-match.js';
import { phraseStarts, words } from './text.js';

export type { CatalogFacts } from './recall-match.js';

export type ScreenableListing = Pick<
  ListingInput,
  | 'title'
  | 'brand'
  | 'model'
  | 'category'
  | 'subcategory'
  | 'condition'
  | 'description'
  | 'manufactureDate'
  | 'carSeatInCrash'
  | 'carSeatHasLabel'
>;

export interface ScreenOptions {
  /** Recalls an admin has reviewed for this listing and found not to apply: their near matches are ignored. */
  clearedRecallIds?: readonly string[];
  /** The catalog product the listing was made from (its productId), when there is one. */
  catalogProduct?: CatalogFacts | null;
}

/** Car seat accessories (travel bags, mirrors) do not expire and carry no harness label. */
const CAR_SEAT_ACCESSORY_SUBCATEGORIES = ['accessories'];

export const CAR_SEAT_ELSEWHERE_MESSAGE =
  'This looks like a car seat. List it under Car seats, so we can check its manufacture date, crash history and labels.';

/** After "car seat": the listing is a thing for a car seat, not the seat ("car seat cover", "... adapter"). */
const CAR_SEAT_ACCESSORY_WORDS = new Set(
  (
    'cover canopy mirror bag protector organizer toy insert liner mat poncho blanket adapter adaptor strap ' +
    'pad caddy shade footmuff frame stroller handle cushion headrest pillow kick tray travel cart cup'
  ).split(' '),
);
/** Before "car seat": the listing fits or goes with one ("for car seat", "car seat compatible"). */
const CAR_SEAT_FOR_WORDS = new Set(['for', 'fit', 'fits', 'compatible', 'accept', 'accepts']);

/** Do the title or model call the item a car seat ("Infant Car Seat", "carseat"), not an accessory for one? */
export function namesCarSeat(listing: Pick<ScreenableListing, 'title' | 'model'>): boolean {
  const text = words(`${listing.title} | ${listing.model}`);
  const at = [
    ...phraseStarts(text, ['car', 'seat']).map((i) => [i, i + 2]),
    ...phraseStarts(text, ['carseat']).map((i) => [i, i + 1]),
  ];
  return at.some(([start = 0, end = 0]) => {
    const after = text[end];
    const before = text[start - 1];
    return !(after && CAR_SEAT_ACCESSORY_WORDS.has(after)) && !(before && CAR_SEAT_FOR_WORDS.has(before));
  });
}

/** A car seat by its catalog product, or by what the seller calls it, in a category other than Car seats. */
function isCarSeatElsewhere(listing: ScreenableListing, product: CatalogFacts | null | undefined): boolean {
  if (listing.category === CAR_SEAT_CATEGORY) return false;
  const productIsSeat =
    product?.category === CAR_SEAT_CATEGORY && !CAR_SEAT_ACCESSORY_SUBCATEGORIES.includes(product.subcategory);
  return productIsSeat || namesCarSeat(listing);
}

const strength = (m: RecallMatch) => (m === 'match' ? 2 : m === 'near' ? 1 : 0);

export function recallReason(recall: Recall): string {
  return `Recalled: ${recall.brand} ${recall.productName} (recall notice of ${recall.noticeDate}). ${recall.hazard} Remedy: ${recall.remedy}`;
}

export function nearMatchReason(recall: Recall): string {
  return `Held for a safety review: this may be the recalled ${recall.brand} ${recall.productName} (made ${recall.manufacturedFrom} to ${recall.manufacturedTo}). ${recall.hazard} Our team will check the model and date and publish it or tell you why not.`;
}

/** The month a car seat made in `manufactureDate` ('YYYY-MM') expires, as epoch ms; null if unreadable. */
export function carSeatExpiresAt(manufactureDate: string, brand: string): number | null {
  const m = /^(\d{4})-(\d{2})$/.exec(manufactureDate);
  if (!m) return null;
  return Date.UTC(Number(m[1]) + carSeatLifetimeYears(brand), Number(m[2]) - 1, 1);
}

function expiredReason(brand: string, expiresAt: number): string {
  const month = new Date(expiresAt).toISOString().slice(0, 7);
  const years = carSeatLifetimeYears(brand);
  const whose = brand.trim() ? `${brand.trim()} seats last` : 'A car seat with no stated lifetime lasts';
  return `${reasonOf('expired-car-seat')} ${whose} ${years} years from manufacture, so this one expired in ${month}.`;
}

function reasonOf(id: string): string {
  return prohibitedItem(id)?.reason ?? 'This item cannot be sold on Recess.';
}

/** Why the listing cannot be sold regardless of recalls, or null. */
function safetyBlock(listing: ScreenableListing, now: number, product?: CatalogFacts | null): string | null {
  // The car seat checks ask questions only the Car seats category asks (issue 23 #13: a 2012 infant
  // car seat was published under Travel).
  if (isCarSeatElsewhere(listing, product)) return CAR_SEAT_ELSEWHERE_MESSAGE;
  const isCarSeat =
    listing.category === CAR_SEAT_CATEGORY && !CAR_SEAT_ACCESSORY_SUBCATEGORIES.includes(listing.subcategory);
  if (isCarSeat) {
    if (listing.carSeatInCrash === true) return reasonOf('car-seat-in-crash');
    if (listing.carSeatHasLabel === false) return reasonOf('car-seat-without-label');
    if (!listing.manufactureDate) return MANUFACTURE_DATE_REQUIRED_MESSAGE;
    const expiresAt = carSeatExpiresAt(listing.manufactureDate, listing.brand);
    if (expiresAt === null) return MANUFACTURE_DATE_REQUIRED_MESSAGE;
    if (expiresAt <= now) return expiredReason(listing.brand, expiresAt);
  }
  if (listing.subcategory === 'crib' && listing.manufactureDate && listing.manufactureDate < CRIB_STANDARD_MONTH) {
    return reasonOf('pre-standard-crib');
  }
  return prohibitedItemNamed(listing)?.reason ?? null;
}

/** Screens `listing` against `recalls` at `now`. */
export function screenAgainst(
  listing: ScreenableListing,
  recalls: readonly Recall[],
  now: number,
  options: ScreenOptions = {},
): ListingScreening {
  const result = (status: ListingScreening['status'], reason: string | null, recallId: string | null) => ({
    status,
    recallsChecked: recalls.length,
    checkedAt: now,
    reason,
    recallId,
  });
  let near: Recall | null = null;
  const product = options.catalogProduct;
  for (const recall of recalls) {
    const byText = matchRecall(listing, recall);
    const byProduct = product ? matchCatalogProduct(product, listing.manufactureDate, recall) : null;
    const match = strength(byProduct) > strength(byText) ? byProduct : byText;
    if (match === 'match') return result('blocked', recallReason(recall), recall.id);
    if (match === 'near' && !near && !options.clearedRecallIds?.includes(recall.id)) near = recall;
  }
  const blocked = safetyBlock(listing, now, product);
  if (blocked) return result('blocked', blocked, null);
  return near ? result('review', nearMatchReason(near), near.id) : result('clear', null, null);
}
