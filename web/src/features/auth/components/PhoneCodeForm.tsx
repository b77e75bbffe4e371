// The second step of phone sign-in, on the form kit: the 6-digit SMS code, a way back to the number,
// and resend.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SubmitButton } from '../../../ui/form/FormActions';
import { FormTextField } from '../../../ui/form/FormTextField';
import type { Form } from '../../../ui/form/use-form';
import { resendLabel, toCodeDigits, type PhoneCodeValues } from './phone-sign-in-fields';
import type { PhoneSignInMode } from './use-phone-sign-in';

interface PhoneCodeFormProps {
  form: Form<PhoneCodeValues>;
  mode: PhoneSignInMode;
  idPrefix: string;
  /** The number the code went to, in E.164 form. */
  e164: string;
  /** Seconds until a new code may be asked for. */
  secondsLeft: number;
  isResending: boolean;
  onChangeNumber: () => void;
  onResend: () => void;
  /** The invisible reCAPTCHA's host. */
  children: ReactNode;
}

export function PhoneCodeForm({
  form,
  mode,
  idPrefix,
  e164,
  secondsLeft,
  isResending,
  children,
  ...on
}: PhoneCodeFormProps) {
  const busy = form.isSubmitting || isResending;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} aria-label="Enter your code">
      <Typography>
        We sent a 6-digit code to <strong>{e164}</strong>.{' '}
        <Link component="button" type="button" onClick={on.onChangeNumber}>
          Change number
        </Link>
      </Typography>
      <FormTextField
        form={form}
        name="code"
        id={`${idPrefix}-code`}
        label="6-digit code"
        // Digits only, six at most: a pasted '123-456' is kept as '123456'. No maxLength, which
        // would cut the pasted text before the dash is dropped.
        normalize={toCodeDigits}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <SubmitButton size="large" busy={busy} busyLabel="Checking…">
        {mode === 'link' ? 'Verify and add this number' : 'Verify and continue'}
      </SubmitButton>
      <Button type="button" variant="text" disabled={busy || secondsLeft > 0} onClick={on.onResend}>
        {resendLabel(secondsLeft)}
      </Button>
      {children}
    </Stack>
  );
}
