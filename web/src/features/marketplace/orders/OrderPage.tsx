// /marketplace/orders/{id}: one order for its buyer or seller, live: status and its history, amounts,
// the address it ships to (and the seller's packing slip), tracking with the carrier's link or the
// pickup area, the buyer's pickup code once the item is ready, the protection window, what to do
// next, and the message thread.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { doc } from 'firebase/firestore';
import { use, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ORDER_STATUS_LABELS } from '@shared/marketplace';
import { trackingLink } from '@shared/shipping';
import { getDb } from '../../../lib/firebase/app';
import { useLiveDocument } from '../../../lib/firebase/live-query';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import type { SessionUser } from '../../auth';
import { RequireSignIn } from '../../account';
import { AmountRows } from '../buying/CheckoutPage';
import { CheckoutState } from '../buying/CheckoutState';
import { OrderActions } from './OrderActions';
import { MeetAtEvent } from '../../events';
import { OrderMessages } from './OrderMessages';
import { PackingSlip, ShipTo } from './PackingSlip';
import { PickupCode } from './PickupCode';
import { useOrderShipping } from './api/shipping-address';
import { sendOrderMessage } from './api/orders';
import { toOrder } from './order-types';
import { marketplaceKeys } from '../api/query-keys';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

function Tracking({ trackingNumber }: { trackingNumber: string }) {
  const link = trackingLink(trackingNumber);
  return (
    <Typography>
      Tracking number: {trackingNumber}
      {link && (
        <>
          {' · '}
          <Link href={link.url} target="_blank" rel="noopener noreferrer">
            Track with {link.carrier}
          </Link>
        </>
      )}
    </Typography>
  );
}

function OrderView({ id, user }: { id: string; user: SessionUser }) {
  const db = use(getDb());
  const ref = useMemo(() => doc(db, 'orders', id), [db, id]);
  const { status, data: order } = useLiveDocument(marketplaceKeys.order(id), ref, (snap) =>
    snap.exists() ? toOrder(snap.id, snap.data({ serverTimestamps: 'estimate' })) : null,
  );
  const isShipped = order?.fulfilment === 'ship';
  const { data: shipping } = useOrderShipping(id, isShipped);
  if (status === 'loading') return <Typography>Loading the order…</Typography>;
  // No order (yet): the buyer's landing after paying says what became of the checkout (confirming, refunded, ended).
  if (!order) return <CheckoutState id={id} />;
  const role = order.sellerUid === user.uid ? 'seller' : 'buyer';
  const a = order.amounts;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2">
          {order.listing.title}
        </Typography>
        <Chip label={ORDER_STATUS_LABELS[order.status]} color={order.status === 'completed' ? 'success' : 'default'} />
      </Stack>
      <Typography color="text.secondary">
        {role === 'buyer'
          ? `Sold by ${order.sellerFirstName || 'a Recess parent'}`
          : `Bought by ${order.buyerFirstName || 'a Recess parent'}`}
        {' · '}
        {order.fulfilment === 'ship'
          ? 'Sent by mail'
          : `Local pickup${order.pickup ? ` in ${order.pickup.city} ${order.pickup.zip}` : ''}`}
      </Typography>
      {order.trackingNumber && <Tracking trackingNumber={order.trackingNumber} />}
      {shipping && <ShipTo shipping={shipping} role={role} />}
      {role === 'buyer' && order.status === 'ready_for_pickup' && <PickupCode order={order} />}
      {order.protectionEndsAt && (order.status === 'delivered' || order.status === 'picked_up') && (
        <Alert severity="info">
          Protection ends {DAY.format(new Date(order.protectionEndsAt))}: report any problem with the item before then.
        </Alert>
      )}
      <Box component="ol" aria-label="Order history" sx={{ m: 0, pl: 2.5 }}>
        {order.statusHistory.map((h) => (
          <li key={`${h.status}-${h.at}`}>
            {ORDER_STATUS_LABELS[h.status]} · {DAY.format(new Date(h.at))}
          </li>
        ))}
      </Box>
      <AmountRows
        rows={
          role === 'buyer'
            ? [
                ['Item', a.itemCents],
                ['Shipping', a.shippingCents],
                ['Recess Protect fee', a.protectFeeCents],
                ['Total paid', a.totalCents],
              ]
            : [
                ['Item', a.itemCents],
                ['Selling fee', -a.sellingFeeCents],
                ...(a.shippingCents > 0 ? ([['Shipping, for your label', a.shippingCents]] as [string, number][]) : []),
                ['Your payout', a.payoutCents],
              ]
        }
      />
      <OrderActions order={order} role={role} onDone={() => undefined} />
      {shipping && role === 'seller' && <PackingSlip order={order} shipping={shipping} />}
      {order.fulfilment === 'pickup' && order.pickup && ['paid', 'ready_for_pickup'].includes(order.status) && (
        <MeetAtEvent pickupZip={order.pickup.zip} onSuggest={(text) => sendOrderMessage(order.id, user.uid, text)} />
      )}
      <OrderMessages order={order} uid={user.uid} />
    </Stack>
  );
}

export default function OrderPage() {
  const { id = '' } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Your order', TITLES.marketplace)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        Order
      </Typography>
      <RequireSignIn>{(user) => <OrderView id={id} user={user} />}</RequireSignIn>
    </Container>
  );
}
