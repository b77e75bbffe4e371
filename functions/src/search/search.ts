// GET /api/search: a page of matching catalog products, plus the public registries the query names.
import { z } from 'zod';
import { getSearchBackend } from './backend.js';
import { findRegistries } from './find-registries.js';
import { PRODUCT_LIMIT, type RegistrySearchHit, type SearchResponse } from './types.js';

export const MAX_QUERY_LENGTH = 100;
/** Registries shown beside product results; the find-registry page shows more. */
const REGISTRIES_BESIDE_PRODUCTS = 5;

export const searchQuery = z.object({
  q: z
    .string('Enter something to search for.')
    .trim()
    .min(1, 'Enter something to search for.')
    .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`),
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, `must be a whole number from ${PRODUCT_LIMIT.min} to ${PRODUCT_LIMIT.max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(PRODUCT_LIMIT.min, `must be at least ${PRODUCT_LIMIT.min}`)
        .max(PRODUCT_LIMIT.max, `must be at most ${PRODUCT_LIMIT.max}`),
    )
    .optional(),
  cursor: z.string().min(1, 'must not be empty').max(64, 'is not valid').optional(),
});

export type SearchQuery = z.infer<typeof searchQuery>;

/** Exactly the fields the public may see, whatever else an engine returns. */
export function toRegistryHit(r: RegistrySearchHit): RegistrySearchHit {
  return { uid: r.uid, ownerName: r.ownerName, title: r.title, nameSlug: r.nameSlug, itemCount: r.itemCount };
}

export async function search({ q, limit, cursor }: SearchQuery): Promise<SearchResponse> {
  const [products, registries] = await Promise.all([
    getSearchBackend().searchProducts(q, { limit, cursor }),
    findRegistries(q, { limit: REGISTRIES_BESIDE_PRODUCTS }),
  ]);
  return { query: q, products, registries: registries.map(toRegistryHit) };
}
