// The pickup hand-over the seller can prove (issue 23 #4). When the seller marks an order ready for
// pickup, a 6-digit code is drawn: pickupCodes/{orderId} {orderId, buyerUid, code, createdAt} is for
// the buyer's order page (the buyer and admins read it; never the seller), and pickupChecks/{orderId}
// {orderId, salt, codeHash, wrongCodes, lockedUntil, createdAt} holds only a salted hash and the wrong
// tries (closed to every client). The seller types the code the buyer shows; five wrong codes pause
// entry for 15 minutes. Both documents go once the item is handed over.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { HttpError } from '../../lib/errors.js';
import {
  normalisePickupCode,
  PICKUP_CODE_LENGTH,
  PICKUP_LOCK_MS,
  PICKUP_LOCKED_MESSAGE,
  PICKUP_MAX_WRONG_CODES,
} from '../../shared/pickup.js';

export const PICKUP_CODES = 'pickupCodes';
export const PICKUP_CHECKS = 'pickupChecks';
export const pickupCodeRef = (orderId: string) => db().collection(PICKUP_CODES).doc(orderId);
export const pickupCheckRef = (orderId: string) => db().collection(PICKUP_CHECKS).doc(orderId);

export interface PickupCodeDoc {
  orderId: string;
  buyerUid: string;
  code: string;
  createdAt: number;
}

export interface PickupCheckDoc {
  orderId: string;
  salt: string;
  codeHash: string;
  wrongCodes: number;
  lockedUntil: number | null;
  createdAt: number;
}

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** A fresh code, uniformly drawn, with leading zeros kept. */
export const drawPickupCode = (): string =>
  String(randomInt(0, 10 ** PICKUP_CODE_LENGTH)).padStart(PICKUP_CODE_LENGTH, '0');

/** Both documents of one order's code (the seed files its ready-for-pickup orders' codes the same way). */
export function pickupCodeDocs(
  orderId: string,
  buyerUid: string,
  now: number,
  code = drawPickupCode(),
): { code: PickupCodeDoc; check: PickupCheckDoc } {
  const salt = randomBytes(16).toString('hex');
  return {
    code: { orderId, buyerUid, code, createdAt: now },
    check: { orderId, salt, codeHash: hashOf(salt, code), wrongCodes: 0, lockedUntil: null, createdAt: now },
  };
}

/** Draws and files the code in the transaction that marks the order ready for pickup. */
export function issuePickupCode(tx: Transaction, orderId: string, buyerUid: string, now: number): void {
  const docs = pickupCodeDocs(orderId, buyerUid, now);
  tx.set(pickupCodeRef(orderId), docs.code);
  tx.set(pickupCheckRef(orderId), docs.check);
}

/**
 * What the seller's code is: right (hand over), wrong (counted; refused after the commit), or there
 * was no code to check (an order marked ready before codes existed): one is issued for the buyer.
 */
export type CodeVerdict = 'right' | 'wrong' | 'issued';

/**
 * Reads the order's check and compares the typed code's hash in constant time. Locked: 429 before
 * any write. A wrong code is counted in this transaction (the caller throws once it has committed).
 * Call before the transaction's writes; `settle` then writes the outcome.
 */
export async function checkPickupCode(
  tx: Transaction,
  order: { id: string; buyerUid: string },
  typed: string,
  now: number,
): Promise<{ verdict: CodeVerdict; settle: () => void }> {
  const orderId = order.id;
  const snap = await tx.get(pickupCheckRef(orderId));
  const check = snap.data() as PickupCheckDoc | undefined;
  if (!check) return { verdict: 'issued', settle: () => issuePickupCode(tx, orderId, order.buyerUid, now) };
  if (check.lockedUntil !== null && check.lockedUntil > now) {
    throw new HttpError(429, PICKUP_LOCKED_MESSAGE, Math.ceil((check.lockedUntil - now) / 1000));
  }
  const expected = Buffer.from(check.codeHash, 'hex');
  const given = Buffer.from(hashOf(check.salt, normalisePickupCode(typed)), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    return {
      verdict: 'right',
      settle: () => {
        tx.delete(pickupCheckRef(orderId));
        tx.delete(pickupCodeRef(orderId));
      },
    };
  }
  // A lapsed lock starts a fresh count.
  const wrongCodes = (check.lockedUntil !== null ? 0 : check.wrongCodes) + 1;
  const isLocked = wrongCodes >= PICKUP_MAX_WRONG_CODES;
  return {
    verdict: 'wrong',
    settle: () =>
      tx.update(pickupCheckRef(orderId), {
        wrongCodes: isLocked ? 0 : wrongCodes,
        lockedUntil: isLocked ? now + PICKUP_LOCK_MS : null,
      }),
  };
}

/** Cancelled or disputed before the hand-over: the code is of no use any more. */
export function dropPickupCode(tx: Transaction, orderId: string): void {
  tx.delete(pickupCheckRef(orderId));
  tx.delete(pickupCodeRef(orderId));
}
