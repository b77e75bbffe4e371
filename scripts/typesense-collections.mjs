// `node scripts/typesense-collections.mjs`: creates the Typesense collections the production search
// backend reads (functions/src/search/typesense-schema.ts), before the Typesense extension instances
// are deployed, since the extension only writes into collections that exist. Safe to run again: a
// collection that exists is left as it is. Needs TYPESENSE_URL and TYPESENSE_API_KEY (an admin key)
// and the built functions (npm run build -w functions).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/emulator-env.mjs';

const url = process.env.TYPESENSE_URL?.trim();
const apiKey = process.env.TYPESENSE_API_KEY?.trim();
if (!url || !apiKey) {
  console.error('Set TYPESENSE_URL (https://host:port) and TYPESENSE_API_KEY (an admin key) first.');
  process.exit(2);
}
const built = path.join(root, 'functions', 'lib', 'search', 'typesense-schema.js');
if (!existsSync(built)) {
  console.error('Build the functions first: npm run build -w functions');
  process.exit(2);
}
const { listingCollectionSchema, productCollectionSchema } = await import(pathToFileURL(built).href);
const { Client } = await import('typesense');
const client = new Client({
  apiKey,
  nodes: url.split(',').map((u) => ({ url: u.trim() })),
  connectionTimeoutSeconds: 10,
});
const names = {
  listings: process.env.TYPESENSE_LISTINGS_COLLECTION?.trim() || 'listings',
  products: process.env.TYPESENSE_PRODUCTS_COLLECTION?.trim() || 'products',
};
for (const schema of [listingCollectionSchema(names.listings), productCollectionSchema(names.products)]) {
  if (await client.collections(schema.name).exists()) {
    console.log(`${schema.name}: exists, left as it is`);
  } else {
    await client.collections().create(schema);
    console.log(`${schema.name}: created`);
  }
}
