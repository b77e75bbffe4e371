// The Typesense extension instances' configuration (extensions/typesense-*.env) against the code: each
// copies the collection and the fields the backend reads, into the collection it searches, and both are
// declared in firebase.json for deploys.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPESENSE_LISTING_FIELDS, TYPESENSE_PRODUCT_FIELDS } from './typesense-schema.js';
import { typesenseSettings } from './typesense-backend.js';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const envOf = (instance: string): Record<string, string> =>
  Object.fromEntries(
    readFileSync(path.join(root, 'extensions', `${instance}.env`), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
const firebase = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
  extensions?: Record<string, string>;
};
const defaults = typesenseSettings({ TYPESENSE_URL: 'https://x', TYPESENSE_SEARCH_KEY: 'k' });

describe.each([
  {
    instance: 'typesense-listings',
    collection: 'listings',
    fields: TYPESENSE_LISTING_FIELDS,
    searched: defaults.listings,
  },
  {
    instance: 'typesense-products',
    collection: 'products',
    fields: TYPESENSE_PRODUCT_FIELDS,
    searched: defaults.products,
  },
])('the $instance extension', ({ instance, collection, fields, searched }) => {
  const env = envOf(instance);

  it('copies the Firestore collection and the fields the backend reads, into the collection it searches', () => {
    expect(env.FIRESTORE_COLLECTION_PATH).toBe(collection);
    expect(env.FIRESTORE_COLLECTION_FIELDS?.split(',')).toEqual([...fields]);
    expect(env.TYPESENSE_COLLECTION_NAME).toBe(searched);
    expect(env.FLATTEN_NESTED_DOCUMENTS).toBe('false');
  });

  it('keeps the secret and the cluster out of the product’s file, and is declared for deploys', () => {
    expect(env).not.toHaveProperty('TYPESENSE_API_KEY');
    expect(env).not.toHaveProperty('TYPESENSE_HOSTS');
    expect(firebase.extensions?.[instance]).toMatch(/^typesense\/firestore-typesense-search@\d+\.\d+\.\d+$/);
  });
});

it('never copies a listing’s private or unbounded fields', () => {
  for (const field of ['description', 'screening', 'removedReason', 'sellerUid', 'manufactureDate']) {
    expect(TYPESENSE_LISTING_FIELDS as readonly string[]).not.toContain(field);
  }
});
