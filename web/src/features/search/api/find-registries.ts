// Public registries by the parents' names or the registry title (GET /api/find-registry?q=).
import { queryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useRenderedQuery } from '../../../lib/query/use-list';
import { apiFetch } from '../../../lib/api/client';

export interface RegistryHit {
  uid: string;
  ownerName: string;
  title: string;
  nameSlug: string | null;
  itemCount: number;
}

export const SEARCH_UNAVAILABLE = 'Search is not available right now.';

export function findRegistries(q: string): Promise<{ registries: RegistryHit[] }> {
  return apiFetch(`/api/find-registry?${new URLSearchParams({ q }).toString()}`, {
    auth: false,
    errorMessage: SEARCH_UNAVAILABLE,
  });
}

export const findRegistriesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'registries', q],
    queryFn: async () => (await findRegistries(q)).registries,
  });

/** q null: nothing asked yet, nothing fetched. */
export function useFindRegistries(q: string | null): UseQueryResult<RegistryHit[]> {
  return useRenderedQuery({ ...findRegistriesQueryOptions(q ?? ''), enabled: q !== null });
}
