// The hub's words for a count and for where an offer stands, from the signed-in parent's side.
import type { OfferStatus } from '@shared/marketplace';
import { COUNT_CAP } from './api/hub';

/** "Nothing waiting", "1 waiting for you", "99+ waiting for you". */
export function countText(count: number | undefined, what: string, none: string, cap: number = COUNT_CAP): string {
  if (count === undefined) return 'Counting…';
  if (count === 0) return none;
  return `${count > cap ? `${cap}+` : count} ${what}`;
}

export function offerStandingText(status: OfferStatus, isSeller: boolean): string {
  switch (status) {
    case 'open':
      return isSeller ? 'Waiting for your answer' : 'Waiting for the seller';
    case 'countered':
      return isSeller ? 'You countered: waiting for the buyer' : 'The seller countered: waiting for you';
    case 'accepted':
      return isSeller ? 'Accepted: waiting for the buyer to pay' : 'Accepted: check out to buy it';
    case 'declined':
      return 'Declined';
    case 'expired':
      return 'Expired';
    case 'withdrawn':
      return 'Withdrawn';
    case 'purchased':
      return 'Bought';
  }
}
