// The owner's registry, live: registries/{uid} through the one live-query primitive (reactfire into
// the query cache). Loaded only by the owner's pages; public pages read the projection instead.
import { doc } from 'firebase/firestore';
import { use, useMemo } from 'react';
import { getDb } from '../../../lib/firebase/app';
import { useLiveDocument } from '../../../lib/firebase/live-query';
import { registryKeys } from '../api/query-keys';
import { REGISTRIES_COLLECTION, registryConverter, type Registry } from '../api/refs';

export type RegistryStatus = 'loading' | 'ready' | 'missing';

export interface RegistryView {
  status: RegistryStatus;
  registry: Registry | null;
}

/** Pending server timestamps read as the local estimate, so updatedAt is never null on screen. */
const SNAPSHOT_OPTIONS = { serverTimestamps: 'estimate' } as const;

/** registries/{uid} while mounted; 'missing' until the registry exists. Errors reach the error boundary. */
export function useRegistry(uid: string): RegistryView {
  const db = use(getDb());
  const ref = useMemo(() => doc(db, REGISTRIES_COLLECTION, uid).withConverter(registryConverter), [db, uid]);
  const { status, data } = useLiveDocument(
    registryKeys.owner(uid),
    ref,
    (snapshot) => snapshot.data(SNAPSHOT_OPTIONS) ?? null,
  );
  if (status === 'loading' || data === undefined) return { status: 'loading', registry: null };
  return data ? { status: 'ready', registry: data } : { status: 'missing', registry: null };
}
