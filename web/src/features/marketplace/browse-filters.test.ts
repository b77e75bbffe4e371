// Browse filters round-trip through the address; bad filters are set aside with the reason.
import { browseFilterChips, filtersFrom, searchFor } from './browse-filters';

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

describe('browseFilterChips', () => {
  const action = '/marketplace/search/stroller';
  const scope = { q: 'stroller' };

  it('has one chip per applied filter, each linking to the page without just that filter', () => {
    const { filters } = filtersFrom(
      scope,
      '?category=strollers&condition=like-new&condition=gently-used&minPrice=50&maxPrice=300&delivery=pickup&zip=11215&radius=10&sort=price-asc',
    );
    const chips = browseFilterChips(filters, scope, action);
    expect(chips.map((c) => c.label)).toEqual([
      'Strollers',
      'Like new',
      'Gently used',
      'From $50',
      'Up to $300',
      'Local pickup',
      'Near 11215',
      'Within 10 miles',
    ]);
    const href = (key: string) => chips.find((c) => c.key === key)?.href;
    expect(href('condition-like-new')).toBe(
      `${action}?category=strollers&condition=gently-used&minPrice=50&maxPrice=300&delivery=pickup&zip=11215&radius=10&sort=price-asc`,
    );
    expect(href('category')).not.toContain('category=');
    expect(href('radius')).toBe(
      `${action}?category=strollers&condition=like-new%2Cgently-used&minPrice=50&maxPrice=300&delivery=pickup&zip=11215&sort=price-asc`,
    );
    // Every chip's address reads back as the same filters less one.
    for (const chip of chips) {
      const [path, query = ''] = chip.href.split('?');
      expect(path).toBe(action);
      const back = filtersFrom(scope, query ? `?${query}` : '');
      expect(back.error).toBeNull();
      expect(browseFilterChips(back.filters, scope, action)).toHaveLength(chips.length - (chip.key === 'zip' ? 2 : 1));
    }
  });

  it('removing the ZIP removes the distance and nearest-first, which need it', () => {
    const { filters } = filtersFrom({ category: 'nursery' }, '?zip=11215&radius=25&sort=nearest');
    const chips = browseFilterChips(filters, { category: 'nursery' }, '/marketplace/category/nursery');
    expect(chips.find((c) => c.key === 'zip')?.href).toBe('/marketplace/category/nursery');
  });

  it('offers no chip for the page itself (its category or search words), the sort or defaults', () => {
    const { filters } = filtersFrom({ category: 'nursery' }, '?sort=price-desc&delivery=any');
    expect(browseFilterChips(filters, { category: 'nursery' }, '/marketplace/category/nursery')).toEqual([]);
  });
});
