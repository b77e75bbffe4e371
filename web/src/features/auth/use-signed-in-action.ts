// Runs a button's action for the signed-in user, or sends a signed-out visitor to sign in (coming back
// here after, where the page picks up the held action: usePendingAction). Public pages are rendered
// signed out, so a click can come while Auth is still loading (a tap held from before the app): it
// then waits for Auth's answer rather than guessing.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { savePendingAction, type PendingActionInput } from './pending-action';
import { signInPath } from './return-path';
import { watchSession } from './session';
import { useSessionStore, type SessionUser } from './session-store';

/** The signed-in user once Auth has answered, or null. */
export function settledSessionUser(): Promise<SessionUser | null> {
  const now = useSessionStore.getState();
  if (now.status !== 'unknown') return Promise.resolve(now.user);
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe((s) => {
      if (s.status === 'unknown') return;
      stop();
      resolve(s.user);
    });
    watchSession().catch(() => {
      stop();
      resolve(null);
    });
  });
}

/** What to do after sign-in when the visitor is signed out: the feature's action name, its target and values. */
export type AfterSignIn = Omit<PendingActionInput, 'path'>;

export function useSignedInAction(): (action: (user: SessionUser) => void, afterSignIn?: AfterSignIn) => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    async (action, afterSignIn) => {
      const user = await settledSessionUser();
      if (user) return action(user);
      const path = `${pathname}${search}`;
      if (afterSignIn) savePendingAction({ ...afterSignIn, path });
      void navigate(signInPath(path));
    },
    [navigate, pathname, search],
  );
}
