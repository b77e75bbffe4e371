// The buyer's pickup code (pickupCodes/{orderId}, issue 23 #4): written by the order function when the
// seller marks the order ready for pickup, read by the buyer (and admins) only, never the seller.
import { useQuery } from '@tanstack/react-query';
import { isPickupCode } from '@shared/pickup';
import { getReadDb } from '../../../../lib/firebase/app';
import { marketplaceKeys } from '../../api/query-keys';

/** The code, or null when there is none (not ready yet, or already handed over). */
export async function getPickupCode(orderId: string): Promise<string | null> {
  const { db, fs } = await getReadDb();
  const snap = await fs.getDoc(fs.doc(db, 'pickupCodes', orderId));
  const code = snap.exists() ? (snap.data() as { code?: unknown }).code : null;
  return typeof code === 'string' && isPickupCode(code) ? code : null;
}

/** Asked again when the order's status moves (the code appears the moment the seller marks it ready). */
export function usePickupCode(orderId: string, status: string, isEnabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.pickupCode(orderId, status),
    queryFn: () => getPickupCode(orderId),
    enabled: isEnabled,
  });
}
