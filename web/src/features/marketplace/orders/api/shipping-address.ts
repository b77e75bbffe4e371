// A buyer's shipping addresses as the browser reads them: the saved one (users/{uid}/shippingAddresses,
// owner only) offered at checkout, and a shipped order's (orderShipping/{orderId}, its buyer and its
// seller) on the order page. Both are written by functions only (the checkout and the payment webhook).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseUsAddress } from '@shared/schemas/shipping-address';
import type { UsAddress } from '@shared/shipping';
import { getReadDb } from '../../../../lib/firebase/app';
import { marketplaceKeys } from '../../api/query-keys';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export interface OrderShipping {
  address: UsAddress;
  from: { firstName: string; city: string; state: string };
}

export async function getSavedAddress(uid: string): Promise<UsAddress | null> {
  const { db, fs } = await getReadDb();
  const snap = await fs.getDoc(fs.doc(db, 'users', uid, 'shippingAddresses', 'default'));
  return snap.exists() ? parseUsAddress((snap.data() as { address?: unknown }).address) : null;
}

export const savedAddressQuery = (uid: string) =>
  queryOptions({ queryKey: marketplaceKeys.savedAddress(uid), queryFn: () => getSavedAddress(uid) });

/** The address of a shipped order, or null when the rules say it is not for the caller (any more). */
export async function getOrderShipping(orderId: string): Promise<OrderShipping | null> {
  const { db, fs } = await getReadDb();
  try {
    const snap = await fs.getDoc(fs.doc(db, 'orderShipping', orderId));
    if (!snap.exists()) return null;
    const d = snap.data() as { address?: unknown; from?: Record<string, unknown> };
    const address = parseUsAddress(d.address);
    if (!address) return null;
    return { address, from: { firstName: str(d.from?.firstName), city: str(d.from?.city), state: str(d.from?.state) } };
  } catch (e) {
    // The seller's access ends 30 days after the order completes: a refused read is "not for you".
    if ((e as { code?: string }).code === 'permission-denied') return null;
    throw e;
  }
}

export function useOrderShipping(orderId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.orderShipping(orderId),
    queryFn: () => getOrderShipping(orderId),
    enabled: isEnabled,
  });
}

/** The saved address, read only when `isEnabled` (the listing ships). */
export const useSavedAddress = (uid: string, isEnabled: boolean) =>
  useQuery({ ...savedAddressQuery(uid), enabled: isEnabled });
