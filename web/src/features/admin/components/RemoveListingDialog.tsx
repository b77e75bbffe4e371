// Asks the admin why a listing comes down: the reason is sent to its seller (moderationRemoveSchema).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { moderationRemoveSchema } from '@shared/marketplace-safety';
import { FormFailure, SubmitButton } from '../../../ui/form/FormActions';

interface RemoveListingDialogProps {
  title: string;
  isBusy: boolean;
  /** The API's refusal, shown under the field. */
  failure: string;
  onRemove: (reason: string) => void;
  onClose: () => void;
}

export function RemoveListingDialog({ title, isBusy, failure, onRemove, onClose }: RemoveListingDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = moderationRemoveSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a reason.');
    setError('');
    onRemove(parsed.data.reason);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="remove-title" sx={{ overflowWrap: 'anywhere' }}>
          Remove {title}
        </DialogTitle>
        <DialogContent>
          <TextField
            label="Reason for the seller"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 500 } }}
            helperText="The seller is told this reason."
            sx={{ mt: 1 }}
          />
          <FormFailure message={error || failure} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
          <SubmitButton busy={isBusy} busyLabel="Removing…" color="error">
            Remove listing
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
