// The offer and counter forms' schemas: one message at a time, in order (not an amount, under half the
// price, the full price or more), and what they accept.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  COUNTER_AMOUNT_MESSAGE,
  counterFormSchema,
  FULL_PRICE_MESSAGE,
  OFFER_AMOUNT_MESSAGE,
  offerFormSchema,
  offerMinimumMessage,
} from './offer.js';

const messages = (amount: string) =>
  z.safeParse(offerFormSchema(12_000), { amount, message: '' }).error?.issues.map((i) => i.message) ?? [];

describe('offerFormSchema', () => {
  it('says what is wrong with the amount, first thing first', () => {
    expect(messages('')[0]).toBe(OFFER_AMOUNT_MESSAGE);
    expect(messages('ten')[0]).toBe(OFFER_AMOUNT_MESSAGE);
    expect(messages('0')[0]).toBe(offerMinimumMessage(12_000));
    expect(messages('59.99')[0]).toBe('Offers start at half the price: at least $60.00.');
    expect(messages('120')[0]).toBe(FULL_PRICE_MESSAGE);
    expect(messages('$1,200')[0]).toBe(FULL_PRICE_MESSAGE);
  });

  it('takes half the price up to a cent under it, with a message within the limit', () => {
    expect(messages('60')).toEqual([]);
    expect(messages('$119.99')).toEqual([]);
    expect(z.safeParse(offerFormSchema(12_000), { amount: '80', message: 'x'.repeat(5_000) }).success).toBe(false);
  });
});

it('counterFormSchema wants an amount in dollars', () => {
  expect(z.safeParse(counterFormSchema, { amount: 'ninety' }).error?.issues[0]?.message).toBe(COUNTER_AMOUNT_MESSAGE);
  expect(z.safeParse(counterFormSchema, { amount: '95' }).success).toBe(true);
});
