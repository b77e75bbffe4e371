import { describe, expect, it } from 'vitest';
import { CONDITION_VALUES } from './marketplace.js';
import {
  CONDITION_PRICE_FACTORS,
  MIN_SALES,
  median,
  suggestPrices,
  suggestionText,
  type SoldPrice,
} from './price-suggestion.js';

const gentlyUsed = (...dollars: number[]): SoldPrice[] =>
  dollars.map((d) => ({ priceCents: d * 100, condition: 'gently-used' }));

describe('median', () => {
  it('is the middle of an odd count and the mean of the middle two of an even count, in any order', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});

describe('CONDITION_PRICE_FACTORS', () => {
  it('covers every condition, falling from new with tags to well loved', () => {
    const factors = CONDITION_VALUES.map((c) => CONDITION_PRICE_FACTORS[c]);
    expect(factors).toHaveLength(5);
    expect([...factors].sort((a, b) => b - a)).toEqual(factors);
    expect(factors.every((f) => f > 0 && f < 1)).toBe(true);
  });
});

describe('suggestPrices', () => {
  it('takes the median of the sales for their own condition', () => {
    const s = suggestPrices('p', gentlyUsed(40, 44, 48, 52, 60, 90, 30), 120);
    expect(s).toMatchObject({ basis: 'sales', sales: 7, storePriceCents: 12000 });
    expect(s.byCondition['gently-used']).toBe(4800);
  });

  it('adjusts for the chosen condition and for the conditions the sales were in', () => {
    const s = suggestPrices('p', gentlyUsed(50, 50, 50, 50, 50), 300);
    // 50 gently used (0.5) is 100 at the common footing: like new (0.6) 60, well loved (0.35) 35.
    expect(s.byCondition['like-new']).toBe(6000);
    expect(s.byCondition['well-loved']).toBe(3500);
    expect(s.byCondition['new-with-tags']).toBe(8000);
    // Like-new sales at 60 count as gently used at 50.
    const mixed = suggestPrices(
      'p',
      [...gentlyUsed(50, 50), ...[60, 60, 60].map((d) => ({ priceCents: d * 100, condition: 'like-new' }))],
      null,
    );
    expect(mixed.byCondition['gently-used']).toBe(5000);
  });

  it(`falls back to an estimate from the store price under ${MIN_SALES} sales`, () => {
    const s = suggestPrices('p', gentlyUsed(10, 12, 14, 16), 120);
    expect(s).toMatchObject({ basis: 'estimate', sales: 4 });
    expect(s.byCondition['gently-used']).toBe(6000);
    expect(s.byCondition['well-loved']).toBe(4200);
  });

  it('leaves out sales of an unknown condition or a price that is not positive, and says none without a store price', () => {
    const s = suggestPrices(
      'p',
      [
        ...gentlyUsed(10, 20, 30, 40),
        { priceCents: 5000, condition: 'broken' },
        { priceCents: 0, condition: 'like-new' },
      ],
      undefined,
    );
    expect(s).toEqual({ productId: 'p', basis: 'none', sales: 4, storePriceCents: null, byCondition: {} });
  });

  it('rounds to whole dollars and never suggests less than a listing may ask', () => {
    expect(suggestPrices('p', [], 1.5).byCondition['well-loved']).toBe(100);
    expect(suggestPrices('p', [], 99.99).byCondition['gently-used']).toBe(5000);
  });
});

describe('suggestionText', () => {
  it('says the price and how many sales it is based on', () => {
    const s = suggestPrices('p', gentlyUsed(40, 44, 48, 52, 60, 90, 30), 120);
    expect(suggestionText(s, 'gently-used')).toBe('Suggested $48, based on 7 sales');
  });

  it('labels the fallback as an estimate, with the store price and the sales there were', () => {
    expect(suggestionText(suggestPrices('p', gentlyUsed(30), 1200), 'like-new')).toBe(
      'Suggested $720, an estimate from the $1,200 store price and the condition (only 1 recent sale to go on)',
    );
    expect(suggestionText(suggestPrices('p', [], 120), 'gently-used')).toBe(
      'Suggested $60, an estimate from the $120 store price and the condition (no recent sales to go on)',
    );
  });

  it('says nothing before a condition is chosen or with nothing to go on', () => {
    expect(suggestionText(suggestPrices('p', [], 120), '')).toBeNull();
    expect(suggestionText(suggestPrices('p', [], null), 'like-new')).toBeNull();
  });
});
