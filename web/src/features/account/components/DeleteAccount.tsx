// Delete my account: a confirm dialog, then the server deletes everything in the background while the
// dialog shows how far it has got (read with the job's status key, which outlives the account); when
// it is done this browser signs out too. The server asks for a sign-in from the last few minutes; when
// it is older, the dialog offers to sign in again (signing out sends /settings to sign-in, which
// brings the person back here).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { RECENT_SIGN_IN_MINUTES } from '@shared/account';
import type { StartAccountJobResponse } from '@shared/account-jobs';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../ui/toast/toast-store';
import { ApiError } from '../../../lib/api/client';
import { signOutUser, useSessionStore } from '../../auth';
import { startAccountJob, useAccountJob } from '../api/account-jobs';
import { JobProgress } from './JobProgress';

export const RECENT_SIGN_IN_NOTE = `For your safety, deleting needs a sign-in from the last ${RECENT_SIGN_IN_MINUTES} minutes. If it has been longer, we will ask you to sign in again first.`;
export const DELETE_FAILED_MESSAGE =
  'We could not delete your account just now. Nothing was removed; please try again.';
/** The job stopped part way: some data may be gone, the account is still there to try again. */
export const DELETE_STOPPED_MESSAGE =
  'We could not finish deleting your account. Some of your data may already be removed. Your account is still here: please try again.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account and all its data have been deleted.';

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState('');
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [started, setStarted] = useState<StartAccountJobResponse | null>(null);
  const { data: job } = useAccountJob(started);
  const hasStopped = job?.status === 'failed';
  const isDeleting = isStarting || (started !== null && !hasStopped);
  const message = error || (hasStopped ? DELETE_STOPPED_MESSAGE : '');
  const navigate = useNavigate();

  // Done: the Auth user is gone on the server; signing out clears this browser too.
  useEffect(() => {
    if (job?.status === 'done') {
      void (async () => {
        await signOutUser().catch(() => undefined);
        useSessionStore.getState().setUser(null);
        await navigate('/');
        showToast({ severity: 'success', message: ACCOUNT_DELETED_MESSAGE });
      })();
    }
  }, [job?.status, navigate]);

  const close = () => {
    if (isDeleting) return;
    setOpen(false);
    setError('');
    setNeedsSignIn(false);
  };

  const confirm = async () => {
    setIsStarting(true);
    setError('');
    setStarted(null);
    try {
      setStarted(await startAccountJob('delete'));
    } catch (e) {
      // 401: the sign-in is too old (or the session ended); the server's message says what to do.
      if (e instanceof ApiError && e.status === 401) {
        setNeedsSignIn(true);
        setError(e.message);
      } else if (e instanceof ApiError && (e.status === 409 || e.status === 429)) {
        // Something to finish first (a sale not yet handed over, a buyer paying), or a deletion
        // already under way: the server says what.
        setError(e.message);
      } else {
        console.error('Account deletion failed', e);
        setError(DELETE_FAILED_MESSAGE);
      }
    } finally {
      setIsStarting(false);
    }
  };

  const signInAgain = async () => {
    setIsStarting(true);
    // Signed out, this page sends the person to sign in and back here to delete.
    await signOutUser().catch(() => undefined);
    useSessionStore.getState().setUser(null);
  };

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Deleting your account removes your profile, your registry and everything else we keep for you. It cannot be
        undone. {RECENT_SIGN_IN_NOTE}
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="delete-account-title">
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your profile, your registry with every item and note, and your sign-in methods will be permanently deleted.
            Friends with your registry link will no longer find it. Gifts you marked as bought on other registries stay
            bought, shown as from a deleted account. Consider downloading your data first.
          </DialogContentText>
          {started && !hasStopped && (
            <Box sx={{ mt: 2 }}>
              <JobProgress label="Deleting your data" job={job} />
            </Box>
          )}
          {message && (
            <Alert severity={needsSignIn ? 'info' : 'error'} sx={{ mt: 2 }}>
              {message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isDeleting}>
            Keep my account
          </Button>
          {needsSignIn ? (
            <Button variant="contained" onClick={() => void signInAgain()} disabled={isDeleting}>
              Sign in again
            </Button>
          ) : (
            <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isDeleting}>
              {isDeleting ? 'Deleting…' : 'Delete permanently'}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
