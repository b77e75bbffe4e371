// The alert form: ZIP, distance (the marketplace's own choices), highest price and, if it matters, the
// worst condition the person would take; the shared schema checks it before the api does. Signed out,
// Save takes them to sign in with what they typed, and the form opens again with it when they are back.
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALERT_RADII_MILES, minConditionLabel } from '@shared/listing-alerts';
import { LISTING_CONDITIONS } from '@shared/marketplace';
import { listingAlertFormSchema, toAlertBody, type ListingAlertFormValues } from '@shared/schemas/listing-alert';
import { ApiError } from '../../../lib/api/client';
import { DialogFormActions, FormFailure } from '../../../ui/form/FormActions';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { showToast } from '../../../ui/toast/toast-store';
import { useSessionStatus, useSignedInAction } from '../../auth';
import { alertAfterSignIn, type AlertProduct } from './alert-form-values';
import { useSaveAlert } from './api/listing-alerts';

interface ListingAlertDialogProps {
  product: AlertProduct;
  initialValues: ListingAlertFormValues;
  /** Changing an alert already saved (its product stays). */
  alertId?: string | null;
  onClose: () => void;
}

export default function ListingAlertDialog({
  product,
  initialValues,
  alertId = null,
  onClose,
}: ListingAlertDialogProps) {
  const isSignedOut = useSessionStatus() === 'signedOut';
  const whenSignedIn = useSignedInAction();
  const save = useSaveAlert();
  const form = useForm<ListingAlertFormValues>({
    initialValues,
    validate: (values) => schemaErrors<ListingAlertFormValues>(listingAlertFormSchema, values),
    failureMessage: 'Your alert could not be saved. Please try again.',
    onSubmit: async (values) => {
      let saving: Promise<void> = Promise.resolve();
      await whenSignedIn(
        (user) => {
          saving = save
            .mutateAsync({ uid: user.uid, input: toAlertBody(product.id, values), alertId })
            .then(() => {
              showToast({
                severity: 'success',
                message: `Alert saved. We will tell you in Notifications when a ${product.title} is listed within ${values.radiusMiles} miles of ${values.zip.trim()}.`,
              });
              onClose();
            })
            .catch((error: unknown) => {
              // The api's refusal (the cap of 50, a ZIP we do not cover) says why in its own words.
              throw error instanceof ApiError ? new Error(error.message) : error;
            });
        },
        alertAfterSignIn(product.id, values),
      );
      await saving;
    },
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="alert-title" fullWidth maxWidth="xs">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id="alert-title">
          {alertId ? 'Change your alert' : 'Tell me when one is listed near me'}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {product.title}: we send you a notification when one is listed, or drops in price, near you at your price.
            At most one a day for this alert.
          </Typography>
          <Stack spacing={1}>
            <FormTextField
              form={form}
              name="zip"
              label="Your ZIP code"
              maxLength={5}
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
            />
            <FormSelectField form={form} name="radiusMiles" label="Within">
              {ALERT_RADII_MILES.map((m) => (
                <option key={m} value={String(m)}>
                  {m} miles
                </option>
              ))}
            </FormSelectField>
            <FormTextField
              form={form}
              name="maxPrice"
              label="Highest price"
              maxLength={12}
              helperText="In dollars, shipping not included"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormSelectField form={form} name="minCondition" label="Condition">
              <option value="">{minConditionLabel(null)}</option>
              {LISTING_CONDITIONS.map((c) => (
                <option key={c.value} value={c.value}>
                  {minConditionLabel(c.value)}
                </option>
              ))}
            </FormSelectField>
          </Stack>
          {isSignedOut && (
            <Typography variant="body2" color="text.secondary">
              Save alert takes you to sign in or create an account first. What you chose here is kept.
            </Typography>
          )}
          <FormFailure message={form.failure} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogFormActions busy={form.isSubmitting} onCancel={onClose}>
          {alertId ? 'Save changes' : 'Save alert'}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
