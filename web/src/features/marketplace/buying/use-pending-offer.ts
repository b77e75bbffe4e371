// An offer typed while signed out: held across sign-in, then the dialog opens again with it, unsent.
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { usePendingAction } from '../../auth';
import type { AfterSignIn } from '../../auth';
import { LISTING_ACTIONS } from '../hooks/listing-actions';

export interface OfferDraft {
  amount: string;
  message: string;
}

/** Bounded as the dialog's own fields are. */
const AMOUNT_MAX = 12;

export function offerAfterSignIn(listingId: string, draft: OfferDraft): AfterSignIn {
  return {
    action: LISTING_ACTIONS.offer,
    target: listingId,
    values: { amount: draft.amount.slice(0, AMOUNT_MAX), message: draft.message.slice(0, MARKETPLACE_LIMITS.message) },
  };
}

/** Calls `reopen` with the offer held for this listing once the visitor is back signed in. */
export function usePendingOffer(listingId: string, reopen: (draft: OfferDraft) => void): void {
  usePendingAction(LISTING_ACTIONS.offer, listingId, (values) =>
    reopen({
      amount: (values.amount ?? '').slice(0, AMOUNT_MAX),
      message: (values.message ?? '').slice(0, MARKETPLACE_LIMITS.message),
    }),
  );
}
