// The "Ship to" fields of checkout: a US address (name, street, apartment, city, state, ZIP or ZIP+4)
// checked with the shared usAddressSchema, and whether to keep it for next time.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { ADDRESS_LIMITS, US_STATES, type UsAddress } from '@shared/shipping';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import type { Form } from '../../../ui/form/use-form';

/** The form's values: the address as typed (the state as a code or ''), and the save choice. */
export type AddressValues = Omit<UsAddress, 'state'> & { state: string; saveAddress: boolean };

export const emptyAddress = (saved: UsAddress | null): AddressValues => ({
  name: saved?.name ?? '',
  line1: saved?.line1 ?? '',
  line2: saved?.line2 ?? '',
  city: saved?.city ?? '',
  state: saved?.state ?? '',
  zip: saved?.zip ?? '',
  saveAddress: saved === null,
});

export function ShippingAddressFields({ form, hasSaved }: { form: Form<AddressValues>; hasSaved: boolean }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        Ship to
      </Typography>
      {hasSaved && (
        <Typography variant="body2" color="text.secondary">
          Your saved address. Change anything that is different this time.
        </Typography>
      )}
      <FormTextField
        form={form}
        name="name"
        label="Full name"
        autoComplete="shipping name"
        maxLength={ADDRESS_LIMITS.name}
      />
      <FormTextField
        form={form}
        name="line1"
        label="Street address"
        autoComplete="shipping address-line1"
        maxLength={ADDRESS_LIMITS.line1}
      />
      <FormTextField
        form={form}
        name="line2"
        label="Apartment, suite or unit (optional)"
        autoComplete="shipping address-line2"
        maxLength={ADDRESS_LIMITS.line2}
      />
      <FormTextField
        form={form}
        name="city"
        label="City"
        autoComplete="shipping address-level2"
        maxLength={ADDRESS_LIMITS.city}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <FormSelectField form={form} name="state" label="State" autoComplete="shipping address-level1">
          <option value="">Choose</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </FormSelectField>
        <FormTextField
          form={form}
          name="zip"
          label="ZIP code"
          autoComplete="shipping postal-code"
          maxLength={10}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={form.values.saveAddress}
            onChange={(e) => form.setValue('saveAddress', e.target.checked)}
          />
        }
        label="Save this address for next time"
      />
    </Box>
  );
}
