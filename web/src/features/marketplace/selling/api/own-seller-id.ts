// The signed-in parent's public seller id (sellerAccounts/{uid}.sellerId, owner only): listings and the
// seller profile name a seller by it, never by uid (issue 23 #7; decision 013), so "is this listing
// mine?" and "my listings" start here. Null until their first listing makes one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReadDb } from '../../../../lib/firebase/app';
import { marketplaceKeys } from '../../api/query-keys';

export async function getOwnSellerId(uid: string): Promise<string | null> {
  const { db, fs } = await getReadDb();
  const snap = await fs.getDoc(fs.doc(db, 'sellerAccounts', uid));
  const id = snap.exists() ? (snap.data() as { sellerId?: unknown }).sellerId : null;
  return typeof id === 'string' && id ? id : null;
}

export const ownSellerIdQuery = (uid: string) =>
  queryOptions({
    queryKey: marketplaceKeys.ownSellerId(uid),
    queryFn: () => getOwnSellerId(uid),
    // Made once and never changed.
    staleTime: Infinity,
  });

/** Whether the signed-in parent (if any) sells `listing`: false while unknown or signed out. */
export function useIsOwnListing(listing: { sellerId: string }, uid: string | null | undefined): boolean {
  const { data } = useQuery({ ...ownSellerIdQuery(uid ?? ''), enabled: Boolean(uid) });
  return Boolean(uid && data && data === listing.sellerId);
}
