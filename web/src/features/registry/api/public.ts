// The purchase claim: through a function, so a gift is marked bought exactly once.
import { ALREADY_PURCHASED_MESSAGE, type PurchaseClaimInput } from '@shared/registry';
import { ApiError, apiFetch, pathSegment } from '../../../lib/api/client';
import { getFreshIdToken, useSessionStore } from '../../auth';

export const ALREADY_BOUGHT_STATUS = 409;

/** Before the one retry of a busy answer: about the server's Retry-After (2 s), spread so retries do not meet. */
export const RETRY_DELAY_MS = { min: 1500, spread: 1000 } as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A 409 that says someone else has the gift, not that the server was busy for a moment. */
export function isAlreadyBought(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === ALREADY_BOUGHT_STATUS && error.message === ALREADY_PURCHASED_MESSAGE
  );
}

/**
 * A signed-in giver sends their ID token, so the purchase is filed under their account (their data
 * export shows it, deleting the account anonymises it). Auth is asked only when the session already
 * says someone is signed in: a visitor's claim never loads it. A 409 other than "already bought"
 * (many givers at once) is tried once more after a short, jittered wait.
 */
export async function claimPurchase(uid: string, itemId: string, input: PurchaseClaimInput): Promise<unknown> {
  const token = useSessionStore.getState().status === 'signedIn' ? await getFreshIdToken() : null;
  const send = () =>
    apiFetch(`/api/registry/${pathSegment(uid)}/items/${pathSegment(itemId)}/purchase`, {
      method: 'POST',
      body: input,
      ...(token ? { token } : { auth: false }),
      errorMessage: 'We could not record your gift. Please try again.',
    });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== ALREADY_BOUGHT_STATUS || isAlreadyBought(error)) throw error;
    await wait(RETRY_DELAY_MS.min + Math.random() * RETRY_DELAY_MS.spread);
    return send();
  }
}
