// The shapes of search results and of the /api/search answers. No Firebase imports: web may import them.
import type { CatalogProduct } from '../shared/catalog.js';
import type { PublicRegistry } from '../shared/registry.js';

/** What search shows of a public registry: enough for a result row and its link, never its items. */
export type RegistrySearchHit = Pick<PublicRegistry, 'uid' | 'ownerName' | 'title' | 'nameSlug' | 'itemCount'>;

/** One page of ranked products; pass nextCursor back for the next page (null at the end). */
export interface ProductSearchPage {
  hits: CatalogProduct[];
  nextCursor: string | null;
  /** How many products match in all, across every page. */
  total: number;
}

/** GET /api/search?q=&limit=&cursor= */
export interface SearchResponse {
  query: string;
  products: ProductSearchPage;
  registries: RegistrySearchHit[];
}

/** GET /api/find-registry?q= */
export interface FindRegistryResponse {
  registries: RegistrySearchHit[];
}

/** Bounds of the page sizes (inclusive) and their defaults. */
export const PRODUCT_LIMIT = { min: 1, max: 48, default: 24 } as const;
export const REGISTRY_LIMIT = { min: 1, max: 20, default: 10 } as const;

/** A page size asked for, within its bounds (the default when none or not a number). */
export function clampLimit(limit: number | undefined, bounds: { min: number; max: number; default: number }): number {
  if (limit === undefined || !Number.isFinite(limit)) return bounds.default;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(limit)));
}
