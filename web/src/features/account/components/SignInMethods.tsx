// The account's sign-in methods (phone, Google), with a way to connect the one that is missing.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { GoogleAuthProvider, linkWithPopup } from 'firebase/auth';
import { useState } from 'react';
import { getFirebaseAuth } from '../../../lib/firebase/app';
import { AUTH_MESSAGES, authErrorMessage, formatPhoneNumber, isGoogleScriptUnreachable, PhoneSignIn } from '../../auth';
import { signInMethodsQueryOptions, useSignInMethods } from '../api/get-sign-in-methods';

const LABELS: Record<string, string> = { phone: 'Phone', 'google.com': 'Google', password: 'Email and password' };

export function SignInMethods({ uid }: { uid: string }) {
  const queryClient = useQueryClient();
  const methods = useSignInMethods(uid).data ?? [];
  const [addingPhone, setAddingPhone] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  // Reads the methods again from Auth once a new one is linked.
  const refresh = () => queryClient.invalidateQueries({ queryKey: signInMethodsQueryOptions(uid).queryKey });

  const has = (providerId: string) => methods.some((m) => m.providerId === providerId);

  const connectGoogle = async () => {
    setMessage(null);
    try {
      const auth = await getFirebaseAuth();
      if (!auth.currentUser) return;
      await linkWithPopup(auth.currentUser, new GoogleAuthProvider());
      await refresh();
      setMessage({ severity: 'success', text: 'Google is now connected. You can sign in with either method.' });
    } catch (error) {
      // Google's window needs its script host; without internet, say so rather than "something went wrong".
      const text = isGoogleScriptUnreachable(error) ? AUTH_MESSAGES.googleUnreachable : authErrorMessage(error);
      setMessage({ severity: 'error', text });
    }
  };

  return (
    <Stack spacing={2}>
      <List aria-label="Connected sign-in methods" disablePadding>
        {methods.map((m) => (
          <ListItem key={m.providerId} disableGutters divider>
            <ListItemText
              primary={LABELS[m.providerId] ?? m.providerId}
              secondary={m.phoneNumber ? formatPhoneNumber(m.phoneNumber) : (m.email ?? '')}
            />
          </ListItem>
        ))}
      </List>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {!has('google.com') && (
          <Button variant="outlined" onClick={() => void connectGoogle()}>
            Connect Google
          </Button>
        )}
        {!has('phone') && !addingPhone && (
          <Button variant="outlined" onClick={() => setAddingPhone(true)}>
            Add a phone number
          </Button>
        )}
      </Stack>
      {addingPhone && (
        <PhoneSignIn
          mode="link"
          idPrefix="link-phone"
          onStart={() => setMessage(null)}
          onSignedIn={() => {
            setAddingPhone(false);
            setMessage({ severity: 'success', text: 'Your phone number is connected.' });
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
