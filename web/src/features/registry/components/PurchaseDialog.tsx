// "I bought this": a gift giver records a purchase (no account needed); a second giver is told.
// The fields are checked with the same schema the function parses the claim with.
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { LIMITS, type PublicRegistryItem, type PurchaseClaimInput } from '@shared/registry';
import { purchaseClaimSchema } from '@shared/schemas/purchase-claim';
import { DialogFormActions, FormFailure } from '../../../ui/form/FormActions';
import { FormTextField } from '../../../ui/form/FormTextField';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { claimPurchase, isAlreadyBought } from '../api/public';

type PurchaseValues = Required<PurchaseClaimInput>;

/** The claim as sent: trimmed, without an empty order number. */
function toClaim({ orderNumber, ...v }: PurchaseValues): PurchaseClaimInput {
  const order = orderNumber.trim();
  return {
    first: v.first.trim(),
    last: v.last.trim(),
    email: v.email.trim(),
    storeName: v.storeName.trim(),
    ...(order ? { orderNumber: order } : {}),
  };
}

interface PurchaseDialogProps {
  uid: string;
  ownerName: string;
  item: PublicRegistryItem;
  onClose: () => void;
  onPurchased: (outcome: 'mine' | 'someone-else') => void;
}

export function PurchaseDialog({ uid, ownerName, item, onClose, onPurchased }: PurchaseDialogProps) {
  const form = useForm<PurchaseValues>({
    initialValues: () => ({ first: '', last: '', email: '', storeName: item.retailer ?? '', orderNumber: '' }),
    validate: (values) => schemaErrors<PurchaseValues>(purchaseClaimSchema, values),
    onSubmit: async (values) => {
      try {
        await claimPurchase(uid, item.id, toClaim(values));
      } catch (error) {
        // Someone else was quicker: the item shows as bought, and the dialog says why.
        if (isAlreadyBought(error)) onPurchased('someone-else');
        throw error;
      }
      onPurchased('mine');
    },
    failureMessage: 'We could not record your gift. Please try again.',
  });
  const busy = form.isSubmitting;

  const text = (
    name: keyof PurchaseValues,
    label: string,
    extra: { type?: string; autoComplete?: string; required?: boolean; maxLength?: number } = {},
  ) => (
    <FormTextField
      form={form}
      name={name}
      id={`purchase-${name}`}
      label={label}
      required={extra.required ?? true}
      type={extra.type}
      autoComplete={extra.autoComplete}
      maxLength={extra.maxLength}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="purchase-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="purchase-title">You bought “{item.title}”</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Alert severity="info" icon={false}>
              Only {ownerName} sees your name, email and order details, so they can say thank you. Other visitors just
              see that it has been bought.
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
              {text('first', 'First name', { autoComplete: 'given-name', maxLength: LIMITS.personName })}
              {text('last', 'Last name', { autoComplete: 'family-name', maxLength: LIMITS.personName })}
            </Stack>
            {text('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: LIMITS.email })}
            {text('storeName', 'Where did you buy it?', { maxLength: LIMITS.storeName })}
            {text('orderNumber', 'Order number (optional)', { required: false, maxLength: LIMITS.orderNumber })}
            <FormFailure message={form.failure} severity="warning" />
          </Stack>
        </DialogContent>
        <DialogFormActions busy={busy} onCancel={onClose}>
          Mark as bought
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
