// "N available used from $X" for a list of catalog products (GET /api/marketplace/used): read in the
// browser only, after the page is shown, so a registry page costs no extra read and never waits.
import { useQuery } from '@tanstack/react-query';

import { BROWSE_LIMITS, type UsedSummaryResponse } from '@shared/marketplace-browse';
import { apiFetch } from '../../../../lib/api/client';
import { useIsBrowser } from '../../../../ui/use-is-browser';
import { marketplaceKeys } from '../../api/query-keys';

const CATALOG_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function getUsedSummaries(productIds: string[]): Promise<UsedSummaryResponse> {
  const query = new URLSearchParams({ productIds: productIds.join(',') }).toString();
  return apiFetch<UsedSummaryResponse>(`/api/marketplace/used?${query}`, { auth: false });
}

/** The used summaries of up to 50 products, {} until known (and on the server, and on failure). */
export function useUsedSummaries(ids: readonly string[]): UsedSummaryResponse {
  const isBrowser = useIsBrowser();
  const productIds = [...new Set(ids.filter((id) => CATALOG_ID.test(id)))]
    .sort()
    .slice(0, BROWSE_LIMITS.usedProductIds);
  const { data } = useQuery({
    queryKey: marketplaceKeys.used(productIds),
    queryFn: () => getUsedSummaries(productIds),
    enabled: isBrowser && productIds.length > 0,
  });
  return data ?? {};
}
