// The pickup code (issue 23 #4): six digits the buyer sees on their order page once the seller marks
// the item ready, shown at the meeting and typed by the seller to record the hand-over. One schema
// for the seller's form and POST /api/marketplace/orders/{id}/picked-up.
import { z } from 'zod/mini';

export const PICKUP_CODE_LENGTH = 6;
/** Wrong codes allowed for one order before entry pauses for PICKUP_LOCK_MS. */
export const PICKUP_MAX_WRONG_CODES = 5;
export const PICKUP_LOCK_MS = 15 * 60 * 1000;

export const PICKUP_CODE_MESSAGE = "Enter the 6-digit pickup code from the buyer's order page.";
export const WRONG_PICKUP_CODE_MESSAGE =
  "That code does not match. Ask the buyer to read the pickup code on their order page, and check you are on this order's page.";
export const PICKUP_LOCKED_MESSAGE =
  'Too many wrong codes for this order. Try again in 15 minutes, with the code the buyer reads from their order page.';
export const NEW_PICKUP_CODE_MESSAGE =
  'This order had no pickup code yet, so the buyer now has one on their order page. Ask them for it, then enter it here.';

/** The code as typed, spaces and dashes dropped ("123 456" is 123456). */
export const normalisePickupCode = (typed: string): string => typed.replace(/[\s-]+/g, '');

export const isPickupCode = (typed: string): boolean => new RegExp(`^\\d{${PICKUP_CODE_LENGTH}}$`).test(typed);

/** POST /api/marketplace/orders/{id}/picked-up: the seller types the buyer's code. */
export const pickedUpBodySchema = z.strictObject({
  code: z.pipe(
    z.pipe(
      z.string({ error: PICKUP_CODE_MESSAGE }).check(z.maxLength(20, PICKUP_CODE_MESSAGE)),
      z.transform(normalisePickupCode),
    ),
    z.string().check(z.refine(isPickupCode, PICKUP_CODE_MESSAGE)),
  ),
});
