// Transactions with the spec's attempt budget; what happens when it runs out is in errors.ts.
import type { Transaction } from 'firebase-admin/firestore';
import { db } from './admin.js';

/** Spec section 9: a transaction is tried at most 5 times before it gives up. */
export const TRANSACTION_ATTEMPTS = 5;

/** Runs `fn` in a transaction; the Admin SDK retries contention (ABORTED) up to the budget. */
export function runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db().runTransaction(fn, { maxAttempts: TRANSACTION_ATTEMPTS });
}
