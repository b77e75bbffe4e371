// The registry's query keys, and the refresh after the registry changed outside the cache.
import { queryClient } from '../../../lib/query/query-client';

export const registryKeys = {
  all: ['registries'] as const,
  /** registries/{uid}, as its owner sees it (live). */
  owner: (uid: string) => ['registries', 'owner', uid] as const,
  /** What a visitor sees at /registry/{param}: resolved name, then the public projection. */
  visitor: (param: string, myUid: string | null) => ['registries', 'visitor', param, myUid] as const,
  /** publicRegistries/{uid}. */
  public: (uid: string) => ['registries', 'public', uid] as const,
};

/** Marks every registry query stale, so what is on screen (or next shown) is read again. */
export function refreshRegistryQueries(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: registryKeys.all });
}
