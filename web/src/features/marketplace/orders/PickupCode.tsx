// The buyer's pickup code on their order page once the seller has the item ready (issue 23 #4): the
// buyer checks the item, then shows the code; the seller types it to record the hand-over, which
// starts the 3-day protection window. Only the buyer (and admins) can read it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePickupCode } from './api/pickup-code';
import type { Order } from './order-types';

export function PickupCode({ order }: { order: Order }) {
  const { data: code, isError, isPending } = usePickupCode(order.id, order.status, true);
  const seller = order.sellerFirstName || 'the seller';
  if (isPending) return null;
  if (isError)
    return <Alert severity="error">Your pickup code could not be loaded. Reload the page to try again.</Alert>;
  return (
    <Box
      component="section"
      aria-labelledby="pickup-code-title"
      sx={{ p: 2, border: 1, borderColor: 'primary.main', borderRadius: 1 }}
    >
      <Typography id="pickup-code-title" variant="h3" component="h2">
        Your pickup code
      </Typography>
      {code ? (
        <>
          <Typography
            variant="h2"
            component="p"
            sx={{ my: 1, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' }}
          >
            {code}
          </Typography>
          <Typography color="text.secondary">
            Check the item first. Then show this code to {seller}: entering it records the hand-over, and your 3-day
            protection window starts. Do not share it before you have the item.
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">
          Your code appears here once {seller} asks for it. Reload the page at the meeting if it is not showing.
        </Typography>
      )}
    </Box>
  );
}
