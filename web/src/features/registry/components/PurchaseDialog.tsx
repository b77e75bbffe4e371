// "I bought this": a gift giver records a purchase (no account needed); a second giver is told.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { PublicRegistryItem, PurchaseClaimInput } from '@shared/registry';
import { ApiError } from '../../../lib/api/client';
import { ALREADY_BOUGHT_STATUS, claimPurchase } from '../api/public';

type Field = keyof Required<PurchaseClaimInput>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validatePurchase(v: Required<PurchaseClaimInput>): Partial<Record<Field, string>> {
  const e: Partial<Record<Field, string>> = {};
  if (!v.first.trim()) e.first = 'Enter your first name.';
  else if (v.first.trim().length > 50) e.first = 'Keep it to 50 characters or fewer.';
  if (!v.last.trim()) e.last = 'Enter your last name.';
  else if (v.last.trim().length > 50) e.last = 'Keep it to 50 characters or fewer.';
  if (!EMAIL.test(v.email.trim()) || v.email.trim().length > 254)
    e.email = 'Enter an email address like name@example.com.';
  if (!v.storeName.trim()) e.storeName = 'Tell the parents where you bought it.';
  else if (v.storeName.trim().length > 80) e.storeName = 'Keep it to 80 characters or fewer.';
  if (v.orderNumber.trim().length > 60) e.orderNumber = 'Keep it to 60 characters or fewer.';
  return e;
}

interface PurchaseDialogProps {
  uid: string;
  ownerName: string;
  item: PublicRegistryItem;
  onClose: () => void;
  onPurchased: (outcome: 'mine' | 'someone-else') => void;
}

export function PurchaseDialog({ uid, ownerName, item, onClose, onPurchased }: PurchaseDialogProps) {
  const [values, setValues] = useState<Required<PurchaseClaimInput>>({
    first: '',
    last: '',
    email: '',
    storeName: item.retailer ?? '',
    orderNumber: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const field = (
    name: Field,
    label: string,
    extra: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <TextField
      id={`purchase-${name}`}
      label={label}
      value={values[name]}
      required={extra.required ?? true}
      type={extra.type}
      autoComplete={extra.autoComplete}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      fullWidth
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePurchase(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure('');
    try {
      const orderNumber = values.orderNumber.trim();
      await claimPurchase(uid, item.id, {
        first: values.first.trim(),
        last: values.last.trim(),
        email: values.email.trim(),
        storeName: values.storeName.trim(),
        ...(orderNumber ? { orderNumber } : {}),
      });
      onPurchased('mine');
    } catch (error) {
      if (error instanceof ApiError && error.status === ALREADY_BOUGHT_STATUS) {
        setFailure(error.message);
        onPurchased('someone-else');
      } else {
        setFailure(error instanceof Error ? error.message : 'We could not record your gift. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="purchase-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="purchase-title">You bought “{item.title}”</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Alert severity="info" icon={false}>
              Only {ownerName} sees your name, email and order details, so they can say thank you. Other visitors just
              see that it has been bought.
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
              {field('first', 'First name', { autoComplete: 'given-name' })}
              {field('last', 'Last name', { autoComplete: 'family-name' })}
            </Stack>
            {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
            {field('storeName', 'Where did you buy it?')}
            {field('orderNumber', 'Order number (optional)', { required: false })}
            {failure && <Alert severity="warning">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : 'Mark as bought'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
