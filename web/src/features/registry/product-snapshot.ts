// Turns loosely typed product data (search hits, local storage) into a clean ProductSnapshot.
import type { ProductSnapshot } from '@shared/registry';

type OptionalTextField =
  'category' | 'subcategory' | 'imageUrl' | 'externalUrl' | 'description' | 'ageRange' | 'retailer';

const OPTIONAL_TEXT_FIELDS: readonly OptionalTextField[] = [
  'category',
  'subcategory',
  'imageUrl',
  'externalUrl',
  'description',
  'ageRange',
  'retailer',
];

/**
 * Copies only the ProductSnapshot fields. Search hits and stored data carry extra keys (objectID,
 * highlight data, timestamps) that must not end up in a registry item.
 */
export function pickProductSnapshot(product: ProductSnapshot): ProductSnapshot {
  const snapshot: ProductSnapshot = { id: product.id, title: product.title, brand: product.brand };
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const value = product[field];
    if (value !== undefined) snapshot[field] = value;
  }
  if (product.price !== undefined) snapshot.price = product.price;
  return snapshot;
}

/** A ProductSnapshot from untrusted data, or null when it has no id or title. Wrongly typed optional fields are dropped. */
export function parseProductSnapshot(value: unknown): ProductSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  if (typeof data.id !== 'string' || data.id === '' || typeof data.title !== 'string') return null;
  const snapshot: ProductSnapshot = {
    id: data.id,
    title: data.title,
    // Some catalog entries have no brand; the registry still needs the product.
    brand: typeof data.brand === 'string' ? data.brand : '',
  };
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const fieldValue = data[field];
    if (typeof fieldValue === 'string') snapshot[field] = fieldValue;
  }
  if (typeof data.price === 'number' && Number.isFinite(data.price)) snapshot.price = data.price;
  return snapshot;
}
