// The two ways in, side by side: Google, or a phone number and an SMS code.
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { User } from 'firebase/auth';
import { GoogleSignIn } from './GoogleSignIn';
import { PhoneSignIn } from './PhoneSignIn';

interface AuthMethodsProps {
  /** Called as a sign-in attempt begins, before Firebase may already report the new session. */
  onStart: () => void;
  onSignedIn: (user: User) => void;
  idPrefix: string;
}

export function AuthMethods({ onStart, onSignedIn, idPrefix }: AuthMethodsProps) {
  return (
    <Stack spacing={3}>
      <GoogleSignIn onStart={onStart} onSignedIn={onSignedIn} />
      <Divider>or use your phone</Divider>
      <PhoneSignIn onStart={onStart} onSignedIn={onSignedIn} idPrefix={idPrefix} />
    </Stack>
  );
}
