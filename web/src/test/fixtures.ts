// Test data shared by unit tests: a catalog product with every field, overridable.
import type { CatalogProduct } from '@shared/catalog';

export function catalogProduct(id: string, overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    id,
    title: `Product ${id}`,
    brand: 'B',
    category: 'strollers',
    subcategory: 'full-size',
    price: 100,
    imageUrl: '',
    externalUrl: '',
    retailer: '',
    description: '',
    ageRange: 'Birth to 4 years',
    popularity: 1,
    keywords: [],
    ...overrides,
  };
}
