// Runs, once, what a visitor asked for on this page before signing in, as soon as they are signed in here.
// The held action's checker (pending-action.ts, with its schema) loads only when something is held:
// a page that offers an action (Save, Going, an alert) pays nothing for it on a visitor's first tap.
import { useEffect, useRef } from 'react';
import { PENDING_ACTION_KEY } from './before-app';
import type { PendingAction } from './pending-action';
import { useSessionUser, type SessionUser } from './session-store';

/** True when this tab holds an action for after sign-in (checked, and handed out, by pending-action.ts). */
function holdsAction(): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_ACTION_KEY) !== null;
  } catch {
    return false;
  }
}

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
    if (!user || !holdsAction()) return;
    let isCurrent = true;
    void import('./pending-action').then(({ takePendingAction }) => {
      // Taken before it runs, and only by the effect still current, so a second render (or Strict
      // Mode's second effect) cannot run it twice.
      if (!isCurrent) return;
      const pending = takePendingAction(action, target);
      if (pending) runRef.current(pending.values, user);
    });
    return () => {
      isCurrent = false;
    };
  }, [user, action, target]);
}
