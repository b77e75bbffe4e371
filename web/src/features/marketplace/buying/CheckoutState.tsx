// What the buyer's landing page (/marketplace/orders/{checkoutId}) says while there is no order: the
// payment being confirmed, a refund and why (the item sold first, the hold had ended), or a hold that
// ended unpaid. Read from the checkout, which only its buyer may read; it polls while a payment or
// a refund is on its way.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '../../../ui/format';
import { useFollowedCheckout, type CheckoutView } from './api/buying';

/** The one true sentence about a checkout without an order, and how sure it is. */
export function checkoutStateText(c: CheckoutView): { severity: 'info' | 'success' | 'warning'; lines: string[] } {
  const amount = formatCents(c.refund?.amountCents ?? c.amounts.totalCents);
  if (c.refund?.status === 'made')
    return {
      severity: 'info',
      lines: [
        c.refund.reason,
        `${amount} is on its way back to your payment method. Banks usually take 5 to 10 business days to show it.`,
      ],
    };
  if (c.refund?.status === 'due')
    return {
      severity: 'info',
      lines: [c.refund.reason, `Your refund of ${amount} is being sent. This page updates when it is on its way.`],
    };
  if (c.refund?.status === 'refused')
    return {
      severity: 'warning',
      lines: [
        c.refund.reason,
        `We could not send the ${amount} back automatically. Our team has been told and will refund it by hand.`,
      ],
    };
  if (c.status === 'open')
    return {
      severity: 'info',
      lines: ['We are confirming your payment. Your order appears here as soon as it is confirmed.'],
    };
  if (c.status === 'paid') return { severity: 'success', lines: ['Your payment is confirmed. Loading your order…'] };
  if (c.status === 'cancelled')
    return {
      severity: 'info',
      lines: ['This checkout was cancelled before any payment was taken, and the item went back on sale.'],
    };
  return {
    severity: 'info',
    lines: [
      'Your 30-minute hold on this item ended before a payment arrived, so nothing was charged and the item went back on sale.',
    ],
  };
}

/** The listing's title over a checkout's state or its amounts, when the checkout has one. */
export function CheckoutTitle({ title }: { title?: string | null }) {
  return title ? (
    <Typography variant="h3" component="h2">
      {title}
    </Typography>
  ) : null;
}

export function CheckoutState({ id }: { id: string }) {
  const { data, isError, isPending } = useFollowedCheckout(id);
  if (isPending) return <Typography>Loading the order…</Typography>;
  if (isError || !data) return <Alert severity="info">We could not find that order among yours.</Alert>;
  const { severity, lines } = checkoutStateText(data);
  return (
    <Stack spacing={2}>
      <CheckoutTitle title={data.listingTitle} />
      <Alert severity={severity} role="status">
        {lines.map((line) => (
          <Typography key={line} sx={{ '& + &': { mt: 1 } }}>
            {line}
          </Typography>
        ))}
      </Alert>
      <Typography>
        <Link component={RouterLink} to="/marketplace">
          Back to the marketplace
        </Link>
      </Typography>
    </Stack>
  );
}
