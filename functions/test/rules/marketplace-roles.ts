// The five parties every marketplace rules test checks (issue 13): signed out, the seller (or the
// document's owner), the buyer, another signed-in user and an admin, on top of setup.ts's clients.
import type { Firestore } from 'firebase/firestore';
import { ADMIN, OTHER, OWNER, type RulesEnv } from './setup.js';

export const SELLER = OWNER;
/** The seller's public id (sellers/{id}, listings.sellerId), in their sellerAccounts/{uid}; not a uid. */
export const SELLER_ID = 'Qm7sLk2PzX9vT4bNc8Rw';
export const BUYER = 'buyer-uid';
export const STRANGER = OTHER;
export { ADMIN };

export type Party = 'signed out' | 'seller' | 'buyer' | 'other user' | 'admin';
export const PARTIES: readonly Party[] = ['signed out', 'seller', 'buyer', 'other user', 'admin'];

/** The Firestore client of one party; the seller is setup.ts's owner, the other user its other user. */
export function asParty(rules: RulesEnv, party: Party): Firestore {
  switch (party) {
    case 'signed out':
      return rules.as('signed out');
    case 'seller':
      return rules.as('owner');
    case 'buyer':
      return rules.asUser(BUYER, { email: 'buyer@example.com' });
    case 'other user':
      return rules.as('other user');
    case 'admin':
      return rules.as('admin');
  }
}

/** Which parties an operation is for: `allowed(['seller', 'admin'])('buyer')` is false. */
export const only =
  (parties: readonly Party[]) =>
  (party: Party): boolean =>
    parties.includes(party);

/** A Firestore timestamp-compatible date for seeds, fixed so tests do not depend on the clock. */
export const SEEDED_AT = new Date('2026-11-01T10:00:00Z');
