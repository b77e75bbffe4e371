// A US shipping address, one schema for the checkout form, the checkout api, the payment webhook
// (Stripe's collected address is parsed with it too) and the rules tests. zod/mini.
import { z } from 'zod/mini';
import { ADDRESS_LIMITS as L, US_STATE_CODES, type UsAddress } from '../shipping.js';
import { optionalText, requiredText } from './fields.js';

export const ZIP_PLUS_FOUR_MESSAGE = 'Enter a 5-digit ZIP code, or ZIP+4 like 11215-1234.';
export const STATE_MESSAGE = 'Choose the state.';

export const usAddressSchema = z.strictObject({
  name: requiredText(L.name, 'Enter the name to ship to.'),
  line1: requiredText(L.line1, 'Enter the street address.'),
  line2: optionalText(L.line2),
  city: requiredText(L.city, 'Enter the city.'),
  state: z.pipe(
    z.string({ error: STATE_MESSAGE }).check(z.trim(), z.toUpperCase()),
    z.enum(US_STATE_CODES, { error: STATE_MESSAGE }),
  ),
  zip: z.string({ error: ZIP_PLUS_FOUR_MESSAGE }).check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, ZIP_PLUS_FOUR_MESSAGE)),
}) satisfies z.ZodMiniType<UsAddress, unknown>;

/** A value as a US address, or null when it is not one (the webhook's view of Stripe's address). */
export function parseUsAddress(value: unknown): UsAddress | null {
  const parsed = usAddressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
