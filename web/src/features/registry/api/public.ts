// The purchase claim: through a function, so a gift is marked bought exactly once.
import type { PurchaseClaimInput } from '@shared/registry';
import { apiFetch, pathSegment } from '../../../lib/api/client';
import { getFreshIdToken, useSessionStore } from '../../auth';

export const ALREADY_BOUGHT_STATUS = 409;

/**
 * A signed-in giver sends their ID token, so the purchase is filed under their account (their data
 * export shows it, deleting the account anonymises it). Auth is asked only when the session already
 * says someone is signed in: a visitor's claim never loads it.
 */
export async function claimPurchase(uid: string, itemId: string, input: PurchaseClaimInput): Promise<unknown> {
  const token = useSessionStore.getState().status === 'signedIn' ? await getFreshIdToken() : null;
  return apiFetch(`/api/registry/${pathSegment(uid)}/items/${pathSegment(itemId)}/purchase`, {
    method: 'POST',
    body: input,
    ...(token ? { token } : { auth: false }),
    errorMessage: 'We could not record your gift. Please try again.',
  });
}
