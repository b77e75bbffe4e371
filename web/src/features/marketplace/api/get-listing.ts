// One listing by id: one document read. Null when it does not exist or the visitor may not read it
// (a draft or removed listing is refused by the rules, which reads as "not found" here).
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Listing } from '@shared/marketplace';
import { listingsRef } from './refs';

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

export const listingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['marketplace', 'listing', id], queryFn: () => getListing(id) });

export const useListing = (id: string): Listing | null => useSuspenseQuery(listingQueryOptions(id)).data;
