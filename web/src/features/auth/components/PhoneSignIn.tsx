// Phone sign-in: number (E.164, country picker), invisible reCAPTCHA, then the 6-digit SMS code.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  linkWithPhoneNumber,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type ConfirmationResult,
  type User,
} from 'firebase/auth';
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { trackFunnelStep } from '../../../lib/analytics/track';
import { getFirebaseAuth } from '../../../lib/firebase/app';
import { authErrorMessage } from '../auth-errors';
import { countryOptions, DEFAULT_COUNTRY, toE164 } from '../phone-number';

export const RESEND_SECONDS = 30;

interface PhoneSignInProps {
  onStart: () => void;
  onSignedIn: (user: User) => void;
  /** Ids must be unique on the page: the modal and a page may both hold this form. */
  idPrefix: string;
  /** 'link' adds the number to the signed-in account instead of signing in. */
  mode?: 'signIn' | 'link';
}

export function PhoneSignIn({ onStart, onSignedIn, idPrefix, mode = 'signIn' }: PhoneSignInProps) {
  const countries = useMemo(() => countryOptions(), []);
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [e164, setE164] = useState('');
  const [confirmation, setConfirmation] = useState<ConfirmationResult | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [busy, setBusy] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const verifier = useRef<RecaptchaVerifier | null>(null);
  /** Funnel step 3 (phone auth started) is the first keystroke in the number, once per form. */
  const isStarted = useRef(false);

  useEffect(() => () => verifier.current?.clear(), []);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const id = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [secondsLeft]);

  const send = async (number: string) => {
    setBusy(true);
    try {
      const auth = await getFirebaseAuth();
      if (!verifier.current && recaptchaHost.current) {
        verifier.current = new RecaptchaVerifier(auth, recaptchaHost.current, { size: 'invisible' });
      }
      if (!verifier.current) throw new Error('reCAPTCHA is not ready');
      const result =
        mode === 'link' && auth.currentUser
          ? await linkWithPhoneNumber(auth.currentUser, number, verifier.current)
          : await signInWithPhoneNumber(auth, number, verifier.current);
      if (mode === 'signIn') trackFunnelStep(5, { auth_method: 'phone' });
      setConfirmation(result);
      setCode('');
      setCodeError('');
      setSecondsLeft(RESEND_SECONDS);
    } catch (error) {
      console.error('Sending the SMS code failed', error);
      verifier.current?.clear();
      verifier.current = null;
      const message = authErrorMessage(error);
      if (confirmation) setCodeError(message);
      else setPhoneError(message);
    } finally {
      setBusy(false);
    }
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const parsed = toE164(phone, country);
    if (!parsed.ok) {
      setPhoneError(parsed.error);
      return;
    }
    setPhoneError('');
    setE164(parsed.e164);
    if (mode === 'signIn') trackFunnelStep(4, { auth_method: 'phone' });
    void send(parsed.e164);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmation) return;
    if (!/^\d{6}$/.test(code)) {
      setCodeError('Enter the 6-digit code from the text message.');
      return;
    }
    setBusy(true);
    onStart();
    if (mode === 'signIn') trackFunnelStep(6, { auth_method: 'phone' });
    try {
      const credential = await confirmation.confirm(code);
      if (mode === 'signIn') trackFunnelStep(7, { auth_method: 'phone' });
      onSignedIn(credential.user);
    } catch (error) {
      setCodeError(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const recaptcha = <Box ref={recaptchaHost} />;

  if (!confirmation) {
    return (
      <Stack component="form" noValidate spacing={2} onSubmit={submitPhone} aria-label="Sign in with your phone number">
        <Stack direction="row" spacing={1}>
          <TextField
            select
            id={`${idPrefix}-country`}
            label="Country"
            value={country}
            onChange={(e) => setCountry(e.target.value as CountryCode)}
            sx={{ width: 124, flexShrink: 0 }}
            slotProps={{
              select: { renderValue: (v) => `${String(v)} +${getCallingCode(countries, v as CountryCode)}` },
            }}
          >
            {countries.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.name} (+{c.callingCode})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={`${idPrefix}-phone`}
            label="Mobile number"
            type="tel"
            fullWidth
            value={phone}
            onChange={(e) => {
              if (mode === 'signIn' && !isStarted.current) {
                isStarted.current = true;
                trackFunnelStep(3, { auth_method: 'phone' });
              }
              setPhone(e.target.value);
            }}
            onFocus={() => mode === 'signIn' && trackFunnelStep(2, { auth_method: 'phone' })}
            error={Boolean(phoneError)}
            helperText={phoneError || 'We will text you a 6-digit code. Message and data rates may apply.'}
            autoComplete="tel"
            slotProps={{ htmlInput: { maxLength: 25, inputMode: 'tel' } }}
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Sending code…' : mode === 'link' ? 'Text a code to this number' : 'Text me a code'}
        </Button>
        {recaptcha}
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submitCode(e)} aria-label="Enter your code">
      <Typography>
        We sent a 6-digit code to <strong>{e164}</strong>.{' '}
        <Link component="button" type="button" onClick={() => setConfirmation(null)}>
          Change number
        </Link>
      </Typography>
      <TextField
        id={`${idPrefix}-code`}
        label="6-digit code"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={Boolean(codeError)}
        helperText={codeError || ' '}
        autoComplete="one-time-code"
        autoFocus
        // No maxLength: the browser would cut a pasted '123-456' before onChange strips the dash.
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Checking…' : mode === 'link' ? 'Verify and add this number' : 'Verify and continue'}
      </Button>
      <Button type="button" variant="text" disabled={busy || secondsLeft > 0} onClick={() => void send(e164)}>
        {secondsLeft > 0 ? `Resend code in 0:${String(secondsLeft).padStart(2, '0')}` : 'Resend code'}
      </Button>
      {recaptcha}
    </Stack>
  );
}

function getCallingCode(countries: { code: CountryCode; callingCode: string }[], code: CountryCode): string {
  return countries.find((c) => c.code === code)?.callingCode ?? '';
}
