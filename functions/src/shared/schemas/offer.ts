// An offer as the buyer types it and a counter as the seller types it: an amount in dollars, checked
// against the listing's price (at least half, below the full price) before the payload goes out as
// offerBodySchema / offerResponseSchema (schemas/listing.ts), which the api parses.
import { z } from 'zod/mini';
import { MARKETPLACE_LIMITS as L, minimumOfferCents } from '../marketplace.js';
import { dollarsToCents, optionalText } from './fields.js';

export const OFFER_AMOUNT_MESSAGE = 'Enter an amount in dollars, like 85.';
export const COUNTER_AMOUNT_MESSAGE = 'Enter an amount in dollars, like 95.';
export const FULL_PRICE_MESSAGE = 'That is the full price: use Buy now instead.';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "Offers start at half the price: at least $60.00." */
export const offerMinimumMessage = (priceCents: number): string =>
  `Offers start at half the price: at least ${USD.format(minimumOfferCents(priceCents) / 100)}.`;

/** The offer form: `amount` in dollars, an optional message. */
export const offerFormSchema = (priceCents: number) =>
  z.strictObject({
    amount: z
      .string({ error: OFFER_AMOUNT_MESSAGE })
      // One message at a time, in this order: not an amount, under half the price, the full price.
      .check(
        z.refine((v) => Number.isFinite(dollarsToCents(v)), OFFER_AMOUNT_MESSAGE),
        z.refine((v) => !(dollarsToCents(v) < minimumOfferCents(priceCents)), offerMinimumMessage(priceCents)),
        z.refine((v) => !(dollarsToCents(v) >= priceCents), FULL_PRICE_MESSAGE),
      ),
    message: optionalText(L.message),
  });
export type OfferFormValues = z.infer<ReturnType<typeof offerFormSchema>>;

/** The seller's counter: `amount` in dollars. */
export const counterFormSchema = z.strictObject({
  amount: z
    .string({ error: COUNTER_AMOUNT_MESSAGE })
    .check(z.refine((v) => Number.isFinite(dollarsToCents(v)), COUNTER_AMOUNT_MESSAGE)),
});
export type CounterFormValues = z.infer<typeof counterFormSchema>;
