// A product from a store page is checked against the registry item's caps (LIMITS) before it is added,
// so the form names the field instead of the rules refusing the write.
import { LIMITS, newRegistryItem } from '@shared/registry';
import { isValidRegistryItem } from '@shared/schemas/registry-item';
import { AGE_RANGE_MESSAGE, draftToProduct, validateDraft, type ProductDraft } from './product-draft';

const draft: ProductDraft = {
  externalUrl: 'https://www.target.example/p/high-chair',
  title: 'Foldaway High Chair',
  brand: 'Nook',
  price: '$129.99',
  imageUrl: '',
  retailer: '',
  ageRange: '',
};

it('accepts a draft at every limit, and the item it makes passes the shared schema', () => {
  const atLimits: ProductDraft = {
    ...draft,
    externalUrl: `https://shop.example/${'x'.repeat(LIMITS.itemUrl - 'https://shop.example/'.length)}`,
    title: 't'.repeat(LIMITS.itemTitle),
    brand: 'b'.repeat(LIMITS.itemBrand),
    retailer: 'r'.repeat(LIMITS.itemRetailer),
    price: String(LIMITS.itemPrice),
  };
  expect(validateDraft(atLimits)).toEqual({});
  expect(isValidRegistryItem(newRegistryItem(draftToProduct(atLimits), 1))).toBe(true);
  expect(isValidRegistryItem(newRegistryItem(draftToProduct(draft), 1))).toBe(true);
});

it('names each field over its limit', () => {
  expect(
    validateDraft({
      ...draft,
      title: 't'.repeat(LIMITS.itemTitle + 1),
      brand: 'b'.repeat(LIMITS.itemBrand + 1),
      retailer: 'r'.repeat(LIMITS.itemRetailer + 1),
      price: String(LIMITS.itemPrice + 1),
      imageUrl: `https://img.example/${'x'.repeat(LIMITS.itemUrl)}`,
    }),
  ).toEqual({
    title: `Keep it to ${LIMITS.itemTitle} characters or fewer.`,
    brand: `Keep it to ${LIMITS.itemBrand} characters or fewer.`,
    retailer: `Keep it to ${LIMITS.itemRetailer} characters or fewer.`,
    price: 'Enter a price up to 100,000, or leave it empty.',
    imageUrl: 'That image address is too long to save.',
  });
  expect(validateDraft({ ...draft, externalUrl: `https://shop.example/${'x'.repeat(LIMITS.itemUrl)}` })).toEqual({
    externalUrl: 'That address is too long to save.',
  });
});

it('keeps an optional age range the timeline can read, and says what fits otherwise', () => {
  expect(validateDraft({ ...draft, ageRange: ' 0-6 months ' })).toEqual({});
  expect(draftToProduct({ ...draft, ageRange: ' 0-6 months ' }).ageRange).toBe('0-6 months');
  expect(draftToProduct(draft)).not.toHaveProperty('ageRange');
  expect(validateDraft({ ...draft, ageRange: 'For parents' })).toEqual({});
  expect(validateDraft({ ...draft, ageRange: 'up to 35 lb' })).toEqual({});
  expect(validateDraft({ ...draft, ageRange: 'toddlers' })).toEqual({ ageRange: AGE_RANGE_MESSAGE });
  expect(validateDraft({ ...draft, ageRange: `0-6 months ${'x'.repeat(LIMITS.itemAgeRange)}` })).toEqual({
    ageRange: `Keep it to ${LIMITS.itemAgeRange} characters or fewer.`,
  });
  const atLimit = { ...draft, ageRange: `0-6 months${' '.repeat(0)}`.padEnd(LIMITS.itemAgeRange, '!') };
  expect(isValidRegistryItem(newRegistryItem(draftToProduct(atLimit), 1))).toBe(true);
});
