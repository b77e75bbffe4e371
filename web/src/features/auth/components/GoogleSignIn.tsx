// "Continue with Google" in a popup. Without internet Google's window cannot load: on the emulators
// a test Google account is picked instead (EmulatorGooglePicker); elsewhere the error says so.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { GoogleAuthProvider, signInWithCredential, signInWithPopup, type User } from 'firebase/auth';
import { lazy, Suspense, useState } from 'react';
import { trackFunnelStep } from '../../../lib/analytics/track';
import { getFirebaseApp, getFirebaseAuth } from '../../../lib/firebase/app';
import { useEmulators } from '../../../lib/firebase/config';
import { AUTH_MESSAGES, authErrorMessage } from '../auth-errors';
import {
  emulatorIdToken,
  isGoogleScriptUnreachable,
  listEmulatorGoogleAccounts,
  type EmulatorGoogleAccount,
} from '../google-offline';

const EmulatorGooglePicker = lazy(() => import('./EmulatorGooglePicker'));

const googleMark = (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.1z"
    />
    <path
      fill="#FBBC05"
      d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);

export function GoogleSignIn({ onStart, onSignedIn }: { onStart: () => void; onSignedIn: (user: User) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  /** The emulator's Google test accounts, while the offline picker is open. */
  const [testAccounts, setTestAccounts] = useState<EmulatorGoogleAccount[] | null>(null);

  const signedIn = (user: User) => {
    trackFunnelStep(7, { auth_method: 'google' });
    onSignedIn(user);
  };

  const openEmulatorPicker = async () => {
    const { options } = await getFirebaseApp();
    setTestAccounts(await listEmulatorGoogleAccounts(options.projectId ?? '').catch(() => []));
  };

  /** Signs in as a test account: the Auth emulator takes its claims as Google's id_token. */
  const signInAsTestAccount = async (account: EmulatorGoogleAccount) => {
    try {
      const auth = await getFirebaseAuth();
      const credential = await signInWithCredential(auth, GoogleAuthProvider.credential(emulatorIdToken(account)));
      setTestAccounts(null);
      signedIn(credential.user);
    } catch (e) {
      console.error('Google sign-in with a test account failed', e);
      throw new Error(authErrorMessage(e), { cause: e });
    }
  };

  const signIn = async () => {
    setError('');
    setBusy(true);
    onStart();
    trackFunnelStep(2, { auth_method: 'google' });
    trackFunnelStep(3, { auth_method: 'google' });
    try {
      const auth = await getFirebaseAuth();
      trackFunnelStep(4, { auth_method: 'google' });
      const credential = await signInWithPopup(auth, new GoogleAuthProvider());
      signedIn(credential.user);
    } catch (e) {
      if (isGoogleScriptUnreachable(e)) {
        console.warn('Google could not be reached for its sign-in window', e);
        if (useEmulators) await openEmulatorPicker();
        else setError(AUTH_MESSAGES.googleUnreachable);
        return;
      }
      console.error('Google sign-in failed', e);
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={googleMark}
        onClick={() => void signIn()}
        disabled={busy}
      >
        {busy ? 'Waiting for Google…' : 'Continue with Google'}
      </Button>
      {error && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      {testAccounts && (
        <Suspense fallback={null}>
          <EmulatorGooglePicker
            accounts={testAccounts}
            onPick={signInAsTestAccount}
            onClose={() => setTestAccounts(null)}
          />
        </Suspense>
      )}
    </>
  );
}
