// The Typesense collections the production search backend reads, and what the official Firebase
// extension (typesense/firestore-typesense-search) copies into them: one extension instance per
// Firestore collection (extensions/typesense-listings.env, extensions/typesense-products.env). The
// extension needs the collections to exist: `node scripts/typesense-collections.mjs` creates them
// from these schemas (decision 005).
import type { CollectionCreateSchema } from 'typesense';

/** Firestore fields the listings extension copies (its FIRESTORE_COLLECTION_FIELDS). */
export const TYPESENSE_LISTING_FIELDS = [
  ...['status', 'title', 'titleSlug', 'brand', 'brandSlug', 'model', 'category', 'subcategory', 'condition'],
  ...['priceCents', 'originalPriceCents', 'localPickup', 'shippingCents', 'publishedAt', 'updatedAt'],
  ...['pickup', 'pickupLocation', 'photos', 'seller'],
] as const;

/** Firestore fields the products extension copies. */
export const TYPESENSE_PRODUCT_FIELDS = [
  ...['title', 'brand', 'category', 'subcategory', 'price', 'imageUrl', 'externalUrl', 'retailer'],
  ...['description', 'ageRange', 'popularity', 'keywords'],
] as const;

/**
 * Searched and filtered fields are declared; the rest of each document is stored as copied and comes
 * back with the hits. Hyphens separate words, as slugs ("car-seats") are written.
 */
export function listingCollectionSchema(name: string): CollectionCreateSchema {
  return {
    name,
    enable_nested_fields: true,
    token_separators: ['-'],
    fields: [
      { name: 'status', type: 'string', facet: true },
      { name: 'title', type: 'string' },
      { name: 'brand', type: 'string' },
      { name: 'brandSlug', type: 'string', facet: true },
      { name: 'model', type: 'string', optional: true },
      { name: 'category', type: 'string', facet: true },
      { name: 'subcategory', type: 'string', optional: true },
      { name: 'condition', type: 'string', facet: true },
      { name: 'priceCents', type: 'int64' },
      { name: 'shippingCents', type: 'int64', optional: true },
      { name: 'localPickup', type: 'bool' },
      { name: 'publishedAt', type: 'int64', optional: true },
      { name: 'pickupLocation', type: 'geopoint', optional: true },
    ],
  };
}

export function productCollectionSchema(name: string): CollectionCreateSchema {
  return {
    name,
    token_separators: ['-'],
    fields: [
      { name: 'title', type: 'string' },
      { name: 'brand', type: 'string' },
      { name: 'category', type: 'string', facet: true },
      { name: 'subcategory', type: 'string', optional: true },
      { name: 'keywords', type: 'string[]', optional: true },
      { name: 'popularity', type: 'int32', optional: true },
    ],
  };
}

/**
 * A Firestore document as the extension writes it to Typesense: the listed fields only, the document
 * id as `id` (the extension's typesenseDocumentFromSnapshot; timestamps and GeoPoints do not occur
 * in these collections). The contract tests index fixtures through this.
 */
export function asExtensionWrites(
  id: string,
  data: Record<string, unknown>,
  fields: readonly string[],
): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const field of fields) if (field in data) doc[field] = data[field];
  doc.id = id;
  return doc;
}
