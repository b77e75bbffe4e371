// The marketplace's payloads, one schema each: the listing form checks a listing with the same schema
// the api function parses it with (docs/decisions/013). zod/mini, so a form loads only what it uses.
import { z } from 'zod/mini';
import { CATEGORIES } from '../catalog.js';
import { CONDITION_VALUES, MARKETPLACE_LIMITS as L, needsManufactureDate, type ListingInput } from '../marketplace.js';
import { parseTracking, TRACKING_MESSAGE } from '../shipping.js';
import { requiredText, optionalText, tooLongMessage } from './fields.js';
import { usAddressSchema } from './shipping-address.js';

export const MANUFACTURE_DATE_MESSAGE = 'Enter the manufacture date from the label, like 2024-05.';
export const MANUFACTURE_DATE_REQUIRED_MESSAGE =
  'Car seats, cribs, bassinets, sleepers and high chairs need the manufacture date from their label.';
export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code.';
export const PRICE_MESSAGE = `Enter a price from $${(L.minPriceCents / 100).toFixed(2)} to $${(L.maxPriceCents / 100).toLocaleString('en-US')}.`;
export const SHIPPING_MESSAGE = `Enter a shipping price up to $${L.maxShippingCents / 100}, or turn shipping off.`;
export const DELIVERY_MESSAGE = 'Offer local pickup, shipping or both.';
export const AGE_RANGE_MESSAGE = 'The age range must start before it ends.';
export const CAR_SEAT_CRASH_MESSAGE = 'Tell buyers whether this car seat has been in a crash.';
export const CAR_SEAT_LABEL_MESSAGE = 'Tell buyers whether the car seat still has its manufacturer labels.';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Is 'YYYY-MM' a month between 1990 and the current month? */
export function isManufactureMonth(value: string, now: Date = new Date()): boolean {
  const m = MONTH.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year >= 1990 && year * 12 + (month - 1) <= current;
}

const cents = (min: number, max: number, message: string) =>
  z.int({ error: message }).check(z.gte(min, message), z.lte(max, message));

const months = z.int({ error: 'Enter an age in months.' }).check(z.gte(0), z.lte(L.maxAgeMonths));

const categorySlugs = CATEGORIES.map((c) => c.slug) as [string, ...string[]];

/** A listing as the seller writes it (create and edit). */
export const listingInputSchema = z
  .strictObject({
    title: requiredText(L.title, 'Give your listing a title.'),
    brand: optionalText(L.brand),
    model: optionalText(L.model),
    productId: z.nullable(z.string().check(z.minLength(1), z.maxLength(L.productId, tooLongMessage(L.productId)))),
    category: z.enum(categorySlugs, { error: 'Choose a category.' }),
    subcategory: z.string().check(z.trim(), z.maxLength(L.subcategory, tooLongMessage(L.subcategory))),
    condition: z.enum(CONDITION_VALUES, { error: 'Choose the condition.' }),
    priceCents: cents(L.minPriceCents, L.maxPriceCents, PRICE_MESSAGE),
    originalPriceCents: z.nullable(cents(L.minPriceCents, L.maxPriceCents, PRICE_MESSAGE)),
    description: requiredText(L.description, 'Describe the item: its condition, what is included, any wear.'),
    ageMinMonths: months,
    ageMaxMonths: months,
    manufactureDate: z.nullable(z.string().check(z.refine((v) => isManufactureMonth(v), MANUFACTURE_DATE_MESSAGE))),
    carSeatInCrash: z.nullable(z.boolean()),
    carSeatHasLabel: z.nullable(z.boolean()),
    pickupZip: z.string({ error: ZIP_MESSAGE }).check(z.trim(), z.regex(/^\d{5}$/, ZIP_MESSAGE)),
    localPickup: z.boolean(),
    shippingCents: z.nullable(cents(0, L.maxShippingCents, SHIPPING_MESSAGE)),
  })
  .check(
    z.refine((v) => v.ageMinMonths <= v.ageMaxMonths, { message: AGE_RANGE_MESSAGE, path: ['ageMaxMonths'] }),
    z.refine((v) => v.localPickup || v.shippingCents !== null, { message: DELIVERY_MESSAGE, path: ['localPickup'] }),
    z.refine((v) => !needsManufactureDate(v.category, v.subcategory) || v.manufactureDate !== null, {
      message: MANUFACTURE_DATE_REQUIRED_MESSAGE,
      path: ['manufactureDate'],
    }),
    z.refine((v) => v.category !== 'car-seats' || v.carSeatInCrash !== null, {
      message: CAR_SEAT_CRASH_MESSAGE,
      path: ['carSeatInCrash'],
    }),
    z.refine((v) => v.category !== 'car-seats' || v.carSeatHasLabel !== null, {
      message: CAR_SEAT_LABEL_MESSAGE,
      path: ['carSeatHasLabel'],
    }),
  ) satisfies z.ZodMiniType<ListingInput>;

/** POST /api/marketplace/listings/{id}/offers: an offer (or a buyer's answer to a counter). */
export const offerBodySchema = z.strictObject({
  amountCents: cents(1, L.maxPriceCents, 'Enter an amount in dollars and cents.'),
  message: z.optional(optionalText(L.message)),
});

/** POST /api/marketplace/offers/{offerId}/respond. */
export const offerResponseSchema = z.union([
  z.strictObject({ action: z.enum(['accept', 'decline', 'withdraw']) }),
  z.strictObject({ action: z.literal('counter'), amountCents: cents(1, L.maxPriceCents, 'Enter a counter amount.') }),
]);

export const SHIPPING_ADDRESS_MISSING = 'Enter the address to ship to.';

/** POST /api/marketplace/checkout: a shipped order carries the buyer's US address (saved on request). */
export const checkoutBodySchema = z
  .strictObject({
    listingId: z.string().check(z.minLength(1), z.maxLength(128)),
    offerId: z.nullable(z.string().check(z.minLength(1), z.maxLength(300))),
    fulfilment: z.enum(['ship', 'pickup'], { error: 'Choose shipping or local pickup.' }),
    shippingAddress: z.optional(z.nullable(usAddressSchema)),
    saveAddress: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => v.fulfilment !== 'ship' || Boolean(v.shippingAddress), {
      message: SHIPPING_ADDRESS_MISSING,
      path: ['shippingAddress'],
    }),
  );

/** POST /api/marketplace/orders/{id}/ship: a tracking number in a carrier's format (USPS, UPS, FedEx). */
export const shipBodySchema = z.strictObject({
  trackingNumber: requiredText(L.trackingNumber, 'Enter the tracking number from the label.').check(
    z.refine((v) => parseTracking(v) !== null, TRACKING_MESSAGE),
  ),
});

/** POST /api/marketplace/orders/{id}/dispute. */
export const disputeBodySchema = z.strictObject({
  reason: requiredText(L.message, 'Tell us what went wrong with the item.'),
});

/** POST /api/marketplace/orders/{id}/rating. */
export const ratingBodySchema = z.strictObject({
  stars: z
    .int({ error: 'Choose 1 to 5 stars.' })
    .check(z.gte(1, 'Choose 1 to 5 stars.'), z.lte(5, 'Choose 1 to 5 stars.')),
  comment: optionalText(L.ratingComment),
});

/** POST /api/marketplace/listings/{id}/report. */
export const reportBodySchema = z.strictObject({
  reason: requiredText(L.reportReason, 'Tell us what is wrong with this listing.'),
});

/** orders/{id}/messages/{messageId} and the order thread's composer. */
export const orderMessageSchema = z.strictObject({
  text: requiredText(L.message, 'Write a message first.'),
});
