// Steps 5 and 6 after sign-in (spec section 4): add the products picked before sign-in, and the toast that says so.
import type { ProductSnapshot } from '@shared/registry';
import type { Toast } from '../../ui/toast/toast-store';
import { track } from '../../lib/analytics/track';
import { trackProductAdded } from '../../lib/analytics/product-properties';
import type { AccountReadyContext } from '../auth';
import { pendingItemToProduct, takePendingItems, type PendingItem } from './pending-items';

export const ADDED_TO_REGISTRY_TITLE = 'Added to Registry';

export interface PendingAddResult {
  /** Ids of the products now in the registry (newly added or already there). */
  added: string[];
  /** Titles of those products, in the same order. */
  addedTitles: string[];
  /** Ids of the products that could not be added; they are skipped, not retried. */
  failed: string[];
}

/** Resolves true when added, false when the product was already in the registry. */
export type AddProduct = (uid: string, product: ProductSnapshot) => Promise<boolean>;

function plural(count: number): string {
  return count === 1 ? '1 product' : `${count} products`;
}

/** The toast text: the product's name when there is one, else the count; failures in a second sentence. */
export function addedToRegistryMessage(addedTitles: readonly string[], failedCount: number): string {
  const [onlyTitle] = addedTitles;
  const count = addedTitles.length;
  const added =
    count === 1 && onlyTitle
      ? `"${onlyTitle}" has been added to your registry.`
      : `${plural(count)} ${count === 1 ? 'has' : 'have'} been added to your registry.`;
  return failedCount === 0 ? added : `${added} ${plural(failedCount)} could not be added.`;
}

/** Adds the items one by one, in the order they were picked, so the newest ends up first. */
export async function addPendingItems(
  uid: string,
  items: readonly PendingItem[],
  addProductToRegistry: AddProduct,
): Promise<PendingAddResult> {
  const result: PendingAddResult = { added: [], addedTitles: [], failed: [] };
  for (const item of items) {
    const product = pendingItemToProduct(item);
    try {
      const isNew = await addProductToRegistry(uid, product);
      // Already there still counts as added: what the visitor picked is in their registry.
      result.added.push(product.id);
      result.addedTitles.push(product.title);
      if (isNew) {
        trackProductAdded(product, 'pending_item');
      }
    } catch (error) {
      console.error(`Could not add pending product ${product.id} to the registry`, error);
      result.failed.push(product.id);
    }
  }
  if (items.length > 0) {
    track('Bulk Add Operation', {
      source: 'pending_items',
      added_count: result.added.length,
      failed_count: result.failed.length,
    });
  }
  return result;
}

/** The Added to Registry toast (spec section 4), or null when nothing was added. */
export function addedToRegistryToast({ addedTitles, failed }: PendingAddResult): Omit<Toast, 'id'> | null {
  if (addedTitles.length === 0) return null;
  return {
    severity: 'success',
    title: ADDED_TO_REGISTRY_TITLE,
    message: addedToRegistryMessage(addedTitles, failed.length),
  };
}

export interface PendingItemsStepDeps {
  addProductToRegistry: AddProduct;
  /** Refreshes what the cache holds of this person's registry. */
  refreshRegistry: (uid: string) => Promise<unknown>;
}

/** Steps 5 and 6 after sign-in: add what was picked while signed out, refresh the caches, say so. */
export async function addPendingItemsAfterSignIn(
  { uid, showToast }: AccountReadyContext,
  deps: PendingItemsStepDeps,
): Promise<PendingAddResult> {
  const result = await addPendingItems(uid, takePendingItems(), deps.addProductToRegistry);
  try {
    await deps.refreshRegistry(uid);
  } catch (error) {
    console.error('Could not refresh the registry caches', error);
  }
  const toast = addedToRegistryToast(result);
  if (toast) showToast(toast);
  return result;
}
