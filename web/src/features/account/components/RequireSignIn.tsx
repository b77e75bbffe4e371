// Renders its children for a signed-in user; sends signed-out visitors to /signin.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionStatus, useSessionUser, watchSession, type SessionUser } from '../../auth';

export function RequireSignIn({ children }: { children: (user: SessionUser) => ReactNode }) {
  const status = useSessionStatus();
  const user = useSessionUser();
  useEffect(() => {
    void watchSession();
  }, []);
  if (status === 'signedOut') return <Navigate replace to="/signin" />;
  if (status !== 'signedIn' || !user) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading your account" />
      </Box>
    );
  }
  return <>{children(user)}</>;
}
