// The one live-query primitive: reactfire keeps a Firestore listener open (one per document, shared
// by every component that shows it) and each snapshot is written into the TanStack Query cache under
// the caller's key, so live data and one-shot reads sit in the same cache and invalidate the same way.
// Import it only from lazy chunks: it brings the Firestore SDK and reactfire with it.
import { skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot } from 'firebase/firestore';
import { useLayoutEffect, useMemo } from 'react';
import { useFirestoreCollection, useFirestoreDoc } from 'reactfire';

export type LiveStatus = 'loading' | 'ready';

export interface LiveResult<T> {
  status: LiveStatus;
  /** The newest value (undefined while loading). */
  data: T | undefined;
}

/**
 * Writes `data` into the cache under `queryKey` whenever it changes and returns what the cache holds
 * for the key, so a later mount shows the last value at once while the listener reconnects.
 */
export function useValueInCache<T>(queryKey: QueryKey, data: T | undefined): LiveResult<T> {
  const client = useQueryClient();
  const hash = JSON.stringify(queryKey);
  useLayoutEffect(() => {
    if (data !== undefined) client.setQueryData(JSON.parse(hash) as QueryKey, data);
  }, [client, hash, data]);
  // skipToken: the cache entry is fed by the listener, never fetched.
  const cached = useQuery<T>({ queryKey, queryFn: skipToken }).data;
  const value = data ?? cached;
  return { status: value === undefined ? 'loading' : 'ready', data: value };
}

/** A document, live. `toData` turns a snapshot into what the page shows (null for a missing document). */
export function useLiveDocument<T, R>(
  queryKey: QueryKey,
  ref: DocumentReference<T>,
  toData: (snapshot: DocumentSnapshot<T>) => R,
): LiveResult<R> {
  const { data: snapshot } = useFirestoreDoc(ref);
  // toData runs once per snapshot, not on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => (snapshot ? toData(snapshot) : undefined), [snapshot]);
  return useValueInCache(queryKey, data);
}

/**
 * A query's results, live (an order's messages, an event's chat): one listener per query, each
 * snapshot turned into what the page shows and written into the cache under the key.
 */
export function useLiveCollection<T, R>(
  queryKey: QueryKey,
  query: Query<T>,
  toData: (snapshot: QuerySnapshot<T>) => R,
): LiveResult<R> {
  const { data: snapshot } = useFirestoreCollection(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => (snapshot ? toData(snapshot) : undefined), [snapshot]);
  return useValueInCache(queryKey, data);
}
