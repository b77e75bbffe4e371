// Runs, once, what a visitor asked for on this page before signing in, as soon as they are signed in here.
import { useEffect, useRef } from 'react';
import { takePendingAction, type PendingAction } from './pending-action';
import { useSessionUser, type SessionUser } from './session-store';

export function usePendingAction(
  action: string,
  target: string,
  run: (values: PendingAction['values'], user: SessionUser) => void,
): void {
  const user = useSessionUser();
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    if (!user) return;
    // Taken before it runs, so a second render (or Strict Mode's second effect) cannot run it twice.
    const pending = takePendingAction(action, target);
    if (pending) runRef.current(pending.values, user);
  }, [user, action, target]);
}
