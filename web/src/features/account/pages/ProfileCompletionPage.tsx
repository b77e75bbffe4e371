// /profile-completion: a new member's names (and optional due date and city), then back to the page they
// signed up from (?next=, same-site paths only) or on to the registry.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { showToast } from '../../../ui/toast/toast-store';
import { trackFunnelStep } from '../../../lib/analytics/track';
import { returnPathIn, type SessionUser } from '../../auth';
import { ProfileEditor } from '../components/ProfileEditor';
import { RequireSignIn } from '../components/RequireSignIn';

const MESSAGES = {
  loading: 'Loading your profile',
  failed: 'We could not load your account. Reload the page to try again.',
  settingUp: 'We are still setting up your account. This takes a second; reload the page if it does not appear.',
};

function CompleteProfile({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  // Signed up from an event or a listing: back there, where what they asked for is waiting.
  const returnTo = returnPathIn(useLocation().search);
  return (
    <ProfileEditor
      uid={user.uid}
      messages={MESSAGES}
      submitLabel={returnTo ? 'Save and continue' : 'Save and go to my registry'}
      markCompleted
      onStarted={() => trackFunnelStep(9)}
      onSubmitted={() => trackFunnelStep(10)}
      onSaved={(input) => {
        trackFunnelStep(11);
        showToast({ severity: 'success', message: `Welcome to Recess, ${input.first.trim()}!` });
        void navigate(returnTo ?? `/registry/${user.uid}`);
      }}
    />
  );
}

export default function ProfileCompletionPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageMeta title={pageTitle(TITLES.profileCompletion)} noindex />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4 }}>
        <Typography variant="h2" component="h1" gutterBottom>
          Complete your profile
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Tell us a little about your family. Your name appears on your registry so friends know they have found the
          right one.
        </Typography>
        <Box>
          <RequireSignIn>{(user) => <CompleteProfile user={user} />}</RequireSignIn>
        </Box>
      </Paper>
    </Container>
  );
}
