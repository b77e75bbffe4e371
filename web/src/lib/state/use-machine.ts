// A pure reducer run as a component's state machine, for handlers that act on where an event led.
import { useCallback, useRef, useState } from 'react';

export interface Transition<S> {
  prev: S;
  next: S;
}

/**
 * Like useReducer, but send() returns the transition at once ({prev, next}), so an event handler can
 * start the side effect it calls for; results arriving later (a promise, a timer) are applied to the
 * latest state, never to a render's stale copy. An event the machine ignores leaves next === prev.
 */
export function useMachine<S, E>(
  reduce: (state: S, event: E) => S,
  initial: () => S,
): [S, (event: E) => Transition<S>] {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const send = useCallback(
    (event: E) => {
      const prev = latest.current;
      const next = reduce(prev, event);
      latest.current = next;
      setState(next);
      return { prev, next };
    },
    [reduce],
  );
  return [state, send];
}
