// Saving and changing a listing alert (listingAlerts/{id}, decision 016), through the api so
// the cap holds: at most LISTING_ALERT_LIMITS.perPerson alerts a person, counted in the same
// transaction as the save. The ZIP's area comes from the marketplace's table, never from the client. The owner
// deletes one under the rules.
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import { runTransaction } from '../../lib/transactions.js';
import {
  ALERT_NOT_FOUND_MESSAGE,
  ALERT_PRODUCT_NOT_FOUND_MESSAGE,
  ALERTS_FULL_MESSAGE,
  conditionsAtLeast,
  LISTING_ALERT_LIMITS,
  type ListingAlert,
  type ListingAlertInput,
} from '../../shared/listing-alerts.js';
import { UNKNOWN_ZIP_MESSAGE, zipArea } from '../../shared/zip-areas.js';

export const LISTING_ALERTS = 'listingAlerts';

export const ALERT_WRITE_LIMIT: RateLimit = {
  scope: 'listing-alert-write',
  max: 120,
  windowMs: 60 * 60 * 1000,
  message: 'You have changed a lot of alerts in the last hour. Please try again later.',
};

export const listingAlertsRef = () => db().collection(LISTING_ALERTS);

type AlertTerms = Omit<ListingAlertInput, 'productId'>;

/** The stored fields that follow from what the person chose (area from the ZIP, conditions from the minimum). */
function termsFields(terms: AlertTerms) {
  const area = zipArea(terms.zip);
  if (!area) throw badRequest(UNKNOWN_ZIP_MESSAGE);
  return {
    zip: area.zip,
    city: area.city,
    state: area.state,
    lat: area.lat,
    lng: area.lng,
    radiusMiles: terms.radiusMiles,
    maxPriceCents: terms.maxPriceCents,
    minCondition: terms.minCondition,
    conditions: conditionsAtLeast(terms.minCondition),
  };
}

export type SavedAlert = ListingAlert & { id: string };

/** A new alert's document (the api's and the demo seed's): the area and conditions follow from the choices. */
export function listingAlertDoc(
  uid: string,
  input: ListingAlertInput,
  productTitle: string,
  now: number,
): ListingAlert {
  return {
    uid,
    productId: input.productId,
    productTitle: productTitle.slice(0, LISTING_ALERT_LIMITS.productTitle),
    ...termsFields(input),
    createdAt: now,
    updatedAt: now,
    notifiedDay: null,
  };
}

/** Saves a new alert for `uid`; 404 for a product not in the catalog, 409 at the cap. */
export async function createListingAlert(uid: string, input: ListingAlertInput, now = Date.now()): Promise<SavedAlert> {
  termsFields(input); // an unknown ZIP is refused before anything is read
  const ref = listingAlertsRef().doc();
  return runTransaction(async (tx: Transaction) => {
    const [product, count] = await Promise.all([
      tx.get(db().collection('products').doc(input.productId)),
      tx.get(listingAlertsRef().where('uid', '==', uid).count()),
    ]);
    if (!product.exists) throw notFound(ALERT_PRODUCT_NOT_FOUND_MESSAGE);
    if (count.data().count >= LISTING_ALERT_LIMITS.perPerson) throw conflict(ALERTS_FULL_MESSAGE);
    const title = product.get('title') as unknown;
    const alert = listingAlertDoc(uid, input, typeof title === 'string' ? title : input.productId, now);
    tx.create(ref, alert);
    return { ...alert, id: ref.id };
  });
}

/** Reads the caller's own alert in a transaction; anyone else's, or none, is 404. */
async function ownAlert(tx: Transaction, uid: string, id: string) {
  const snap = await tx.get(listingAlertsRef().doc(id));
  const alert = snap.data() as ListingAlert | undefined;
  if (!alert || alert.uid !== uid) throw notFound(ALERT_NOT_FOUND_MESSAGE);
  return { ref: snap.ref, alert };
}

/** Changes the ZIP, distance, price or condition of the caller's alert. */
export async function updateListingAlert(uid: string, id: string, terms: AlertTerms, now = Date.now()) {
  const fields = termsFields(terms);
  return runTransaction(async (tx) => {
    const { ref, alert } = await ownAlert(tx, uid, id);
    tx.update(ref, { ...fields, updatedAt: now });
    return { ...alert, ...fields, updatedAt: now, id } satisfies SavedAlert;
  });
}
