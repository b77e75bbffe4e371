// The report dialog: what is wrong (one of REPORT_REASONS) and optional details, sent to the safety
// team. Success closes it with a toast; the API's own message is shown when it refuses (already
// reported, your own listing, too many reports).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormFailure, SubmitButton } from '../../../ui/form/FormActions';
import { SelectField } from '../../../ui/form/SelectField';
import { useForm } from '../../../ui/form/use-form';
import { showToast } from '../../../ui/toast/toast-store';
import { REPORT_FAILED, useReportListing } from './api/report-listing';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportFormErrors,
  reportReasonText,
  type ReportFormValues,
  type ReportReasonValue,
} from './report-reason';

export const REPORT_SENT_MESSAGE = 'Thanks for telling us. Our safety team will review this listing.';

interface ReportListingDialogProps {
  listingId: string;
  open: boolean;
  onClose: () => void;
}

export default function ReportListingDialog({ listingId, open, onClose }: ReportListingDialogProps) {
  const report = useReportListing(listingId);
  const form = useForm<ReportFormValues>({
    initialValues: { reason: '', details: '' },
    validate: reportFormErrors,
    failureMessage: REPORT_FAILED,
    onSubmit: async ({ reason, details }) => {
      const text = reportReasonText(reason, details);
      if (!text.ok) return;
      await report.mutateAsync(text.reason);
      showToast({ severity: 'success', message: REPORT_SENT_MESSAGE });
      onClose();
    },
  });
  // What is missing is said once, above the buttons, as before the form kit (not under the field too).
  const { error: _detailsError, ...detailsField } = form.field('details');
  const message = form.errors.reason ?? form.errors.details ?? form.failure;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="report-title" fullWidth maxWidth="xs">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id="report-title">Report this listing</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Our safety team reviews every report. The seller is not told who reported it.
          </Typography>
          <SelectField
            label="What is wrong?"
            name="reason"
            value={form.values.reason}
            onChange={(e) => form.setValue('reason', e.target.value as ReportReasonValue | '')}
            fullWidth
            autoFocus
            sx={{ mb: 2 }}
          >
            <option value="">Choose a reason</option>
            {REPORT_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Details"
            {...detailsField}
            fullWidth
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX } }}
            helperText={
              form.values.reason === 'other' ? 'Required: tell us what is wrong.' : 'Optional: what did you notice?'
            }
          />
          <FormFailure message={message} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <SubmitButton busy={form.isSubmitting} busyLabel="Sending…">
            Send report
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
