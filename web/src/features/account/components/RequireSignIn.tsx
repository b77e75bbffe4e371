// Renders its children for a signed-in user; sends signed-out visitors to /signin, to come back here after.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPath, useSessionStatus, useSessionUser, watchSession, type SessionUser } from '../../auth';

export function RequireSignIn({ children }: { children: (user: SessionUser) => ReactNode }) {
  const status = useSessionStatus();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  useEffect(() => {
    void watchSession();
  }, []);
  if (status === 'signedOut') return <Navigate replace to={signInPath(`${pathname}${search}`)} />;
  if (status !== 'signedIn' || !user) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading your account" />
      </Box>
    );
  }
  return <>{children(user)}</>;
}
