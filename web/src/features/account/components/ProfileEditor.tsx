// The profile form, filled from the profile query, with each page's own loading, failure and
// not-set-up-yet messages; a save puts what was saved into the cached profile.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { isProfileMissing, setCachedProfile, useUserProfile } from '../api/get-user-profile';
import { ProfileForm } from './ProfileForm';

interface ProfileEditorMessages {
  /** The spinner's accessible name. */
  loading: string;
  failed: string;
  /** When the users document does not exist yet (404). */
  settingUp: string;
}

type ProfileEditorProps = Omit<ComponentProps<typeof ProfileForm>, 'initial'> & { messages: ProfileEditorMessages };

export function ProfileEditor({ messages, onSaved, ...form }: ProfileEditorProps) {
  const queryClient = useQueryClient();
  const { data: profile, error, isPending } = useUserProfile(form.uid);

  if (error && !isProfileMissing(error)) return <Alert severity="error">{messages.failed}</Alert>;
  if (isPending) return <CircularProgress aria-label={messages.loading} />;
  if (!profile) return <Alert severity="info">{messages.settingUp}</Alert>;
  return (
    <ProfileForm
      {...form}
      initial={profile}
      onSaved={(input) => {
        setCachedProfile(queryClient, form.uid, input);
        onSaved(input);
      }}
    />
  );
}
