// Covers pickProductSnapshot and parseProductSnapshot: only known, well-typed product fields survive.
import { parseProductSnapshot, pickProductSnapshot } from './product-snapshot';

const full = {
  id: 'p1',
  title: 'Travel Crib',
  brand: 'Nuna',
  category: 'Nursery',
  subcategory: 'Cribs',
  price: 249.5,
  imageUrl: 'https://img.example.com/crib.jpg',
  externalUrl: 'https://shop.example.com/crib',
  description: 'Folds flat.',
  ageRange: '0-3 years',
  retailer: 'Example Shop',
};

describe('pickProductSnapshot', () => {
  it('keeps every product field and drops the others', () => {
    const hit = { ...full, objectID: 'p1', _highlightResult: { title: 'x' }, timestamp: 5 };

    expect(pickProductSnapshot(hit)).toEqual(full);
  });

  it('leaves out optional fields that are undefined', () => {
    const picked = pickProductSnapshot({ id: 'p2', title: 'Bib', brand: 'Acme', price: undefined });

    expect(picked).toEqual({ id: 'p2', title: 'Bib', brand: 'Acme' });
    expect('price' in picked).toBe(false);
  });
});

describe('parseProductSnapshot', () => {
  it('accepts a complete product', () => {
    expect(parseProductSnapshot({ ...full, extra: true })).toEqual(full);
  });

  it.each([
    null,
    'p1',
    42,
    [],
    {},
    { id: '', title: 'X' },
    { id: 'p1' },
    { id: 7, title: 'X' },
    { id: 'p1', title: 3 },
  ])('rejects %j', (value) => {
    expect(parseProductSnapshot(value)).toBeNull();
  });

  it('gives a missing brand as an empty string and drops wrongly typed optional fields', () => {
    expect(parseProductSnapshot({ id: 'p1', title: 'Crib', price: '10', category: 5, imageUrl: 'u' })).toEqual({
      id: 'p1',
      title: 'Crib',
      brand: '',
      imageUrl: 'u',
    });
  });

  it('drops a price that is not a finite number', () => {
    expect(parseProductSnapshot({ id: 'p1', title: 'Crib', brand: 'B', price: Number.NaN })).toEqual({
      id: 'p1',
      title: 'Crib',
      brand: 'B',
    });
  });
});
