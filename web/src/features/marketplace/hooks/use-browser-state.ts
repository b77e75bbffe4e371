// Browser-held marketplace state (recently viewed listings, the chosen ZIP) for rendering: empty in
// the server render and the first browser render (so hydration matches), the stored value after.
import { useSyncExternalStore } from 'react';
import type { ListingCard } from '@shared/marketplace-browse';
import { readViewed, RECENTLY_VIEWED_KEY } from '../recently-viewed';
import { MARKETPLACE_ZIP_KEY } from '@shared/storage-keys';

// The keys live with the others in @shared/storage-keys (the route table names those a page shows).
export { MARKETPLACE_ZIP_KEY };

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function stored(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

let viewedRaw: string | null = null;
let viewed: ListingCard[] = [];
function viewedSnapshot(): ListingCard[] {
  const raw = stored(RECENTLY_VIEWED_KEY);
  if (raw !== viewedRaw) {
    viewedRaw = raw;
    viewed = readViewed();
  }
  return viewed;
}
const NONE: ListingCard[] = [];

export function useRecentlyViewed(): ListingCard[] {
  return useSyncExternalStore(subscribe, viewedSnapshot, () => NONE);
}

export function useMarketplaceZip(): [string, (zip: string) => void] {
  const zip = useSyncExternalStore(
    subscribe,
    () => stored(MARKETPLACE_ZIP_KEY),
    () => '',
  );
  const setZip = (value: string) => {
    try {
      if (value) localStorage.setItem(MARKETPLACE_ZIP_KEY, value);
      else localStorage.removeItem(MARKETPLACE_ZIP_KEY);
    } catch {
      // Without storage the ZIP lasts until the page is left.
    }
    listeners.forEach((l) => l());
  };
  return [zip, setZip];
}
