// What each party can do next with an order, by its status (ORDER_TRANSITIONS on the server decides):
// the seller ships with a tracking number (checked for the USPS, UPS or FedEx format here and by the
// api with the same validator) or marks it ready for pickup, then records the hand-over with the
// pickup code the buyer shows; the buyer confirms receipt, or reports a problem (at a pickup that is
// ready, or within the protection window); either cancels a paid order, and only the seller once the
// item is set aside for pickup; the buyer rates a completed order.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { orderAction, type OrderAction } from './api/orders';
import type { Order } from './order-types';
import { DisputeForm, PickupCodeForm, RatingForm } from './OrderForms';
import { ShipForm } from './ShipForm';

export function OrderActions({ order, role, onDone }: { order: Order; role: 'buyer' | 'seller'; onDone: () => void }) {
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
        <PickupCodeForm isBusy={isBusy} onSend={(body) => run('picked-up', body)} />
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
      {isReporting && <DisputeForm isBusy={isBusy} onSend={(body) => run('dispute', body)} />}
      {role === 'buyer' && s === 'completed' && (
        <RatingForm sellerFirstName={order.sellerFirstName} isBusy={isBusy} onSend={(body) => run('rating', body)} />
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
