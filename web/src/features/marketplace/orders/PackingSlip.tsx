// A shipped order's address on its order page: "Ship to" for the buyer and the seller, and for the
// seller a packing slip to print and put in the box (item, order number, ship to, and from the
// seller's first name and pickup area, never a street). Printing shows the slip alone.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addressLines, type UsAddress } from '@shared/shipping';
import type { OrderShipping } from './api/shipping-address';
import type { Order } from './order-types';

const SLIP_CLASS = 'recess-packing-slip';

// Only the slip is printed: everything else is hidden and the slip is moved to the page's top.
const printOnlyTheSlip = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`.${SLIP_CLASS}, .${SLIP_CLASS} *`]: { visibility: 'visible' },
        [`.${SLIP_CLASS}`]: { position: 'absolute', left: 0, top: 0, width: '100%', border: 0 },
        [`.${SLIP_CLASS} button`]: { display: 'none' },
      },
    }}
  />
);

export function AddressBlock({ address }: { address: UsAddress }) {
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {addressLines(address).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Box>
  );
}

export function ShipTo({ shipping, role }: { shipping: OrderShipping; role: 'buyer' | 'seller' }) {
  return (
    <Stack component="section" aria-label="Ship to" spacing={0.5}>
      <Typography sx={{ fontWeight: 700 }}>{role === 'seller' ? 'Ship to' : 'Shipping to'}</Typography>
      <AddressBlock address={shipping.address} />
    </Stack>
  );
}

export function PackingSlip({ order, shipping }: { order: Order; shipping: OrderShipping }) {
  const from = [shipping.from.firstName, [shipping.from.city, shipping.from.state].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Box
      component="section"
      aria-label="Packing slip"
      className={SLIP_CLASS}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1.5 }}
    >
      {printOnlyTheSlip}
      <Typography variant="h4" component="h2">
        Packing slip
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          Order
        </Box>
        <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {order.id}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          Item
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {order.listing.title}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          Ship to
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          <AddressBlock address={shipping.address} />
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          From
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {from || 'A Recess parent'}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Thank you for buying on Recess. Questions about this order? Message the seller from the order page.
      </Typography>
      <Box>
        <Button variant="outlined" onClick={() => window.print()}>
          Print packing slip
        </Button>
      </Box>
    </Box>
  );
}
