// The sell form's values: dollars to cents, the shared schema's messages under the form's own fields,
// and drafts from a catalog product ("Sell this") or a saved listing.
import type { CatalogProduct } from '@shared/catalog';
import {
  ageRangeMonths,
  dollarsToCents,
  EMPTY_LISTING,
  toListingInput,
  validateListing,
  valuesFromProduct,
  type ListingFormValues,
} from './listing-form-values';

const filled: ListingFormValues = {
  ...EMPTY_LISTING,
  title: 'Glide stroller',
  category: 'strollers',
  subcategory: 'full-size',
  condition: 'like-new',
  price: '120',
  description: 'Two years of walks, rain cover included.',
  pickupZip: '11215',
};

it('turns dollars into cents and refuses what is not an amount', () => {
  expect(dollarsToCents('120')).toBe(12000);
  expect(dollarsToCents('$1,200.50')).toBe(120050);
  expect(dollarsToCents('12.345')).toBeNaN();
  expect(dollarsToCents('ten')).toBeNaN();
});

it('accepts a complete listing and builds its input', () => {
  expect(validateListing(filled)).toEqual({});
  expect(toListingInput({ ...filled, ships: true, shippingPrice: '18' })).toMatchObject({
    priceCents: 12000,
    shippingCents: 1800,
    manufactureDate: null,
    carSeatInCrash: null,
  });
});

it('names the field a parent must fix, in the form’s own terms', () => {
  expect(validateListing({ ...filled, price: '0.50' }).price).toMatch(/Enter a price from \$1\.00/);
  expect(validateListing({ ...filled, subcategory: 'crib', category: 'nursery' }).manufactureDate).toMatch(
    /manufacture date/,
  );
  const seat = validateListing({ ...filled, category: 'car-seats', subcategory: 'infant', manufactureDate: '2024-01' });
  expect(seat.carSeatInCrash).toMatch(/crash/);
  expect(seat.carSeatHasLabel).toMatch(/labels/);
  expect(validateListing({ ...filled, pickupZip: '123' }).pickupZip).toBe('Enter a 5-digit ZIP code.');
  expect(validateListing({ ...filled, localPickup: false }).localPickup).toMatch(/pickup, shipping or both/);
  expect(
    validateListing({ ...filled, manufactureDate: '2099-01', category: 'feeding', subcategory: 'high-chair' })
      .manufactureDate,
  ).toMatch(/manufacture date/);
});

it('drafts a listing from a catalog product', () => {
  const product = {
    id: 'anchorline-backless-booster',
    title: 'Anchorline Backless Booster',
    brand: 'Anchorline',
    category: 'car-seats',
    subcategory: 'booster',
    price: 39.99,
    ageRange: '4 years to 10 years',
  } as CatalogProduct;
  expect(valuesFromProduct(product)).toMatchObject({
    title: 'Anchorline Backless Booster',
    brand: 'Anchorline',
    productId: 'anchorline-backless-booster',
    category: 'car-seats',
    subcategory: 'booster',
    originalPrice: '39.99',
    ageMinMonths: '48',
    ageMaxMonths: '120',
  });
  expect(ageRangeMonths('Birth to 12 months')).toEqual([0, 12]);
  // Weight limits, open ends and odd months snap to the ages a listing offers, holding the range.
  expect(ageRangeMonths('Newborn (up to 10 lb)')).toEqual([0, 3]);
  expect(ageRangeMonths('4+ years')).toEqual([48, 144]);
  expect(ageRangeMonths('1-4 months')).toEqual([0, 6]);
  expect(ageRangeMonths('One size')).toBeNull();
  expect(ageRangeMonths('For parents')).toBeNull();
});
