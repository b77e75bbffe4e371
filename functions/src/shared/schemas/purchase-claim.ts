// POST /api/registry/{uid}/items/{itemId}/purchase: what a gift giver sends. The function parses
// the request with it; the purchase dialog checks the same fields before sending.
import { z } from 'zod/mini';
import { LIMITS, type PurchaseClaimInput } from '../registry.js';
import { emailAddress, optionalText, requiredText } from './fields.js';

export const purchaseClaimSchema = z.strictObject({
  first: requiredText(LIMITS.personName, 'Enter your first name.'),
  last: requiredText(LIMITS.personName, 'Enter your last name.'),
  email: emailAddress(LIMITS.email),
  storeName: requiredText(LIMITS.storeName, 'Tell the parents where you bought it.'),
  orderNumber: z.optional(optionalText(LIMITS.orderNumber)),
}) satisfies z.ZodMiniType<PurchaseClaimInput>;
