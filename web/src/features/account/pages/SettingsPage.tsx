// /settings: names, sign-in methods, a copy of my data, and deleting the account.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { showToast } from '../../../ui/toast/toast-store';
import type { SessionUser } from '../../auth';
import { fetchProfile, type UserProfile } from '../api/profile';
import { DeleteAccount } from '../components/DeleteAccount';
import { DownloadData } from '../components/DownloadData';
import { ProfileForm } from '../components/ProfileForm';
import { RequireSignIn } from '../components/RequireSignIn';
import { SignInMethods } from '../components/SignInMethods';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Settings({ user }: { user: SessionUser }) {
  const [profile, setProfile] = useState<UserProfile | null | undefined>(undefined);
  const [loadError, setLoadError] = useState(false);
  useEffect(() => {
    let live = true;
    fetchProfile(user.uid).then(
      (p) => live && setProfile(p),
      () => live && setLoadError(true),
    );
    return () => {
      live = false;
    };
  }, [user.uid]);

  return (
    <>
      <Section id="settings-details" title="Your details">
        {loadError && <Alert severity="error">We could not load your details. Reload the page to try again.</Alert>}
        {profile === undefined && !loadError && <CircularProgress aria-label="Loading your details" />}
        {profile === null && (
          <Alert severity="info">Your account is still being set up. Reload the page in a moment.</Alert>
        )}
        {profile && (
          <ProfileForm
            uid={user.uid}
            initial={profile}
            submitLabel="Save changes"
            markCompleted={profile.profileCompleted}
            onSaved={() => showToast({ severity: 'success', message: 'Your details are saved.' })}
          />
        )}
      </Section>
      <Section id="settings-sign-in" title="Sign-in methods">
        <SignInMethods />
      </Section>
      <Section id="settings-data" title="Your data">
        <DownloadData uid={user.uid} />
      </Section>
      <Section id="settings-delete" title="Delete account">
        <DeleteAccount />
      </Section>
    </>
  );
}

export default function SettingsPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
      <PageMeta title={pageTitle(TITLES.settings)} noindex />
      <Typography variant="h2" component="h1">
        Account settings
      </Typography>
      <RequireSignIn>{(user) => <Settings user={user} />}</RequireSignIn>
    </Container>
  );
}
