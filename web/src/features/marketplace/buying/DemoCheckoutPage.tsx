// /marketplace/demo-checkout/{checkoutId}: the payment page of the demo provider, used where no Stripe
// key is set (the emulators). Paying sends a signed payment event through the same webhook as Stripe's,
// so orders move through the same states; no money moves. A shipped order's address is shown as
// Stripe's page would confirm it, and travels in the event's shipping details as Stripe's does.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { addressLines } from '@shared/shipping';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { RequireSignIn } from '../../account';
import { cancelDemoCheckout, payDemoCheckout, useCheckout } from './api/buying';
import { AmountRows } from './CheckoutPage';
import { CheckoutTitle } from './CheckoutState';

function DemoCheckout({ id }: { id: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const { data, isError } = useCheckout(id);
  if (isError) return <Alert severity="error">This checkout could not be found.</Alert>;
  if (!data) return <Typography>Loading…</Typography>;
  const run = async (step: () => Promise<unknown>, next: string) => {
    setIsBusy(true);
    setError('');
    try {
      await step();
      void navigate(next);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That did not work. Please try again.');
      setIsBusy(false);
    }
  };
  const a = data.amounts;
  return (
    <Stack spacing={2}>
      <CheckoutTitle title={data.listingTitle} />
      <AmountRows
        rows={[
          ['Item', a.itemCents],
          ...(a.shippingCents ? ([['Shipping', a.shippingCents]] as [string, number][]) : []),
          ...(a.protectFeeCents ? ([['Recess Protect fee', a.protectFeeCents]] as [string, number][]) : []),
          ['Total', a.totalCents],
        ]}
      />
      {data.shippingAddress && (
        <Stack component="section" aria-label="Shipping to" spacing={0.25}>
          <Typography sx={{ fontWeight: 700 }}>Shipping to</Typography>
          {addressLines(data.shippingAddress).map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
        </Stack>
      )}
      {data.status !== 'open' && <Alert severity="info">This checkout is {data.status}.</Alert>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {data.status === 'open' && (
        <Stack direction="row" spacing={1.5}>
          <Button
            variant="contained"
            disabled={isBusy}
            onClick={() => void run(() => payDemoCheckout(id), `/marketplace/orders/${id}`)}
          >
            Pay (demo)
          </Button>
          <Button disabled={isBusy} onClick={() => void run(() => cancelDemoCheckout(id), `/marketplace`)}>
            Cancel
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export default function DemoCheckoutPage() {
  const { checkoutId = '' } = useParams();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Demo checkout', TITLES.marketplace)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        Demo checkout: no money moves
      </Typography>
      <Alert severity="warning" sx={{ mb: 3 }}>
        This site runs without a payment provider. Paying here creates the order as a real payment would, but no card is
        charged.
      </Alert>
      <RequireSignIn>{() => <DemoCheckout id={checkoutId} />}</RequireSignIn>
    </Container>
  );
}
