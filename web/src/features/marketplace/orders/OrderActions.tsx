// What each party can do next with an order, by its status (ORDER_TRANSITIONS on the server decides):
// the seller ships with a tracking number (checked for the USPS, UPS or FedEx format here and by the
// api with the same validator) or marks it ready for pickup, then records the hand-over with the
// pickup code the buyer shows; the buyer confirms receipt, or reports a problem (at a pickup that is
// ready, or within the protection window); either cancels a paid order, and only the seller once the
// item is set aside for pickup; the buyer rates a completed order.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { isPickupCode, normalisePickupCode, PICKUP_CODE_MESSAGE } from '@shared/pickup';
import { orderAction, type OrderAction } from '../api/orders';
import type { Order } from './order-types';
import { ShipForm } from './ShipForm';

export function OrderActions({ order, role, onDone }: { order: Order; role: 'buyer' | 'seller'; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [reason, setReason] = useState('');
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [isReporting, setIsReporting] = useState(false);
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [now] = useState(() => Date.now());
  const run = async (action: OrderAction, body: object = {}) => {
    setIsBusy(true);
    setError('');
    try {
      await orderAction(order.id, action, body);
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That did not work. Please try again.');
    } finally {
      setIsBusy(false);
    }
  };
  const s = order.status;
  const inWindow = (s === 'delivered' || s === 'picked_up') && (order.protectionEndsAt ?? 0) > now;
  return (
    <Stack spacing={1.5}>
      {role === 'seller' && s === 'paid' && order.fulfilment === 'ship' && (
        <ShipForm isBusy={isBusy} onShip={(trackingNumber) => run('ship', { trackingNumber })} />
      )}
      {role === 'seller' && s === 'paid' && order.fulfilment === 'pickup' && (
        <Button
          variant="contained"
          disabled={isBusy}
          onClick={() => void run('ready-for-pickup')}
          sx={{ alignSelf: 'flex-start' }}
        >
          Ready for pickup
        </Button>
      )}
      {role === 'buyer' && s === 'shipped' && (
        <Button
          variant="contained"
          disabled={isBusy}
          onClick={() => void run('delivered')}
          sx={{ alignSelf: 'flex-start' }}
        >
          I received it
        </Button>
      )}
      {role === 'seller' && s === 'ready_for_pickup' && (
        <Stack
          component="form"
          aria-label="Record the hand-over"
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
          onSubmit={(e) => {
            e.preventDefault();
            const typed = normalisePickupCode(code);
            const message = isPickupCode(typed) ? '' : PICKUP_CODE_MESSAGE;
            setCodeError(message);
            if (!message) void run('picked-up', { code: typed });
          }}
        >
          <TextField
            size="small"
            label="Pickup code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeError('');
            }}
            error={Boolean(codeError)}
            helperText={codeError || "The 6 digits on the buyer's order page, once they have the item"}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
          />
          <Button type="submit" variant="contained" disabled={isBusy}>
            Record the hand-over
          </Button>
        </Stack>
      )}
      {(s === 'paid' || (s === 'ready_for_pickup' && role === 'seller')) && (
        <Button color="inherit" disabled={isBusy} onClick={() => void run('cancel')} sx={{ alignSelf: 'flex-start' }}>
          Cancel order
        </Button>
      )}
      {role === 'buyer' && (inWindow || s === 'shipped' || s === 'ready_for_pickup') && !isReporting && (
        <Button color="warning" onClick={() => setIsReporting(true)} sx={{ alignSelf: 'flex-start' }}>
          Report a problem
        </Button>
      )}
      {isReporting && (
        <Stack spacing={1}>
          <TextField
            label="What went wrong?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: MARKETPLACE_LIMITS.message } }}
          />
          <Button
            variant="contained"
            color="warning"
            disabled={isBusy}
            onClick={() => void run('dispute', { reason: reason.trim() })}
            sx={{ alignSelf: 'flex-start' }}
          >
            Send report
          </Button>
        </Stack>
      )}
      {role === 'buyer' && s === 'completed' && (
        <Stack spacing={1} component="section" aria-label="Rate the seller">
          <Typography sx={{ fontWeight: 700 }}>Rate {order.sellerFirstName || 'the seller'}</Typography>
          <Rating name="stars" value={stars} onChange={(_e, v) => setStars(v)} />
          <TextField
            label="Comment"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: MARKETPLACE_LIMITS.ratingComment } }}
          />
          <Button
            variant="contained"
            disabled={isBusy || stars === null}
            onClick={() => void run('rating', { stars, comment: comment.trim() })}
            sx={{ alignSelf: 'flex-start' }}
          >
            Send rating
          </Button>
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
