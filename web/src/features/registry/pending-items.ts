// Registry products picked before sign-in, held in local storage until the auth flow adds them.
import type { ProductSnapshot } from '@shared/registry';
import { parseProductSnapshot, pickProductSnapshot } from './product-snapshot';
import { PENDING_ITEMS_KEY } from '@shared/storage-keys';

// The keys live with the others in @shared/storage-keys (the route table names those a page shows).
export { PENDING_ITEMS_KEY };

export const PENDING_ITEM_TTL_MS = 60 * 60 * 1000;

/** A stored product: its id is kept as objectID (the spec's name), with the time it was stored. */
export type PendingItem = Omit<ProductSnapshot, 'id'> & { objectID: string; timestamp: number };

function isFresh(item: PendingItem, now: number): boolean {
  return now - item.timestamp <= PENDING_ITEM_TTL_MS;
}

function parsePendingItem(value: unknown): PendingItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { objectID, timestamp } = value as { objectID?: unknown; timestamp?: unknown };
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  const product = parseProductSnapshot({ ...value, id: objectID });
  return product ? toPendingItem(product, timestamp) : null;
}

function toPendingItem({ id, ...rest }: ProductSnapshot, timestamp: number): PendingItem {
  return { objectID: id, ...rest, timestamp };
}

/** Every well-formed item in storage, expired or not. Throws when storage or its JSON is unreadable. */
function readAll(): PendingItem[] {
  const raw = localStorage.getItem(PENDING_ITEMS_KEY);
  if (raw === null) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error('Pending registry items are not a list');
  return parsed.map(parsePendingItem).filter((item): item is PendingItem => item !== null);
}

/**
 * Holds a product for after sign-in. Adding one that is already held refreshes its time and moves it
 * last, so the newest pick ends up first in the registry. Returns whether it was stored.
 */
export function storePendingItem(product: ProductSnapshot & { objectID?: string }): boolean {
  const now = Date.now();
  try {
    let items: PendingItem[];
    try {
      items = readAll();
    } catch (error) {
      // Unreadable data cannot be repaired; starting again keeps the new pick.
      console.error('Could not read pending registry items; replacing them', error);
      items = [];
    }
    const kept = items.filter((item) => item.objectID !== product.id && isFresh(item, now));
    kept.push(toPendingItem(pickProductSnapshot(product), now));
    localStorage.setItem(PENDING_ITEMS_KEY, JSON.stringify(kept));
    return true;
  } catch (error) {
    console.error('Could not store a pending registry item', error);
    return false;
  }
}

/** The held items not older than 60 minutes, oldest first; an empty list when storage fails. */
export function readPendingItems(): PendingItem[] {
  const now = Date.now();
  try {
    return readAll().filter((item) => isFresh(item, now));
  } catch (error) {
    console.error('Could not read pending registry items', error);
    return [];
  }
}

/** Reads the held items and clears them, so each is added once. */
export function takePendingItems(): PendingItem[] {
  const items = readPendingItems();
  try {
    localStorage.removeItem(PENDING_ITEMS_KEY);
  } catch (error) {
    // Left behind, they would be offered again; adding is idempotent, so that does no harm.
    console.error('Could not clear pending registry items', error);
  }
  return items;
}

export function pendingItemToProduct({ objectID, timestamp: _timestamp, ...rest }: PendingItem): ProductSnapshot {
  return pickProductSnapshot({ id: objectID, ...rest });
}
