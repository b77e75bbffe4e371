// The registry's query keys, and the refresh after the registry changed outside the cache.
import { queryClient } from '../../../lib/query/query-client';

export const registryKeys = {
  all: ['registries'] as const,
  /** registries/{uid}, as its owner sees it (live). */
  owner: (uid: string) => ['registries', 'owner', uid] as const,
  /** /registry/{param} looked up: the name resolved, then the public projection (the same for everyone). */
  lookup: (param: string) => ['registries', 'lookup', param] as const,
  /** publicRegistries/{uid}. */
  public: (uid: string) => ['registries', 'public', uid] as const,
};

/** Marks every registry query stale, so what is on screen (or next shown) is read again. */
export function refreshRegistryQueries(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: registryKeys.all });
}
