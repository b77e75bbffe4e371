// The first step of phone sign-in: the country picker and the mobile number.
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CountryCode } from 'libphonenumber-js/min';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { countryOptions, type CountryOption } from '../phone-number';
import type { PhoneSignInState } from './phone-sign-in-machine';
import type { PhoneSignInMode } from './use-phone-sign-in';
import { SelectField } from '../../../ui/form/SelectField';

interface PhoneNumberFormProps {
  state: PhoneSignInState;
  mode: PhoneSignInMode;
  idPrefix: string;
  onCountryChange: (country: CountryCode) => void;
  onPhoneFocus: () => void;
  onPhoneChange: (phone: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** The invisible reCAPTCHA's host. */
  children: ReactNode;
}

export function PhoneNumberForm({ state, mode, idPrefix, children, ...on }: PhoneNumberFormProps) {
  const countries = useMemo(() => countryOptions(), []);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={on.onSubmit} aria-label="Sign in with your phone number">
      <Stack direction="row" spacing={1}>
        <SelectField
          native={false}
          id={`${idPrefix}-country`}
          label="Country"
          value={state.country}
          onChange={(e) => on.onCountryChange(e.target.value as CountryCode)}
          sx={{ width: 124, flexShrink: 0 }}
          slotProps={{
            select: { renderValue: (v) => `${String(v)} +${callingCodeOf(countries, v as CountryCode)}` },
          }}
        >
          {countries.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name} (+{c.callingCode})
            </MenuItem>
          ))}
        </SelectField>
        <TextField
          id={`${idPrefix}-phone`}
          label="Mobile number"
          type="tel"
          fullWidth
          value={state.phone}
          onChange={(e) => on.onPhoneChange(e.target.value)}
          onFocus={on.onPhoneFocus}
          error={Boolean(state.phoneError)}
          helperText={state.phoneError || 'We will text you a 6-digit code. Message and data rates may apply.'}
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: 25, inputMode: 'tel' } }}
        />
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={state.isBusy}>
        {state.isBusy ? 'Sending code…' : mode === 'link' ? 'Text a code to this number' : 'Text me a code'}
      </Button>
      {children}
    </Stack>
  );
}

function callingCodeOf(countries: readonly CountryOption[], code: CountryCode): string {
  return countries.find((c) => c.code === code)?.callingCode ?? '';
}
