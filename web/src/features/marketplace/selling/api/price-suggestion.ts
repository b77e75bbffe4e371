// The sell form's suggested price for a catalog product (GET /api/marketplace/price-suggestion): one
// answer covers every condition, so changing the condition asks nothing again.
import { useQuery } from '@tanstack/react-query';
import type { PriceSuggestion } from '@shared/price-suggestion';
import { apiFetch } from '../../../../lib/api/client';
import { marketplaceKeys } from '../../api/query-keys';

export const getPriceSuggestion = (productId: string) =>
  apiFetch<PriceSuggestion>(`/api/marketplace/price-suggestion?${new URLSearchParams({ productId }).toString()}`);

/** Nothing is asked without a catalog product; sales change slowly, so an answer holds for ten minutes. */
export const usePriceSuggestion = (productId: string) =>
  useQuery({
    queryKey: marketplaceKeys.priceSuggestion(productId),
    queryFn: () => getPriceSuggestion(productId),
    enabled: productId !== '',
    staleTime: 10 * 60_000,
  });
