// The auth flow wired to the real app: account calls, the steps other areas registered, toasts and the router.
// Loaded only once someone is signed in, so none of this is in the first load.
import { showToast } from '../../ui/toast/toast-store';
import { getFirebaseAuth } from '../../lib/firebase/app';
import { runAccountReadySteps } from './account-ready-hooks';
import { accountApi, createAuthFlow, isPreexistingAuthAccount, type AuthFlow } from './auth-flow';
import { useAuthFlowStore } from './auth-flow-store';
import { returnPathIn } from './return-path';
import { onSignOut } from './sign-out-hooks';
import { useSignupModalStore } from './signup-modal-store';
import { signupNamesFor } from './signup-names-store';

type Navigate = (path: string) => void;

let navigateTo: Navigate = (path) => window.location.assign(path);
let flow: AuthFlow | undefined;

function getFlow(): AuthFlow {
  flow ??= createAuthFlow(
    {
      ...accountApi,
      runAccountReadySteps,
      showToast,
      navigate: (path) => navigateTo(path),
      getPathname: () => window.location.pathname,
      getReturnPath: () => returnPathIn(window.location.search),
      isSignupModalOpen: () => useSignupModalStore.getState().isOpen,
      isExistingAuthUser: (user) => isPreexistingAuthAccount(user),
      getSignupNames: signupNamesFor,
    },
    {
      onStart: (uid) => useAuthFlowStore.getState().setRunning(uid),
      onSettled: (uid, result) => useAuthFlowStore.getState().setSettled(uid, result?.navigatedTo ?? null),
    },
  );
  return flow;
}

/** Schedules the flow for whoever is signed in now (the Firebase user carries its creation time). */
export async function scheduleAuthFlow(navigate: Navigate): Promise<void> {
  navigateTo = navigate;
  const user = (await getFirebaseAuth()).currentUser;
  if (user) getFlow().scheduleForUser(user);
}

// Sign-out clears the once-per-session memory (spec section 4).
onSignOut(() => flow?.forgetSession());
