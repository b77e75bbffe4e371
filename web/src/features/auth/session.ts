// Keeps the session store in step with Firebase Auth, loading the Auth SDK only when needed.
import { analytics } from '../../lib/analytics/analytics';
import { getFirebaseAuth } from '../../lib/firebase/app';

export { getFreshIdToken } from '../../lib/firebase/id-token';
import { AUTH_FLOW_DONE_KEY } from './auth-flow-memory';
import { useAuthFlowStore } from './auth-flow-store';
import { useSessionStore } from './session-store';
import { runSignOutHooks } from './sign-out-hooks';
import { useSignupModalStore } from './signup-modal-store';
import { useSignupNamesStore } from './signup-names-store';

import { hasSignedInHint, SIGNED_IN_HINT_KEY } from './before-app';

export { SIGNED_IN_HINT_KEY };

let watching: Promise<void> | undefined;

const readHint = (): boolean => hasSignedInHint(() => localStorage);

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage may be unavailable (private mode, quota): the hint is only an optimisation.
  }
}

/** Forgets everything tied to the session that ended: flow memory, modal, flow progress. */
export function clearSessionMemory(): void {
  try {
    sessionStorage.removeItem(AUTH_FLOW_DONE_KEY);
  } catch {
    // Unavailable storage holds nothing to clear.
  }
  useAuthFlowStore.getState().reset();
  useSignupModalStore.getState().reset();
  useSignupNamesStore.getState().reset();
  runSignOutHooks();
}

/** Subscribes the session store to Auth; safe to call many times. */
export function watchSession(): Promise<void> {
  watching ??= Promise.all([getFirebaseAuth(), import('firebase/auth')]).then(([auth, { onIdTokenChanged }]) => {
    onIdTokenChanged(auth, (user) => {
      writeHint(Boolean(user));
      analytics().setUserId(user?.uid ?? null);
      if (!user && useSessionStore.getState().status === 'signedIn') clearSessionMemory();
      useSessionStore
        .getState()
        .setUser(user ? { uid: user.uid, displayName: user.displayName, email: user.email } : null);
    });
  });
  return watching;
}

/**
 * Called once at start-up. Visitors who were never signed in here are signed out at once; for the
 * others Auth is loaded after first paint, when the browser is idle.
 */
export function startSession(): void {
  if (!readHint()) {
    useSessionStore.getState().setUser(null);
    return;
  }
  const load = () => {
    watchSession().catch((error: unknown) => {
      console.error('Could not restore the session', error);
      useSessionStore.getState().setUser(null);
    });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 1500 });
  else setTimeout(load, 200);
}

/** Signs out of Firebase Auth. Rejects when Auth does. */
export async function signOutUser(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
  await signOut(auth);
  writeHint(false);
  clearSessionMemory();
}

/** Who is signed in, once Auth has restored any saved session (null when nobody is). */
export async function currentUid(): Promise<string | null> {
  const auth = await getFirebaseAuth();
  await watchSession();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}
