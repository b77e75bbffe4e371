// False in the server render and in the browser's first (hydrating) render, true after: for parts that
// load only in the browser (a map, a live chat) without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const noop = () => () => {};

export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
