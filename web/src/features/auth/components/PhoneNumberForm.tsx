// The first step of phone sign-in: the country picker and the mobile number, on the form kit.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { CountryCode } from 'libphonenumber-js/min';
import { useMemo, type ReactNode } from 'react';
import { SubmitButton } from '../../../ui/form/FormActions';
import { FormTextField } from '../../../ui/form/FormTextField';
import { SelectField } from '../../../ui/form/SelectField';
import type { Form } from '../../../ui/form/use-form';
import { countryOptions, type CountryOption } from '../phone-number';
import type { PhoneNumberValues } from './phone-sign-in-fields';
import type { PhoneSignInMode } from './use-phone-sign-in';

interface PhoneNumberFormProps {
  form: Form<PhoneNumberValues>;
  mode: PhoneSignInMode;
  idPrefix: string;
  onPhoneFocus: () => void;
  /** The invisible reCAPTCHA's host. */
  children: ReactNode;
}

export function PhoneNumberForm({ form, mode, idPrefix, onPhoneFocus, children }: PhoneNumberFormProps) {
  const countries = useMemo(() => countryOptions(), []);
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit}
      aria-label="Sign in with your phone number"
    >
      <Stack direction="row" spacing={1}>
        <SelectField
          native={false}
          id={`${idPrefix}-country`}
          label="Country"
          value={form.values.country}
          onChange={(e) => form.setValue('country', e.target.value as CountryCode)}
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
        <FormTextField
          form={form}
          name="phone"
          id={`${idPrefix}-phone`}
          label="Mobile number"
          type="tel"
          fullWidth
          onFocus={onPhoneFocus}
          helperText="We will text you a 6-digit code. Message and data rates may apply."
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: 25, inputMode: 'tel' } }}
        />
      </Stack>
      <SubmitButton size="large" busy={form.isSubmitting} busyLabel="Sending code…">
        {mode === 'link' ? 'Text a code to this number' : 'Text me a code'}
      </SubmitButton>
      {children}
    </Stack>
  );
}

function callingCodeOf(countries: readonly CountryOption[], code: CountryCode): string {
  return countries.find((c) => c.code === code)?.callingCode ?? '';
}
