// Who bought what, where, with the order number, and whether the thank-you note went out.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { showToast } from '../../../ui/toast/toast-store';
import type { Registry } from '../api/refs';
import { isSurpriseActive, setThankYouSent } from '../api/settings';

/**
 * Ticks at once and saves in the background; a failed save puts the tick back and says so. Keyed by
 * the saved value, so a change from the server remounts it with that value.
 */
function ThankYouCheckbox({ uid, itemId, first, sent }: { uid: string; itemId: string; first: string; sent: boolean }) {
  const [checked, setChecked] = useState(sent);
  const change = (next: boolean) => {
    setChecked(next);
    setThankYouSent(uid, itemId, next).catch(() => {
      setChecked(!next);
      showToast({ severity: 'error', message: 'We could not save that. Please try again.' });
    });
  };
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(e) => change(e.target.checked)} />}
      label={`Thank-you sent to ${first}`}
    />
  );
}

export function GiftTracker({ uid, registry }: { uid: string; registry: Registry }) {
  if (isSurpriseActive(registry.revealPurchasesAt)) {
    return (
      <Alert severity="info">
        Surprise mode is on until {registry.revealPurchasesAt}. We will show you who bought what then.
      </Alert>
    );
  }
  const bought = registry.product.filter((i) => i.purchased);
  if (bought.length === 0)
    return (
      <Typography color="text.secondary">
        No gifts have been marked as bought yet. When they are, you will see who to thank here.
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Gift tracker" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {bought.map((item) => {
        const when = item.purchasedAt
          ? new Date(item.purchasedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
          : null;
        return (
          <Box component="li" key={item.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="h4" component="h3">
              {item.title}
            </Typography>
            <Typography variant="body2">
              Bought by {item.first} {item.last}
              {item.email?.email ? ` (${item.email.email})` : ''}
              {item.storeName ? ` at ${item.storeName}` : ''}
              {when ? ` on ${when}` : ''}
            </Typography>
            {item.orderNumber && <Typography variant="body2">Order number: {item.orderNumber}</Typography>}
            <ThankYouCheckbox
              key={String(item.thankYouSent === true)}
              uid={uid}
              itemId={item.id}
              first={item.first}
              sent={item.thankYouSent === true}
            />
          </Box>
        );
      })}
    </Box>
  );
}
