// /marketplace/checkout/{listingId}[?offer={offerId}]: how it reaches the buyer (only what the listing
// offers), for "Ship to me" the US address to ship to (the saved one prefilled, checked with the shared
// schema), the Recess Protect fee and total (the fee policy's numbers), then "Pay" with the payment
// provider (Stripe, or the demo checkout on the emulators). The listing is held while paying.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usAddressSchema } from '@shared/schemas/shipping-address';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { orderAmounts, type Fulfilment, type Listing } from '@shared/marketplace';
import type { UsAddress } from '@shared/shipping';
import { track } from '../../../lib/analytics/track';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import type { SessionUser } from '../../auth';
import { FormFailure, SubmitButton } from '../../../ui/form/FormActions';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { RequireSignIn } from '../../account';
import { useListingWhen } from '../listing/api/get-listing';
import { useIsOwnListing } from '../selling/api/own-seller-id';
import { useSavedAddress } from '../orders/api/shipping-address';
import { formatCents } from '../../../ui/format';
import { startCheckout, useAcceptedOfferAmount, useLeftCheckout } from './api/buying';
import { emptyAddress, ShippingAddressFields, type AddressValues } from './ShippingAddressFields';

export function AmountRows({ rows }: { rows: [string, number][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0 }}>
      {rows.map(([label, cents], i) => (
        <Box key={label} sx={{ display: 'contents', fontWeight: i === rows.length - 1 ? 700 : 400 }}>
          <Box component="dt">{label}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {formatCents(cents)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Checkout({ listing, offerId, user }: { listing: Listing; offerId: string | null; user: SessionUser }) {
  const { data: offerCents, isPending } = useAcceptedOfferAmount(offerId);
  const saved = useSavedAddress(user.uid, listing.shippingCents !== null);
  const isOwn = useIsOwnListing(listing, user.uid);
  if (isOwn) return <Alert severity="info">This is your own listing.</Alert>;
  if (listing.status !== 'active') return <Alert severity="info">This item is not available right now.</Alert>;
  if (offerId && isPending) return <Typography>Loading your offer…</Typography>;
  // The saved address fills the form in; a failed read only means typing it again.
  if (listing.shippingCents !== null && saved.isPending) return <Typography>Loading…</Typography>;
  return (
    <CheckoutForm listing={listing} offerId={offerId} offerCents={offerCents ?? null} saved={saved.data ?? null} />
  );
}

function CheckoutForm({
  listing,
  offerId,
  offerCents,
  saved,
}: {
  listing: Listing;
  offerId: string | null;
  offerCents: number | null;
  saved: UsAddress | null;
}) {
  const options: Fulfilment[] = [
    ...(listing.shippingCents !== null ? (['ship'] as const) : []),
    ...(listing.localPickup ? (['pickup'] as const) : []),
  ];
  const [fulfilment, setFulfilment] = useState<Fulfilment>(options[0] ?? 'pickup');
  const price = offerCents ?? listing.priceCents;
  const a = orderAmounts(price, fulfilment, listing.shippingCents ?? 0);
  const form = useForm<AddressValues>({
    initialValues: () => emptyAddress(saved),
    validate: ({ saveAddress: _save, ...address }) =>
      fulfilment === 'ship' ? schemaErrors<AddressValues>(usAddressSchema, address) : {},
    failureMessage: 'The payment could not be started. Please try again.',
    onSubmit: async ({ saveAddress, ...address }) => {
      track('Checkout Started', {
        product_id: listing.id,
        name: listing.title,
        brand: listing.brand,
        category: listing.category,
        price: price / 100,
        fulfilment,
      });
      const shipping = fulfilment === 'ship' ? { shippingAddress: usAddressSchema.parse(address), saveAddress } : {};
      const { redirectUrl } = await startCheckout({
        listingId: listing.id,
        offerId: offerCents !== null ? offerId : null,
        fulfilment,
        ...shipping,
      });
      window.location.assign(redirectUrl);
      // Stay busy while the payment page loads.
      await new Promise(() => undefined);
    },
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit}>
      <Typography variant="h3" component="h2">
        {listing.title}
      </Typography>
      {offerCents !== null && <Alert severity="success">Your accepted offer: {formatCents(offerCents)}.</Alert>}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700 }}>
          How it reaches you
        </Typography>
        {options.map((f) => (
          <FormControlLabel
            key={f}
            control={<Radio name="fulfilment" checked={fulfilment === f} onChange={() => setFulfilment(f)} />}
            label={
              f === 'ship'
                ? `Ship to me (${formatCents(listing.shippingCents ?? 0)})`
                : `Local pickup in ${listing.pickup.city} ${listing.pickup.zip}`
            }
          />
        ))}
      </Box>
      {fulfilment === 'ship' && <ShippingAddressFields form={form} hasSaved={saved !== null} />}
      <AmountRows
        rows={[
          ['Item', a.itemCents],
          ...(fulfilment === 'ship'
            ? ([
                ['Shipping', a.shippingCents],
                ['Recess Protect fee', a.protectFeeCents],
              ] as [string, number][])
            : []),
          ['Total', a.totalCents],
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        Covered by{' '}
        <Link component={RouterLink} to="/recess-protect">
          Recess Protect
        </Link>
        . See the{' '}
        <Link component={RouterLink} to="/fee-policy">
          fee policy
        </Link>{' '}
        for how fees work. We hold the item for you for 30 minutes while you pay.
      </Typography>
      <FormFailure message={form.failure} />
      <Box>
        <SubmitButton size="large" busy={form.isSubmitting} busyLabel="Opening the payment page…">
          Pay
        </SubmitButton>
      </Box>
    </Stack>
  );
}

export default function CheckoutPage() {
  const { listingId = '' } = useParams();
  const [params] = useSearchParams();
  const offerId = params.get('offer');
  // Back from the payment page without paying: end that hold, then show the item afresh.
  const left = useLeftCheckout(params.get('left'));
  const isLeaving = params.get('left') !== null && left.isPending;
  const { data: listing, isPending } = useListingWhen(listingId, !isLeaving);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Checkout', TITLES.marketplace)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        Checkout
      </Typography>
      {left.data?.cancelled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You left the payment page, so we released the item. Nothing was charged.
        </Alert>
      )}
      <RequireSignIn>
        {(user) =>
          isPending || isLeaving ? (
            <Typography>Loading…</Typography>
          ) : listing ? (
            <Checkout listing={listing} offerId={offerId} user={user} />
          ) : (
            <Alert severity="info">This item is not available.</Alert>
          )
        }
      </RequireSignIn>
    </Container>
  );
}
