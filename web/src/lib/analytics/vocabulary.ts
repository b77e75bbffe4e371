// The spec's registry and search vocabulary for analytics (section 3), and the two events that carry
// it: Registry Viewed (a registry as gift givers see it) and Search Performed (products, registries or
// the marketplace). Each is sent once per visit of a page and query, like Listing Viewed.
import type { PublicRegistry } from '@shared/registry';
import { trackViewedOnce } from './viewed-once';

export type SearchType = 'products' | 'registries' | 'marketplace';

/** The registry's public facts only: never the owner's name or anything the owner keeps private. */
export function registryProperties(r: PublicRegistry): Record<string, string | number> {
  return {
    registry_id: r.uid,
    registry_title: r.title,
    registry_item_count: r.itemCount,
    registry_purchased_count: r.purchasedCount,
  };
}

export function searchProperties(
  type: SearchType,
  query: string,
  resultsCount: number,
): Record<string, string | number> {
  return { search_type: type, search_query: query.slice(0, 200), search_results_count: resultsCount };
}

export function trackRegistryViewed(location: object, registry: PublicRegistry): void {
  trackViewedOnce(location, 'Registry Viewed', registry.uid, registryProperties(registry));
}

/** One search's first answer, once per visit of the page and query (a "Load more" is not a search). */
export function trackSearchPerformed(location: object, type: SearchType, query: string, resultsCount: number): void {
  trackViewedOnce(location, 'Search Performed', `${type}\u0000${query}`, searchProperties(type, query, resultsCount));
}
