// The purchase claim schema that the function and the purchase dialog both run.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { LIMITS, type PurchaseClaimInput } from '../registry.js';
import { purchaseClaimSchema } from './purchase-claim.js';

const giver: PurchaseClaimInput = { first: 'Ruth', last: 'Okafor', email: 'ruth@example.com', storeName: 'Target' };

/** The first message for each field, as the form shows them. */
function messages(input: unknown): Record<string, string> {
  const result = z.safeParse(purchaseClaimSchema, input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('purchaseClaimSchema', () => {
  it('trims every field and keeps an optional order number', () => {
    expect(
      purchaseClaimSchema.parse({ ...giver, first: '  Ruth ', email: ' ruth@example.com ', orderNumber: ' 112-889 ' }),
    ).toEqual({ ...giver, orderNumber: '112-889' });
    expect(purchaseClaimSchema.parse(giver)).toEqual(giver);
  });

  it('asks for each missing field in plain words', () => {
    expect(messages({ first: ' ', last: '', email: '', storeName: '  ' })).toEqual({
      first: 'Enter your first name.',
      last: 'Enter your last name.',
      email: 'Enter an email address like name@example.com.',
      storeName: 'Tell the parents where you bought it.',
    });
  });

  it('holds every text to its limit in LIMITS', () => {
    const at = {
      first: 'f'.repeat(LIMITS.personName),
      last: 'l'.repeat(LIMITS.personName),
      email: `${'x'.repeat(LIMITS.email - '@example.com'.length)}@example.com`,
      storeName: 's'.repeat(LIMITS.storeName),
      orderNumber: 'o'.repeat(LIMITS.orderNumber),
    };
    expect(messages(at)).toEqual({});
    const over = {
      first: `${at.first}f`,
      last: `${at.last}l`,
      email: `x${at.email}`,
      storeName: `${at.storeName}s`,
      orderNumber: `${at.orderNumber}o`,
    };
    expect(messages(over)).toEqual({
      first: `Keep it to ${LIMITS.personName} characters or fewer.`,
      last: `Keep it to ${LIMITS.personName} characters or fewer.`,
      email: 'Enter an email address like name@example.com.',
      storeName: `Keep it to ${LIMITS.storeName} characters or fewer.`,
      orderNumber: `Keep it to ${LIMITS.orderNumber} characters or fewer.`,
    });
  });

  it.each(['not-an-email', 'a@b', 'ruth @example.com', '@example.com'])('refuses the email %j', (email) => {
    expect(messages({ ...giver, email })).toEqual({ email: 'Enter an email address like name@example.com.' });
  });

  it('refuses wrong types, unknown keys and non-objects', () => {
    for (const bad of [
      {},
      [giver],
      null,
      { ...giver, email: 42 },
      { ...giver, orderNumber: null },
      { ...giver, purchased: true },
      { ...giver, uid: 'someone' },
    ]) {
      expect(purchaseClaimSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
