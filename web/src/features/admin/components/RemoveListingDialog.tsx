// Asks the admin why a listing comes down: the reason is sent to its seller, checked first with the
// api's own schema (moderationRemoveSchema) on the form kit.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { moderationRemoveSchema } from '@shared/marketplace-safety';
import { FormFailure, SubmitButton } from '../../../ui/form/FormActions';
import { FormTextField } from '../../../ui/form/FormTextField';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';

const REASON_MAX = 500;

interface RemoveValues {
  reason: string;
}

interface RemoveListingDialogProps {
  title: string;
  isBusy: boolean;
  /** The API's refusal, shown under the field. */
  failure: string;
  onRemove: (reason: string) => void;
  onClose: () => void;
}

export function RemoveListingDialog({ title, isBusy, failure, onRemove, onClose }: RemoveListingDialogProps) {
  const form = useForm<RemoveValues>({
    initialValues: { reason: '' },
    validate: (values) => schemaErrors<RemoveValues>(moderationRemoveSchema, values),
    onSubmit: (values) => onRemove(moderationRemoveSchema.parse(values).reason),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-title" fullWidth maxWidth="xs">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id="remove-title" sx={{ overflowWrap: 'anywhere' }}>
          Remove {title}
        </DialogTitle>
        <DialogContent>
          <FormTextField
            form={form}
            name="reason"
            label="Reason for the seller"
            maxLength={REASON_MAX}
            fullWidth
            multiline
            minRows={2}
            autoFocus
            helperText="The seller is told this reason."
            sx={{ mt: 1 }}
          />
          <FormFailure message={failure} sx={{ mt: 1 }} />
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
