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
import { useState, type FormEvent } from 'react';
import { FormFailure, SubmitButton } from '../../../ui/form/FormActions';
import { showToast } from '../../../ui/toast/toast-store';
import { REPORT_FAILED, useReportListing } from '../api/report-listing';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportReasonText, type ReportReasonValue } from './report-reason';
import { SelectField } from '../../../ui/form/SelectField';

export const REPORT_SENT_MESSAGE = 'Thanks for telling us. Our safety team will review this listing.';

interface ReportListingDialogProps {
  listingId: string;
  open: boolean;
  onClose: () => void;
}

export default function ReportListingDialog({ listingId, open, onClose }: ReportListingDialogProps) {
  const [value, setValue] = useState<ReportReasonValue | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState('');
  const report = useReportListing(listingId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reportReasonText(value, details);
    if (!text.ok) return setError(text.message);
    setError('');
    report.mutate(text.reason, {
      onSuccess: () => {
        showToast({ severity: 'success', message: REPORT_SENT_MESSAGE });
        onClose();
      },
      onError: (e) => setError(e.message || REPORT_FAILED),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="report-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="report-title">Report this listing</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Our safety team reviews every report. The seller is not told who reported it.
          </Typography>
          <SelectField
            label="What is wrong?"
            value={value}
            onChange={(e) => setValue(e.target.value as ReportReasonValue | '')}
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
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            fullWidth
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX } }}
            helperText={value === 'other' ? 'Required: tell us what is wrong.' : 'Optional: what did you notice?'}
          />
          <FormFailure message={error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={report.isPending}>
            Cancel
          </Button>
          <SubmitButton busy={report.isPending} busyLabel="Sending…">
            Send report
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
