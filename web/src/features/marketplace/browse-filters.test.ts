// Browse filters round-trip through the address; bad filters are set aside with the reason.
import { filtersFrom, searchFor } from './browse-filters';

it('reads the scope from the path and the rest from the query string, and writes them back', () => {
  const { filters, error } = filtersFrom(
    { category: 'strollers' },
    '?condition=like-new,gently-used&minPrice=50&maxPrice=300&delivery=pickup&zip=11215&radius=10&sort=nearest&cursor=x',
  );
  expect(error).toBeNull();
  expect(filters).toMatchObject({
    category: 'strollers',
    conditions: ['like-new', 'gently-used'],
    minPriceCents: 5000,
    maxPriceCents: 30000,
    delivery: 'pickup',
    zip: '11215',
    radiusMiles: 10,
    sort: 'nearest',
  });
  expect(searchFor(filters, { category: 'strollers' })).toBe(
    '?condition=like-new%2Cgently-used&minPrice=50&maxPrice=300&delivery=pickup&zip=11215&radius=10&sort=nearest',
  );
});

it('leaves the page default sort out of the address', () => {
  const { filters } = filtersFrom({ q: 'stroller' }, '');
  expect(filters.sort).toBe('relevance');
  expect(searchFor(filters, { q: 'stroller' })).toBe('');
  expect(searchFor({ ...filters, sort: 'price-asc' }, { q: 'stroller' })).toBe('?sort=price-asc');
});

it('sets aside filters it cannot read and says why, keeping the page scope', () => {
  const { filters, error } = filtersFrom({ brandSlug: 'fernway' }, '?sort=nearest&minPrice=abc');
  expect(filters.brandSlug).toBe('fernway');
  expect(filters.sort).toBe('newest');
  expect(error).toMatch(/price|ZIP/);
});

it('reads a filters form sent as a GET: each ticked condition on its own, empty fields ignored', () => {
  const { filters, error } = filtersFrom(
    { q: 'crib' },
    '?condition=like-new&condition=well-loved&minPrice=&zip=&sort=price-asc',
  );
  expect(error).toBeNull();
  expect(filters).toMatchObject({
    q: 'crib',
    conditions: ['like-new', 'well-loved'],
    minPriceCents: null,
    zip: null,
    sort: 'price-asc',
  });
});
