// GET /api/find-registry: public registries by the owner's name or the registry's title.
import { z } from 'zod';
import { MAX_QUERY_LENGTH, toRegistryHit } from './search.js';
import { findRegistries } from './find-registries.js';
import type { FindRegistryResponse } from './types.js';

export const FIND_REGISTRY_TOO_SHORT = 'Enter at least 3 letters of a name or registry title.';

// The message stands alone (no "q:" prefix): the find page shows it as is.
export const findRegistryQuery = z
  .object({ q: z.unknown().optional() })
  .transform(({ q }) => (typeof q === 'string' ? q.trim() : ''))
  .pipe(
    z
      .string()
      .refine((q) => q.replace(/\s/g, '').length >= 3, FIND_REGISTRY_TOO_SHORT)
      .refine((q) => q.length <= MAX_QUERY_LENGTH, `Enter at most ${MAX_QUERY_LENGTH} characters.`),
  );

export async function findRegistry(q: string): Promise<FindRegistryResponse> {
  const registries = await findRegistries(q);
  return { registries: registries.map(toRegistryHit) };
}
