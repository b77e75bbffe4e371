// Runs a button's action for the signed-in user, or sends a signed-out visitor to sign in (coming back
// here after). The listing page is rendered signed out, so a click can come while Auth is still loading:
// it then waits for Auth's answer rather than guessing.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signInPath, useSessionStore, watchSession, type SessionUser } from '../../auth';

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

export function useSignedInAction(): (action: (user: SessionUser) => void) => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    async (action) => {
      const user = await settledSessionUser();
      if (user) action(user);
      else void navigate(signInPath(`${pathname}${search}`));
    },
    [navigate, pathname, search],
  );
}
