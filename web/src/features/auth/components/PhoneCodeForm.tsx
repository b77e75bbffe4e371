// The second step of phone sign-in: the 6-digit SMS code, a way back to the number, and resend.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { resendLabel, type PhoneSignInState } from './phone-sign-in-machine';
import type { PhoneSignInMode } from './use-phone-sign-in';

interface PhoneCodeFormProps {
  state: PhoneSignInState;
  mode: PhoneSignInMode;
  idPrefix: string;
  onCodeChange: (code: string) => void;
  onChangeNumber: () => void;
  onResend: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The invisible reCAPTCHA's host. */
  children: ReactNode;
}

export function PhoneCodeForm({ state, mode, idPrefix, children, ...on }: PhoneCodeFormProps) {
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={on.onSubmit} aria-label="Enter your code">
      <Typography>
        We sent a 6-digit code to <strong>{state.e164}</strong>.{' '}
        <Link component="button" type="button" onClick={on.onChangeNumber}>
          Change number
        </Link>
      </Typography>
      <TextField
        id={`${idPrefix}-code`}
        label="6-digit code"
        value={state.code}
        onChange={(e) => on.onCodeChange(e.target.value)}
        error={Boolean(state.codeError)}
        helperText={state.codeError || ' '}
        autoComplete="one-time-code"
        autoFocus
        // No maxLength: the browser would cut a pasted '123-456' before the machine strips the dash.
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={state.isBusy}>
        {state.isBusy ? 'Checking…' : mode === 'link' ? 'Verify and add this number' : 'Verify and continue'}
      </Button>
      <Button type="button" variant="text" disabled={state.isBusy || state.secondsLeft > 0} onClick={on.onResend}>
        {resendLabel(state.secondsLeft)}
      </Button>
      {children}
    </Stack>
  );
}
