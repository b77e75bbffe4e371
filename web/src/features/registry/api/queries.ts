// Reads of registries/{uid}: a one-off fetch and a live subscription.
import { registryRef, type Registry } from './refs';

/** Pending server timestamps read as the local estimate, so updatedAt is never null on screen. */
const SNAPSHOT_OPTIONS = { serverTimestamps: 'estimate' } as const;

export async function fetchRegistry(uid: string): Promise<Registry | null> {
  const [ref, { getDoc }] = await Promise.all([registryRef(uid), import('firebase/firestore')]);
  const snapshot = await getDoc(ref);
  return snapshot.data(SNAPSHOT_OPTIONS) ?? null;
}

/**
 * Calls onChange with the registry (null when there is none) on every change. Returns an unsubscribe
 * that also works while the SDK is still loading, so a quick unmount leaves no listener behind.
 */
export function subscribeToRegistry(
  uid: string,
  onChange: (registry: Registry | null) => void,
  onError: (error: Error) => void,
): () => void {
  let isCancelled = false;
  let unsubscribe: (() => void) | undefined;
  Promise.all([registryRef(uid), import('firebase/firestore')]).then(
    ([ref, { onSnapshot }]) => {
      if (isCancelled) return;
      unsubscribe = onSnapshot(ref, (snapshot) => onChange(snapshot.data(SNAPSHOT_OPTIONS) ?? null), onError);
    },
    (error: unknown) => {
      if (!isCancelled) onError(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return () => {
    isCancelled = true;
    unsubscribe?.();
  };
}
