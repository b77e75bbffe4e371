// Payment records only functions touch: demoSessions/{sessionId} and demoRefunds/{key} (the demo
// payment provider's own records of sessions it expired and refunds it made) and checkoutHolds/{uid}
// (the marker each new hold of a buyer writes, so one buyer's checkouts decide one at a time). No
// client reads or writes them, not even their buyer (who reads the refund on the checkout) or an
// admin (who reads the refund queue).
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OWNER, ROLES, list, useRulesEnv } from './setup.js';

const refund = { refundId: 'demo_re_c1', paymentId: 'demo_pi_c1', checkoutId: 'c1', amountCents: 6760, createdAt: 1 };
const session = { sessionId: 'demo_c1', status: 'expired', expiredAt: 1 };
const holds = { uid: OWNER, lastCheckoutId: 'c1', updatedAt: 1 };
const rules = useRulesEnv('payment-records', () => ({
  'demoRefunds/refund-c1': refund,
  'demoSessions/demo_c1': session,
  [`checkoutHolds/${OWNER}`]: holds,
}));

describe('demoSessions, demoRefunds and checkoutHolds', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);

    it(`${role}: get, list, create, update and delete all fail`, async () => {
      for (const [collection, id, data] of [
        ['demoRefunds', 'refund-c1', refund],
        ['demoSessions', 'demo_c1', session],
        ['checkoutHolds', OWNER, holds],
      ] as const) {
        await assertFails(getDoc(doc(db(), collection, id)));
        await assertFails(list(db(), collection, limit(10)));
        await assertFails(setDoc(doc(db(), collection, 'new'), data));
        await assertFails(updateDoc(doc(db(), collection, id), { updatedAt: 2 }));
        await assertFails(deleteDoc(doc(db(), collection, id)));
      }
    });
  }
});
