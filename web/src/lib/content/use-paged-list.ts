// A list page's state: the first page on mount (and again when `key` changes), "load more" with the
// cursor, and a retry after a failure. Answers for a key that is no longer current are dropped.
import type { DocumentSnapshot } from 'firebase/firestore';
import { useEffect, useRef, useState } from 'react';
import type { ContentPage } from './published';

export type ListStatus = 'loading' | 'ready' | 'failed';

interface ListState<T> {
  key: string;
  items: T[];
  cursor: DocumentSnapshot | null;
  status: ListStatus;
}

export function usePagedList<T>(key: string, loadPage: (after: DocumentSnapshot | null) => Promise<ContentPage<T>>) {
  // `key` names what loadPage loads; the function itself may be a fresh closure on each render.
  const loadRef = useRef(loadPage);
  useEffect(() => {
    loadRef.current = loadPage;
  });
  const keyRef = useRef(key);
  const [state, setState] = useState<ListState<T>>({ key, items: [], cursor: null, status: 'loading' });

  const fetchPage = (forKey: string, after: DocumentSnapshot | null, previous: T[]) =>
    loadRef.current(after).then(
      (page) => {
        if (keyRef.current !== forKey) return;
        setState({ key: forKey, items: [...previous, ...page.items], cursor: page.cursor, status: 'ready' });
      },
      (error: unknown) => {
        console.error('Loading a list failed', error);
        if (keyRef.current !== forKey) return;
        setState({ key: forKey, items: previous, cursor: after, status: 'failed' });
      },
    );

  useEffect(() => {
    keyRef.current = key;
    void fetchPage(key, null, []);
    // fetchPage reads only refs and setState.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current: ListState<T> = state.key === key ? state : { key, items: [], cursor: null, status: 'loading' };
  const again = (after: DocumentSnapshot | null) => {
    setState({ ...current, status: 'loading' });
    void fetchPage(key, after, after ? current.items : []);
  };

  return {
    items: current.items,
    status: current.status,
    hasMore: current.status === 'ready' && current.cursor !== null,
    loadMore: () => again(current.cursor),
    retry: () => again(current.items.length > 0 ? current.cursor : null),
  };
}
