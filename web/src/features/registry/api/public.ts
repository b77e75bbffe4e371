// The purchase claim: through a function, so a gift is marked bought exactly once.
import type { PurchaseClaimInput } from '@shared/registry';
import { apiFetch, pathSegment } from '../../../lib/api/client';

export const ALREADY_BOUGHT_STATUS = 409;

export function claimPurchase(uid: string, itemId: string, input: PurchaseClaimInput): Promise<unknown> {
  return apiFetch(`/api/registry/${pathSegment(uid)}/items/${pathSegment(itemId)}/purchase`, {
    method: 'POST',
    body: input,
    auth: false,
    errorMessage: 'We could not record your gift. Please try again.',
  });
}
