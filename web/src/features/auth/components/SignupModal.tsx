// The signup modal: the same two sign-in methods without leaving the page (e.g. adding while signed
// out), then, for a new member the sign-in method gave no name, their first and last name.
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { updateProfile, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import type { PersonNames } from '@shared/schemas/profile';
import { checkUserExists } from '../../../lib/api/account';
import { watchSession } from '../session';
import { useSignupModalStore } from '../signup-modal-store';
import { useSignupNamesStore } from '../signup-names-store';
import { AuthMethods } from './AuthMethods';
import { SignupNameStep } from './SignupNameStep';

type Step = { kind: 'methods' } | { kind: 'checking' } | { kind: 'name'; user: User };

/**
 * Whether to ask a member who just signed in for their name: only a new account (no users document
 * yet) whose sign-in gave no display name. If the check fails, asking is the safe side.
 */
export async function needsNameStep(
  user: Pick<User, 'uid' | 'displayName'>,
  exists: (uid: string) => Promise<{ exists: boolean }> = checkUserExists,
): Promise<boolean> {
  if (user.displayName?.trim()) return false;
  return exists(user.uid).then(
    (answer) => !answer.exists,
    () => true,
  );
}

export function SignupModal() {
  const isOpen = useSignupModalStore((s) => s.isOpen);
  const reason = useSignupModalStore((s) => s.reason);
  const close = useSignupModalStore((s) => s.close);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [step, setStep] = useState<Step>({ kind: 'methods' });
  // A closed modal starts again from the methods next time it opens.
  if (!isOpen && step.kind !== 'methods') setStep({ kind: 'methods' });

  useEffect(() => {
    if (isOpen) void watchSession();
  }, [isOpen]);

  // Closing lets the onboarding flow run; it skips while this modal is open, so the names given
  // here are there when it creates the account.
  const signedIn = async (user: User) => {
    setStep({ kind: 'checking' });
    if (await needsNameStep(user)) setStep({ kind: 'name', user });
    else close();
  };

  const saveNames = async (user: User, names: PersonNames) => {
    useSignupNamesStore.getState().set({ uid: user.uid, ...names });
    try {
      // On the Auth account too, so a sign-in on another device knows the name.
      await updateProfile(user, { displayName: `${names.first} ${names.last}` });
    } catch (error) {
      // The names still go with the account the flow creates next.
      console.warn('Could not save the name on the Auth account', error);
    }
    close();
  };

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="signup-modal-title"
    >
      <DialogTitle id="signup-modal-title" sx={{ pr: 7 }}>
        Create your free account
        <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {step.kind === 'methods' && (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {reason ?? 'Sign up to save products to your registry and share it with family and friends.'}
            </Typography>
            <AuthMethods idPrefix="modal" onStart={() => undefined} onSignedIn={(user) => void signedIn(user)} />
          </>
        )}
        {step.kind === 'checking' && <Typography role="status">Getting your account ready…</Typography>}
        {step.kind === 'name' && <SignupNameStep onSubmit={(names) => saveNames(step.user, names)} />}
      </DialogContent>
    </Dialog>
  );
}
export default SignupModal;
