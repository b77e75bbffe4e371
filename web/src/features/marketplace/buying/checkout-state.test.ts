// What the buyer's landing page says while there is no order: each refund state and each way a hold ends.
import { describe, expect, it } from 'vitest';
import type { CheckoutView } from './api/buying';
import { checkoutStateText } from './CheckoutState';

const base: CheckoutView = {
  id: 'c1',
  listingId: 'l1',
  status: 'cancelled',
  fulfilment: 'pickup',
  amounts: {
    itemCents: 4500,
    shippingCents: 0,
    protectFeeCents: 0,
    totalCents: 4500,
    sellingFeeCents: 0,
    payoutCents: 4500,
  },
};
const sold = 'Refunded: the item sold before your payment arrived.';

describe('checkoutStateText', () => {
  it('gives the refund reason first, then where the money is', () => {
    const refund = (status: 'due' | 'made' | 'refused') => ({ status, reason: sold, amountCents: 4500 });
    expect(checkoutStateText({ ...base, refund: refund('made') }).lines).toEqual([
      sold,
      '$45.00 is on its way back to your payment method. Banks usually take 5 to 10 business days to show it.',
    ]);
    expect(checkoutStateText({ ...base, refund: refund('due') }).lines[1]).toMatch(
      /^Your refund of \$45\.00 is being sent/,
    );
    const refused = checkoutStateText({ ...base, refund: refund('refused') });
    expect([refused.severity, refused.lines[1]]).toEqual([
      'warning',
      'We could not send the $45.00 back automatically. Our team has been told and will refund it by hand.',
    ]);
  });

  it('says a payment is being confirmed, or that the hold ended with nothing charged', () => {
    expect(checkoutStateText({ ...base, status: 'open' }).lines[0]).toMatch(/^We are confirming your payment/);
    expect(checkoutStateText({ ...base, status: 'expired' }).lines[0]).toMatch(
      /hold on this item ended before a payment arrived/,
    );
    expect(checkoutStateText({ ...base, status: 'cancelled' }).lines[0]).toMatch(
      /cancelled before any payment was taken/,
    );
  });
});
