// A listing alert as the person fills it in (dollars, a distance chosen from the marketplace's) and as
// the api takes it (cents): one schema each, the form checking what the api parses (decision 016).
import { z } from 'zod/mini';
import { ALERT_RADII_MILES, LISTING_ALERT_LIMITS, type ListingAlertInput } from '../listing-alerts.js';
import { CONDITION_VALUES, MARKETPLACE_LIMITS as L, type ListingCondition } from '../marketplace.js';
import { UNKNOWN_ZIP_MESSAGE, zipArea } from '../zip-areas.js';
import { dollarsToCents } from './fields.js';
import { ZIP_MESSAGE } from './listing.js';

export const ALERT_PRICE_MESSAGE = `Enter the most you would pay, from $${L.minPriceCents / 100} to $${(L.maxPriceCents / 100).toLocaleString('en-US')}.`;
export const ALERT_RADIUS_MESSAGE = `Choose a distance: ${ALERT_RADII_MILES.join(', ')} miles.`;
export const ALERT_CONDITION_MESSAGE = 'Choose a condition, or any condition.';

const zip = z.string({ error: ZIP_MESSAGE }).check(
  z.trim(),
  z.regex(/^\d{5}$/, ZIP_MESSAGE),
  z.refine((v) => !/^\d{5}$/.test(v) || zipArea(v) !== null, UNKNOWN_ZIP_MESSAGE),
);

const isCondition = (v: string): v is ListingCondition => (CONDITION_VALUES as readonly string[]).includes(v);

const radii = ALERT_RADII_MILES.map(String) as [string, ...string[]];

/** The alert form: text as typed and chosen; condition '' is any. */
export const listingAlertFormSchema = z.strictObject({
  zip,
  radiusMiles: z.enum(radii, { error: ALERT_RADIUS_MESSAGE }),
  maxPrice: z.string({ error: ALERT_PRICE_MESSAGE }).check(
    z.refine((v) => {
      const cents = dollarsToCents(v);
      return Number.isFinite(cents) && cents >= L.minPriceCents && cents <= L.maxPriceCents;
    }, ALERT_PRICE_MESSAGE),
  ),
  minCondition: z
    .string({ error: ALERT_CONDITION_MESSAGE })
    .check(z.refine((v) => v === '' || isCondition(v), ALERT_CONDITION_MESSAGE)),
});
export type ListingAlertFormValues = z.infer<typeof listingAlertFormSchema>;

/** What a form sends (already checked by listingAlertFormSchema). */
export function toAlertBody(productId: string, v: ListingAlertFormValues): ListingAlertInput {
  return {
    productId,
    zip: v.zip.trim(),
    radiusMiles: Number(v.radiusMiles) as ListingAlertInput['radiusMiles'],
    maxPriceCents: dollarsToCents(v.maxPrice),
    minCondition: isCondition(v.minCondition) ? v.minCondition : null,
  };
}

/** The changeable part of an alert (PATCH /api/marketplace/alerts/{id}). */
export const listingAlertChangeSchema = z.strictObject({
  zip,
  radiusMiles: z
    .number({ error: ALERT_RADIUS_MESSAGE })
    .check(z.refine((v) => (ALERT_RADII_MILES as readonly number[]).includes(v), ALERT_RADIUS_MESSAGE)),
  maxPriceCents: z
    .int({ error: ALERT_PRICE_MESSAGE })
    .check(z.gte(L.minPriceCents, ALERT_PRICE_MESSAGE), z.lte(L.maxPriceCents, ALERT_PRICE_MESSAGE)),
  minCondition: z.nullable(z.enum(CONDITION_VALUES, { error: ALERT_CONDITION_MESSAGE })),
});

/** POST /api/marketplace/alerts: a new alert on one catalog product. */
export const listingAlertBodySchema = z.extend(listingAlertChangeSchema, {
  productId: z
    .string()
    .check(z.minLength(1), z.maxLength(LISTING_ALERT_LIMITS.productId), z.regex(/^[^/]+$/, 'Choose a product.')),
});
