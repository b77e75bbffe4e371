// What other areas may use from the auth feature.
export {
  useSessionStatus,
  useSessionUser,
  useSessionStore,
  type SessionStatus,
  type SessionUser,
} from './session-store';
export { startSession, watchSession, getFreshIdToken, signOutUser, currentUid, SIGNED_IN_HINT_KEY } from './session';
export { useLogOut, LOGOUT_SUCCESS, LOGOUT_FAILED_TITLE, LOGOUT_FAILED_MESSAGE } from './use-log-out';
export { onAccountReady, type AccountReadyContext } from './account-ready-hooks';
export { onSignOut } from './sign-out-hooks';
export { openSignupModal } from './signup-modal-store';
export { AUTH_MESSAGES, authErrorMessage } from './auth-errors';
export { isGoogleScriptUnreachable } from './google-offline';
export { PhoneSignIn } from './components/PhoneSignIn';
export { formatPhoneNumber } from './phone-number';
export { signInPath, returnPathIn } from './return-path';
export { savePendingAction, type PendingActionInput } from './pending-action';
export { usePendingAction } from './use-pending-action';
export { useSignedInAction, type AfterSignIn } from './use-signed-in-action';
export { SignInFirstForm, afterSignInProps } from './components/SignInFirstForm';
