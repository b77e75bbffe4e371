// The listing alerts' trigger (decision 016): when a listing of a catalog product is published (or
// its price drops), the alerts on that product that it answers each get one in-app notification, at
// most one an alert a day. It asks Firestore only for that product's alerts that take the listing's
// condition and price (productId ==, conditions array-contains, maxPriceCents >=), a page of
// LISTING_ALERT_LIMITS.page at a time; the distance is checked here. A full page hands the rest to a
// task (listingAlertsPage) on a cursor, so one invocation never holds more than a page.
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../../lib/admin.js';
import { enqueue } from '../../lib/task-queue.js';
import { runTransaction } from '../../lib/transactions.js';
import { notificationRef, notifyInTransaction } from '../../notify/notifications.js';
import {
  alertDay,
  LISTING_ALERT_LIMITS,
  listingMatchesAlert,
  minConditionLabel,
  type ListingAlert,
} from '../../shared/listing-alerts.js';
import { CONDITION_VALUES, listingPath, type ListingCondition } from '../../shared/marketplace.js';
import { sellerUidOf } from '../sellers.js';
import { LISTING_ALERTS } from './alerts.js';

export const LISTING_ALERTS_PAGE_QUEUE = 'listingAlertsPage';

/** What the trigger needs of the listing, carried in each page's task. */
export interface AlertedListing {
  id: string;
  /** The seller's public id: a listing never answers its own seller's alerts. */
  sellerId: string;
  productId: string;
  title: string;
  brand: string;
  priceCents: number;
  condition: ListingCondition;
  pickup: { city: string; lat: number; lng: number };
  /** Why: a new listing, or a lower price. */
  reason: 'published' | 'price-drop';
}

/** A page's cursor: the last alert's maxPriceCents and id. */
export type AlertCursor = [maxPriceCents: number, id: string];

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const isCondition = (v: unknown): v is ListingCondition =>
  typeof v === 'string' && (CONDITION_VALUES as readonly string[]).includes(v);

/**
 * The listing as the alerts see it when this write publishes it or lowers its price, else null:
 * into `active` from anything but `reserved` (a checkout that ended is no new listing), or an active
 * listing whose price went down. A listing without a catalog product has no alerts.
 */
export function alertedListing(id: string, before: DocumentData | undefined, after: DocumentData | undefined) {
  if (after?.status !== 'active' || typeof after.productId !== 'string' || after.productId === '') return null;
  if (typeof after.priceCents !== 'number' || !isCondition(after.condition)) return null;
  const pickup = after.pickup as { city?: unknown; lat?: unknown; lng?: unknown } | undefined;
  if (typeof pickup?.lat !== 'number' || typeof pickup.lng !== 'number') return null;
  const wasLive = before?.status === 'active' || before?.status === 'reserved';
  const isPriceDrop =
    before?.status === 'active' && typeof before.priceCents === 'number' && after.priceCents < before.priceCents;
  if (wasLive && !isPriceDrop) return null;
  return {
    id,
    sellerId: typeof after.sellerId === 'string' ? after.sellerId : '',
    productId: after.productId,
    title: typeof after.title === 'string' ? after.title : '',
    brand: typeof after.brand === 'string' ? after.brand : '',
    priceCents: after.priceCents,
    condition: after.condition,
    pickup: { city: typeof pickup.city === 'string' ? pickup.city : '', lat: pickup.lat, lng: pickup.lng },
    reason: isPriceDrop ? 'price-drop' : 'published',
  } satisfies AlertedListing;
}

/** The product's alerts this listing's condition and price answer, in maxPriceCents then id order. */
function candidateAlerts(listing: AlertedListing): Query {
  return db()
    .collection(LISTING_ALERTS)
    .where('productId', '==', listing.productId)
    .where('conditions', 'array-contains', listing.condition)
    .where('maxPriceCents', '>=', listing.priceCents)
    .orderBy('maxPriceCents')
    .orderBy(FieldPath.documentId())
    .select('uid', 'productId', 'radiusMiles', 'maxPriceCents', 'minCondition', 'lat', 'lng', 'notifiedDay', 'zip')
    .limit(LISTING_ALERT_LIMITS.page);
}

function notificationFor(listing: AlertedListing, alert: ListingAlert, alertId: string, day: string) {
  const place = listing.pickup.city ? ` in ${listing.pickup.city}` : '';
  const what = listing.reason === 'price-drop' ? 'now' : 'listed';
  return {
    id: `listing-alert/${alertId}/${day}`,
    kind: 'listing-alert',
    title: `${listing.title} ${what} ${USD.format(listing.priceCents / 100)}${place}`,
    body: `A ${listing.brand ? `${listing.brand} ` : ''}${listing.title} ${listing.reason === 'price-drop' ? 'dropped to' : 'was listed for'} ${USD.format(listing.priceCents / 100)}, within ${alert.radiusMiles} miles of ${alert.zip} (your alert: up to ${USD.format(alert.maxPriceCents / 100)}, ${minConditionLabel(alert.minCondition).toLowerCase()}).`,
    link: listingPath(listing),
  };
}

/**
 * Notifies one alert, once a day: the transaction reads the alert again (deleted, changed or already
 * told today: nothing) and the day's notification, then writes both. Run twice, it writes once.
 */
async function notifyAlert(listing: AlertedListing, alertId: string, now: number): Promise<boolean> {
  const day = alertDay(now);
  const alertRef = db().collection(LISTING_ALERTS).doc(alertId);
  return runTransaction(async (tx) => {
    const snap = await tx.get(alertRef);
    const alert = snap.data() as ListingAlert | undefined;
    if (!alert || alert.notifiedDay === day || !listingMatchesAlert(listing, alert)) return false;
    const input = notificationFor(listing, alert, alertId, day);
    const ref = notificationRef(input.id);
    const existing = await tx.get(ref);
    notifyInTransaction(tx, ref, existing.exists, alert.uid, input);
    tx.update(alertRef, { notifiedDay: day });
    return !existing.exists;
  });
}

export interface AlertPageResult {
  /** Alerts read by the page's query. */
  read: number;
  notified: number;
  /** Where the next page starts, when this one was full. */
  next: AlertCursor | null;
}

/** One page of the product's candidate alerts: each that matches (distance too) and was not told today is notified. */
export async function notifyAlertPage(
  listing: AlertedListing,
  after: AlertCursor | null,
  now = Date.now(),
): Promise<AlertPageResult> {
  const query = after ? candidateAlerts(listing).startAfter(...after) : candidateAlerts(listing);
  const snap = await query.get();
  const day = alertDay(now);
  const matching = snap.docs.filter((d) => {
    const alert = d.data() as ListingAlert;
    return alert.notifiedDay !== day && listingMatchesAlert(listing, alert);
  });
  // The seller's own alerts are left out (a parent watching for a stroller who lists theirs). Their
  // uid is read only when an alert matches, and is kept by the instance after.
  const sellerUid = matching.length > 0 ? await sellerUidOf(listing.sellerId) : null;
  const due = matching.filter((d) => d.get('uid') !== sellerUid);
  const told = await Promise.all(due.map((d) => notifyAlert(listing, d.id, now)));
  const last = snap.docs.at(-1);
  const next: AlertCursor | null =
    snap.size === LISTING_ALERT_LIMITS.page && last ? [last.get('maxPriceCents') as number, last.id] : null;
  return { read: snap.size, notified: told.filter(Boolean).length, next };
}

/** The task id of a page: one per listing event and cursor, so a retried page enqueues nothing twice. */
const pageTaskId = (listing: AlertedListing, eventKey: string, cursor: AlertCursor) =>
  `listing-alerts/${listing.id}/${eventKey}/${cursor[0]}/${cursor[1]}`;

/** A page, then the rest handed on to a task when the page was full. */
async function runPage(listing: AlertedListing, eventKey: string, after: AlertCursor | null, now: number) {
  const result = await notifyAlertPage(listing, after, now);
  if (result.next)
    await enqueue(
      LISTING_ALERTS_PAGE_QUEUE,
      { listing, eventKey, after: result.next },
      { id: pageTaskId(listing, eventKey, result.next) },
    );
  return result;
}

/** The trigger on listings/{id} (index.ts): the first page inline, the rest as tasks. */
export async function notifyListingAlerts(
  listingId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  now = Date.now(),
): Promise<AlertPageResult | null> {
  const listing = alertedListing(listingId, before, after);
  if (!listing) return null;
  // The same publish or price seen again (a redelivered event) makes the same task ids.
  const eventKey = `${listing.reason}-${listing.priceCents}-${String(after?.updatedAt ?? '')}`;
  return runPage(listing, eventKey, null, now);
}

const taskSchema = z.object({
  listing: z.object({
    id: z.string().min(1).max(1500),
    sellerId: z.string().max(128),
    productId: z.string().min(1).max(LISTING_ALERT_LIMITS.productId),
    title: z.string().max(200),
    brand: z.string().max(200),
    priceCents: z.number().int(),
    condition: z.enum(CONDITION_VALUES),
    pickup: z.object({ city: z.string().max(100), lat: z.number(), lng: z.number() }),
    reason: z.enum(['published', 'price-drop']),
  }),
  eventKey: z.string().max(200),
  after: z.tuple([z.number(), z.string().min(1).max(1500)]),
});

/** The listingAlertsPage task: one further page. */
export async function notifyListingAlertsTask(payload: unknown, now = Date.now()) {
  const { listing, eventKey, after } = taskSchema.parse(payload);
  return runPage(listing, eventKey, after, now);
}
