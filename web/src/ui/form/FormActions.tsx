// The end of a form: the message of a refused submit, and a submit button that is disabled and
// says what it is doing while the submit runs.
import Alert, { type AlertProps } from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

/** The failure of the last submit in an Alert (read out at once), or nothing. */
export function FormFailure({ message, severity = 'error', ...props }: { message: string } & AlertProps) {
  if (!message) return null;
  return (
    <Alert severity={severity} role="alert" {...props}>
      {message}
    </Alert>
  );
}

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  busy: boolean;
  /** The label while the submit runs, e.g. "Saving…". */
  busyLabel: string;
  children: string;
}

export function SubmitButton({ busy, busyLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}

/** A dialog form's buttons: Cancel (off while saving) and the submit button. */
export function DialogFormActions({
  busy,
  onCancel,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  children: string;
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <SubmitButton busy={busy} busyLabel="Saving…">
        {children}
      </SubmitButton>
    </DialogActions>
  );
}
