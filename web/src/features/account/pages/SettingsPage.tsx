// /settings: names, sign-in methods, reminders, a copy of my data, and deleting the account.
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { showToast } from '../../../ui/toast/toast-store';
import type { SessionUser } from '../../auth';
import { DeleteAccount } from '../components/DeleteAccount';
import { DownloadData } from '../components/DownloadData';
import { ProfileEditor } from '../components/ProfileEditor';
import { RequireSignIn } from '../components/RequireSignIn';
import { ResaleReminderSwitch } from '../components/ResaleReminderSwitch';
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

const MESSAGES = {
  loading: 'Loading your details',
  failed: 'We could not load your details. Reload the page to try again.',
  settingUp: 'Your account is still being set up. Reload the page in a moment.',
};

function Settings({ user }: { user: SessionUser }) {
  return (
    <>
      <Section id="settings-details" title="Your details">
        {/* Only the completion page marks the profile completed; a completed one stays so. */}
        <ProfileEditor
          uid={user.uid}
          messages={MESSAGES}
          submitLabel="Save changes"
          markCompleted={false}
          onSaved={() => showToast({ severity: 'success', message: 'Your details are saved.' })}
        />
      </Section>
      <Section id="settings-sign-in" title="Sign-in methods">
        <SignInMethods uid={user.uid} />
      </Section>
      <Section id="settings-reminders" title="Reminders">
        <ResaleReminderSwitch uid={user.uid} />
      </Section>
      <Section id="settings-data" title="Your data">
        <DownloadData />
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
