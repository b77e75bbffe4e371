// marketplaceInsights/summary: the demand insights functions keep (one document read; null before
// the first rebuild).
import { queryOptions } from '@tanstack/react-query';
import type { MarketplaceInsights } from '@shared/marketplace-browse';
import { getReadDb } from '../../../../lib/firebase/app';
import { useRenderedQuery } from '../../../../lib/query/use-list';
import { marketplaceKeys } from '../../api/query-keys';

export async function getInsights(): Promise<MarketplaceInsights | null> {
  const { db, fs } = await getReadDb();
  const snap = await fs.getDoc(fs.doc(db, 'marketplaceInsights', 'summary'));
  return snap.exists() ? (snap.data() as MarketplaceInsights) : null;
}

export const insightsQueryOptions = () => queryOptions({ queryKey: marketplaceKeys.insights(), queryFn: getInsights });

export const useInsights = () => useRenderedQuery(insightsQueryOptions());
