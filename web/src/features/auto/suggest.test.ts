// The /auto starter registry: one product per need, by space and budget, and what can wait.
import { describe, expect, it } from 'vitest';
import type { CatalogProduct, ChecklistEntry } from '@shared/catalog';
import { candidateIds, startsAtMonths, suggestStarterRegistry } from './suggest';

const product = (
  id: string,
  price: number,
  popularity: number,
  extra: Partial<CatalogProduct> = {},
): CatalogProduct => ({
  id,
  title: id,
  brand: 'B',
  category: 'strollers',
  subcategory: 'full-size',
  price,
  imageUrl: '',
  externalUrl: '',
  retailer: '',
  description: '',
  ageRange: 'Birth to 4 years',
  popularity,
  keywords: [],
  ...extra,
});

const entry: ChecklistEntry = {
  id: 'stroller',
  category: 'strollers',
  label: 'A stroller',
  subcategories: ['full-size', 'travel'],
  suggestedProductId: 'mid',
};
const products = [
  product('cheap', 100, 5),
  product('mid', 300, 50),
  product('pricey', 900, 10),
  product('compact', 250, 1, { subcategory: 'travel' }),
];

describe('suggestStarterRegistry', () => {
  it('takes the suggested pick for a middle budget, the cheapest when lean, the dearest to splurge', () => {
    const one = (budget: 'lean' | 'middle' | 'splurge') =>
      suggestStarterRegistry({ dueDate: '2027-01-01', space: 'roomy', budget }, [entry], products, [])[0]?.product.id;
    expect(one('middle')).toBe('mid');
    expect(one('lean')).toBe('cheap');
    expect(one('splurge')).toBe('pricey');
  });

  it('prefers compact products for a small space', () => {
    const [s] = suggestStarterRegistry({ dueDate: '2027-01-01', space: 'small', budget: 'middle' }, [entry], products, [
      'compact',
    ]);
    expect(s?.product.id).toBe('compact');
  });

  it('never picks one product for two needs, and skips a need nothing meets', () => {
    const second: ChecklistEntry = { ...entry, id: 'second' };
    const none: ChecklistEntry = { ...entry, id: 'none', subcategories: ['jogging'] };
    const result = suggestStarterRegistry(
      { dueDate: '2027-01-01', space: 'roomy', budget: 'middle' },
      [entry, second, none],
      products,
      [],
    );
    expect(result.map((r) => r.entry.id)).toEqual(['stroller', 'second']);
    expect(new Set(result.map((r) => r.product.id)).size).toBe(2);
  });

  it('marks products made for 4 months and up as able to wait', () => {
    const later = product('high-chair', 120, 9, {
      category: 'feeding',
      subcategory: 'high-chair',
      ageRange: '6 months to 3 years',
    });
    const need: ChecklistEntry = {
      id: 'chair',
      category: 'feeding',
      label: 'A high chair',
      subcategories: ['high-chair'],
      suggestedProductId: 'high-chair',
    };
    expect(
      suggestStarterRegistry({ dueDate: '2027-01-01', space: 'roomy', budget: 'middle' }, [need], [later], [])[0]
        ?.canWait,
    ).toBe(true);
  });
});

describe('startsAtMonths and candidateIds', () => {
  it('reads age ranges', () => {
    expect(startsAtMonths('Birth to 4 years')).toBe(0);
    expect(startsAtMonths('6-24 months')).toBe(6);
    expect(startsAtMonths('2 years and up')).toBe(24);
  });

  it('fetches the checklist picks and the compact and budget collections once each', () => {
    const ids = candidateIds(
      [entry],
      [
        { slug: 'small-space', productIds: ['compact', 'mid'] },
        { slug: 'twins', productIds: ['double'] },
      ],
    );
    expect(ids).toEqual(['mid', 'compact']);
  });
});
