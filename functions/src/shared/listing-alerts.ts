// Listing alerts ("Tell me when one is listed near me", issue 27 §3; docs/decisions/016): the shape of
// listingAlerts/{id}, its bounds, and the one rule that says whether a listing answers an alert, shared
// by the api, the publish trigger, the form and the tests. No Firebase imports.
import { RADII_MILES } from './marketplace-browse.js';
import { conditionLabel, LISTING_CONDITIONS, type ListingCondition } from './marketplace.js';
import { distanceMiles } from './zip-areas.js';

export const LISTING_ALERT_LIMITS = {
  /** Alerts one person may keep (the api counts them in the save's transaction). */
  perPerson: 50,
  productId: 128,
  productTitle: 200,
  /** What the trigger reads of one product's alerts per query page (one task per further page). */
  page: 200,
} as const;

export type AlertRadiusMiles = (typeof RADII_MILES)[number];
export { RADII_MILES as ALERT_RADII_MILES };

/** What the person chooses (the api's body, once the form's dollars are cents). */
export interface ListingAlertInput {
  productId: string;
  zip: string;
  radiusMiles: AlertRadiusMiles;
  maxPriceCents: number;
  /** The worst condition they would take; null: any condition. */
  minCondition: ListingCondition | null;
}

/** listingAlerts/{id}: written by the api and the trigger only; read by its owner and admins. */
export interface ListingAlert extends ListingAlertInput {
  uid: string;
  /** The catalog product's title when the alert was saved (the hub lists alerts in one query). */
  productTitle: string;
  /** The ZIP's area from the marketplace's table (zip-areas.ts), never an address. */
  city: string;
  state: string;
  lat: number;
  lng: number;
  /**
   * The conditions a listing may have to answer it (every condition when minCondition is null), so
   * the trigger asks Firestore for `conditions array-contains` the listing's condition.
   */
  conditions: ListingCondition[];
  createdAt: number;
  updatedAt: number;
  /** 'YYYY-MM-DD' (UTC) of the last notification: at most one a day, set in that notification's transaction. */
  notifiedDay: string | null;
}

export const ALERTS_FULL_MESSAGE = `You have ${LISTING_ALERT_LIMITS.perPerson} alerts, the most you can keep. Delete one in Your marketplace to add another.`;
export const ALERT_NOT_FOUND_MESSAGE = 'That alert does not exist any more.';
export const ALERT_PRODUCT_NOT_FOUND_MESSAGE = 'That product is no longer in our catalog.';

const RANK = new Map<string, number>(LISTING_CONDITIONS.map((c, i) => [c.value, i]));

/** The conditions at least as good as `min` (best first); every condition when min is null. */
export function conditionsAtLeast(min: ListingCondition | null): ListingCondition[] {
  const limit = min === null ? Infinity : (RANK.get(min) ?? Infinity);
  return LISTING_CONDITIONS.filter((_, i) => i <= limit).map((c) => c.value);
}

/** "Like new or better", or "Any condition". */
export function minConditionLabel(min: ListingCondition | null): string {
  if (min === null) return 'Any condition';
  return RANK.get(min) === 0 ? conditionLabel(min) : `${conditionLabel(min)} or better`;
}

/** What a listing offers that an alert can ask about. */
export interface AlertCandidate {
  productId: string | null;
  priceCents: number;
  condition: ListingCondition;
  pickup: { lat: number; lng: number };
}

type AlertTerms = Pick<ListingAlert, 'productId' | 'radiusMiles' | 'maxPriceCents' | 'minCondition' | 'lat' | 'lng'>;

/** Whether the listing answers the alert: same product, within its distance, at or under its price, good enough. */
export function listingMatchesAlert(listing: AlertCandidate, alert: AlertTerms): boolean {
  return (
    listing.productId === alert.productId &&
    listing.priceCents <= alert.maxPriceCents &&
    conditionsAtLeast(alert.minCondition).includes(listing.condition) &&
    distanceMiles(listing.pickup, alert) <= alert.radiusMiles
  );
}

/** The UTC day of `ms`, 'YYYY-MM-DD': the unit of "at most one notification a day". */
export function alertDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
