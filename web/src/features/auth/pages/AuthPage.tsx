// The shared frame of /signup and /signin: the two methods, and where a signed-in visitor goes next.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { trackFunnelStep } from '../../../lib/analytics/track';
import { useAuthFlowStore } from '../auth-flow-store';
import { AuthMethods } from '../components/AuthMethods';
import { RETURN_PARAM, safeReturnPath, signInPath } from '../return-path';
import { watchSession } from '../session';
import { useSessionStatus, useSessionUser } from '../session-store';

interface AuthPageProps {
  title: string;
  heading: string;
  intro: ReactNode;
  switchPrompt: string;
  switchLabel: string;
  switchTo: '/signin' | '/signup';
  idPrefix: string;
}

export function AuthPage({ title, heading, intro, switchPrompt, switchLabel, switchTo, idPrefix }: AuthPageProps) {
  const status = useSessionStatus();
  const user = useSessionUser();
  const flow = useAuthFlowStore();
  // A visitor sent here from a page that needs an account goes back to it (?next=/settings).
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM));
  // Set as an attempt starts, before Firebase can report the new session.
  const [signedInHere, setSignedInHere] = useState(false);

  useEffect(() => {
    void watchSession();
    trackFunnelStep(1, { page_path: window.location.pathname });
  }, []);

  if (status === 'signedIn' && user) {
    // A visitor who arrived signed in goes straight to their registry (or back where they came
    // from); one who signed in here waits for the onboarding flow, which may send a new user to
    // profile completion instead.
    const flowSettled = flow.status === 'settled' && flow.uid === user.uid;
    if (!signedInHere || (flowSettled && !flow.navigatedTo)) {
      return <Navigate replace to={returnTo ?? `/registry/${user.uid}`} />;
    }
  }

  const waiting = signedInHere && status === 'signedIn';

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageMeta title={title} noindex />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4 }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {intro}
        </Typography>
        {waiting ? (
          <Typography role="status">Signing you in and getting your registry ready…</Typography>
        ) : (
          <AuthMethods
            idPrefix={idPrefix}
            onStart={() => setSignedInHere(true)}
            onSignedIn={() => setSignedInHere(true)}
          />
        )}
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {switchPrompt}{' '}
            <Link component={RouterLink} to={signInPath(returnTo, switchTo)} underline="always">
              {switchLabel}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            By continuing you agree to our{' '}
            <Link component={RouterLink} to="/terms-of-service" underline="always">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link component={RouterLink} to="/privacy-policy" underline="always">
              Privacy Policy
            </Link>
            .
          </Typography>
        </Box>
      </Paper>
    </Container>
  );
}
