// Delete my account: a confirm dialog, then a function removes everything keyed by the uid.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../ui/toast/toast-store';
import { deleteMyAccount } from '../../../lib/api/account';
import { signOutUser, useSessionStore } from '../../auth';

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const navigate = useNavigate();

  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      await deleteMyAccount();
    } catch (e) {
      console.error('Account deletion failed', e);
      setError('We could not delete your account just now. Nothing was removed; please try again.');
      setBusy(false);
      return;
    }
    // The Auth user is gone on the server; signing out clears this browser too.
    await signOutUser().catch(() => undefined);
    useSessionStore.getState().setUser(null);
    setOpen(false);
    await navigate('/');
    showToast({ severity: 'success', message: 'Your account and all its data have been deleted.' });
  };

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Deleting your account removes your profile, your registry and everything else we keep for you. It cannot be
        undone.
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="delete-account-title">
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your profile, your registry with every item and note, and your sign-in methods will be permanently deleted.
            Friends with your registry link will no longer find it. Consider downloading your data first.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Keep my account
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Deleting…' : 'Delete permanently'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
