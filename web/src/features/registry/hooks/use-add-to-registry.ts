// "Add to registry" anywhere: signed in, a transaction on the registry; signed out, the product is
// kept as a pending item and the signup modal opens (the auth flow adds it after sign-in).
import { useCallback, useState } from 'react';
import { showToast } from '../../../ui/toast/toast-store';
import { trackProductAdded } from '../../../lib/analytics/product-properties';
import type { ProductSnapshot } from '@shared/registry';
import { currentUid, openSignupModal } from '../../auth';
import { ADDED_TO_REGISTRY_TITLE, addedToRegistryMessage } from '../add-pending-items';
import { addProductToRegistry } from '../api/mutations';
import { storePendingItem } from '../pending-items';
import { pickProductSnapshot } from '../product-snapshot';

export function useAddToRegistry(source: string) {
  const [busyId, setBusyId] = useState<string | null>(null);

  const add = useCallback(
    /** Resolves true when the product is on the registry (or kept for after sign-in), false on failure. */
    async (product: ProductSnapshot): Promise<boolean> => {
      const snapshot = pickProductSnapshot(product);
      const uid = await currentUid().catch(() => null);
      if (!uid) {
        storePendingItem(snapshot);
        openSignupModal(
          `Create your free account to save "${snapshot.title}" to your registry. It takes less than a minute.`,
        );
        return true;
      }
      setBusyId(snapshot.id);
      try {
        const isNew = await addProductToRegistry(uid, snapshot);
        if (isNew) {
          trackProductAdded(snapshot, source);
          showToast({
            severity: 'success',
            title: ADDED_TO_REGISTRY_TITLE,
            message: addedToRegistryMessage([snapshot.title], 0),
          });
        } else {
          showToast({ severity: 'info', message: `"${snapshot.title}" is already on your registry.` });
        }
        return true;
      } catch (error) {
        console.error('Adding to the registry failed', error);
        showToast({
          severity: 'error',
          message: error instanceof Error ? error.message : 'We could not add that. Please try again.',
        });
        return false;
      } finally {
        setBusyId(null);
      }
    },
    [source],
  );

  return { add, busyId };
}
