// Covers the catalog's query options: plain-JSON keys per read and cursor paging of the list. The
// reads themselves run against the Firestore emulator in the end-to-end tests (registry.spec.ts).
import { getProduct, productQueryOptions } from './get-product';
import { getProductsByIds, productsByIdsQueryOptions } from './get-products-by-ids';
import { AGE_PAGE_SIZE, productsStartingBetweenOptions } from './list-products-by-age';
import { PRODUCT_PAGE_SIZE, productListOptions } from './list-products';

it('keys each read by the area and plain values', () => {
  expect(productQueryOptions('p1').queryKey).toEqual(['products', 'detail', 'p1']);
  expect(productsByIdsQueryOptions(['a', 'b']).queryKey).toEqual(['products', 'by-ids', ['a', 'b']]);
  expect(productListOptions('strollers').queryKey).toEqual(['products', 'list', { category: 'strollers' }]);
  expect(JSON.parse(JSON.stringify(productListOptions(null).queryKey))).toEqual(productListOptions(null).queryKey);
});

it('pages the list on the last page cursor and stops at the end', () => {
  const { getNextPageParam, initialPageParam } = productListOptions(null);
  expect(initialPageParam).toBeNull();
  const cursor = { id: 'last' };
  const next = (page: { items: unknown[]; cursor: unknown }) =>
    (getNextPageParam as (last: typeof page) => unknown)(page);
  expect(next({ items: Array(PRODUCT_PAGE_SIZE).fill(0), cursor })).toBe(cursor);
  expect(next({ items: [1], cursor: null })).toBeUndefined();
});

it('needs no read for an id that cannot name a document, or for no ids', async () => {
  await expect(getProduct('a/b')).resolves.toBeNull();
  await expect(getProductsByIds([])).resolves.toEqual([]);
});

it('keys the products starting in an age window by half months, so a day later reads the cache', () => {
  expect(productsStartingBetweenOptions(1.94, 4.94).queryKey).toEqual([
    'products',
    'starting-between',
    { from: 1.5, to: 4.5 },
  ]);
  expect(productsStartingBetweenOptions(1.6, 4.6).queryKey).toEqual(
    productsStartingBetweenOptions(1.94, 4.94).queryKey,
  );
  const { getNextPageParam } = productsStartingBetweenOptions(0, 3);
  const cursor = { ageFromMonths: 3, id: 'last' };
  const next = (page: { items: unknown[]; cursor: unknown }) =>
    (getNextPageParam as (last: typeof page) => unknown)(page);
  expect(next({ items: Array(AGE_PAGE_SIZE).fill(0), cursor })).toBe(cursor);
  expect(next({ items: [1], cursor: null })).toBeUndefined();
});
