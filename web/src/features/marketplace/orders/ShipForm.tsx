// The seller's "Mark as shipped": the tracking number from the label, checked with the api's own
// payload schema (shipBodySchema: present, and in a USPS, UPS or FedEx format) before it is sent.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { shipBodySchema } from '@shared/schemas/listing';
import { FormTextField } from '../../../ui/form/FormTextField';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';

interface ShipValues {
  trackingNumber: string;
}

/** `onShip` gets the trimmed number; while it runs (or `isBusy`) the button is off. */
export function ShipForm({ isBusy, onShip }: { isBusy: boolean; onShip: (trackingNumber: string) => Promise<void> }) {
  const form = useForm<ShipValues>({
    initialValues: { trackingNumber: '' },
    validate: (values) => schemaErrors<ShipValues>(shipBodySchema, values),
    onSubmit: ({ trackingNumber }) => onShip(trackingNumber.trim()),
  });
  return (
    <Stack
      component="form"
      aria-label="Mark as shipped"
      noValidate
      onSubmit={form.handleSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <FormTextField
        form={form}
        name="trackingNumber"
        size="small"
        label="Tracking number"
        helperText="USPS, UPS or FedEx, from the label"
        slotProps={{ htmlInput: { maxLength: MARKETPLACE_LIMITS.trackingNumber } }}
      />
      <Button type="submit" variant="contained" disabled={isBusy || form.isSubmitting}>
        Mark as shipped
      </Button>
    </Stack>
  );
}
