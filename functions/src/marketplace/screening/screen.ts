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
import { matchRecall } from './recall-match.js';

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
}

/** Car seat accessories (travel bags, mirrors) do not expire and carry no harness label. */
const CAR_SEAT_ACCESSORY_SUBCATEGORIES = ['accessories'];

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
function safetyBlock(listing: ScreenableListing, now: number): string | null {
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
  for (const recall of recalls) {
    const match = matchRecall(listing, recall);
    if (match === 'match') return result('blocked', recallReason(recall), recall.id);
    if (match === 'near' && !near && !options.clearedRecallIds?.includes(recall.id)) near = recall;
  }
  const blocked = safetyBlock(listing, now);
  if (blocked) return result('blocked', blocked, null);
  return near ? result('review', nearMatchReason(near), near.id) : result('clear', null, null);
}
