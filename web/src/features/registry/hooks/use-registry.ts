// Live view of one registry for pages: loading, ready, missing or error.
import { useEffect, useState } from 'react';
import { subscribeToRegistry } from '../api/queries';
import type { Registry } from '../api/refs';

export type RegistryStatus = 'loading' | 'ready' | 'missing' | 'error';

export interface RegistryView {
  status: RegistryStatus;
  registry: Registry | null;
  error: Error | null;
}

const LOADING: RegistryView = { status: 'loading', registry: null, error: null };
const MISSING: RegistryView = { status: 'missing', registry: null, error: null };

/**
 * Subscribes to registries/{uid} while mounted. A null uid (nobody to look up) reads as missing.
 * The view is stored with the uid it belongs to, so switching uid shows loading, never the old registry.
 */
export function useRegistry(uid: string | null): RegistryView {
  const [current, setCurrent] = useState<{ uid: string; view: RegistryView } | null>(null);

  useEffect(() => {
    if (!uid) return;
    return subscribeToRegistry(
      uid,
      (registry) => setCurrent({ uid, view: registry ? { status: 'ready', registry, error: null } : MISSING }),
      (error) => {
        console.error('Could not load the registry', error);
        setCurrent({ uid, view: { status: 'error', registry: null, error } });
      },
    );
  }, [uid]);

  if (!uid) return MISSING;
  return current?.uid === uid ? current.view : LOADING;
}
