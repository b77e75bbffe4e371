// Read-your-writes over cached pages: a public registry page may come from a shared cache (the CDN
// or the render function keep it up to a minute), so someone who just bought a gift could reload
// and see it still needed. This browser notes when it changed a registry; a page whose data is older
// than that reads it again once shown.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REGISTRY_CHANGED_KEY } from '@shared/storage-keys';

// The keys live with the others in @shared/storage-keys (the route table names those a page shows).
export { REGISTRY_CHANGED_KEY };

/** Called after this browser changed a registry (a gift bought, or found already bought). */
export function noteRegistryChanged(now = Date.now()): void {
  try {
    sessionStorage.setItem(REGISTRY_CHANGED_KEY, String(now));
  } catch {
    // Without storage the page may show a cached copy for up to a minute; nothing is lost.
  }
}

function changedAt(): number {
  try {
    return Number(sessionStorage.getItem(REGISTRY_CHANGED_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** After the first paint: reads the query again when its data predates this browser's last change. */
export function useFreshAfterChangeHere(queryKey: QueryKey): void {
  const client = useQueryClient();
  const hash = JSON.stringify(queryKey);
  useEffect(() => {
    const key = JSON.parse(hash) as QueryKey;
    const updatedAt = client.getQueryState(key)?.dataUpdatedAt ?? 0;
    if (updatedAt > 0 && updatedAt < changedAt()) void client.refetchQueries({ queryKey: key, exact: true });
  }, [client, hash]);
}
