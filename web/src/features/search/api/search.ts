// The search API: products and public registries, ranked by the server's search engine.
import type { CatalogProduct } from '@shared/catalog';
import { apiFetch } from '../../../lib/api/client';

export interface RegistryHit {
  uid: string;
  ownerName: string;
  title: string;
  nameSlug: string | null;
  itemCount: number;
}

export interface SearchResult {
  query: string;
  products: { hits: CatalogProduct[]; nextCursor: string | null; total: number };
  registries: RegistryHit[];
}

export function searchAll(q: string, cursor?: string | null): Promise<SearchResult> {
  const params = new URLSearchParams({ q, limit: '24', ...(cursor ? { cursor } : {}) });
  return apiFetch(`/api/search?${params.toString()}`, {
    auth: false,
    errorMessage: 'Search is not available right now.',
  });
}

export function findRegistries(q: string): Promise<{ registries: RegistryHit[] }> {
  return apiFetch(`/api/find-registry?${new URLSearchParams({ q }).toString()}`, {
    auth: false,
    errorMessage: 'Search is not available right now.',
  });
}

export function registryPath(hit: Pick<RegistryHit, 'uid' | 'nameSlug'>): string {
  return hit.nameSlug ? `/registry/${hit.nameSlug}` : `/registry/public/${hit.uid}`;
}
