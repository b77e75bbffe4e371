// One listing by id: one document read. Null when it does not exist or the visitor may not read it
// (a draft or removed listing is refused by the rules, which reads as "not found" here).
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { Listing } from '@shared/marketplace';
import { listingsRef } from '../../api/refs';
import { marketplaceKeys } from '../../api/query-keys';

const LISTING_ID = /^[A-Za-z0-9_-]{1,128}$/;

function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

export async function getListing(id: string): Promise<Listing | null> {
  if (!LISTING_ID.test(id)) return null;
  const { fs, ref } = await listingsRef();
  try {
    const snap = await fs.getDoc(fs.doc(ref, id));
    return snap.exists() ? snap.data() : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/**
 * Stale at once: the server's copy (in the page, kept by the CDN and the render function for up to a
 * minute) is read again when the app starts, so a listing sold meanwhile stops offering Buy now
 * (issue 24). One read in the browser, two with the server's: the listing page's budget.
 */
export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: marketplaceKeys.listing(id),
    queryFn: () => getListing(id),
    staleTime: 0,
    refetchOnMount: true,
  });

export const useListing = (id: string): Listing | null => useSuspenseQuery(listingQueryOptions(id)).data;

/** The listing without Suspense, read once `isEnabled` (the checkout's: after a left hold is released). */
export const useListingWhen = (id: string, isEnabled: boolean) =>
  useQuery({ queryKey: marketplaceKeys.listing(id), queryFn: () => getListing(id), enabled: isEnabled });
