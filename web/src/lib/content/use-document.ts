// A detail page's one document: loading until the load for the current key answers; a failed load
// is thrown to the layout's error boundary (which offers a retry).
import { useEffect, useState } from 'react';

export type DocumentState<T> = { status: 'loading' } | { status: 'ready'; item: T | null };

export function useDocument<T>(key: string, load: (key: string) => Promise<T | null>, what: string): DocumentState<T> {
  const [state, setState] = useState<{ key: string; item: T | null } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    load(key).then(
      (item) => live && setState({ key, item }),
      (error: unknown) => {
        console.error(`Loading the ${what} failed`, error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [key, load, what]);

  if (failed) throw new Error(`The ${what} could not be loaded`);
  return state && state.key === key ? { status: 'ready', item: state.item } : { status: 'loading' };
}
