// The signup modal: the same two sign-in methods without leaving the page (e.g. adding while signed out).
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { watchSession } from '../session';
import { useSignupModalStore } from '../signup-modal-store';
import { AuthMethods } from './AuthMethods';

export function SignupModal() {
  const isOpen = useSignupModalStore((s) => s.isOpen);
  const reason = useSignupModalStore((s) => s.reason);
  const close = useSignupModalStore((s) => s.close);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

  useEffect(() => {
    if (isOpen) void watchSession();
  }, [isOpen]);

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="signup-modal-title"
    >
      <DialogTitle id="signup-modal-title" sx={{ pr: 7 }}>
        Create your free account
        <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {reason ?? 'Sign up to save products to your registry and share it with family and friends.'}
        </Typography>
        {/* Closing on success lets the onboarding flow run; it skips while this modal is open. */}
        <AuthMethods idPrefix="modal" onStart={() => undefined} onSignedIn={close} />
      </DialogContent>
    </Dialog>
  );
}
export default SignupModal;
