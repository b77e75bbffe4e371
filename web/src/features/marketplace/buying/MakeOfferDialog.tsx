// "Make an offer" on a listing: at least half the asking price, below it; the seller has 48 hours to
// answer. A signed-out visitor types the offer, is sent to sign in on Send, and comes back to this
// dialog with what they typed (usePendingOffer), to send it.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MARKETPLACE_LIMITS, minimumOfferCents, type Listing } from '@shared/marketplace';
import { offerFormSchema, type OfferFormValues } from '@shared/schemas/offer';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { track } from '../../../lib/analytics/track';
import { ApiError } from '../../../lib/api/client';
import { savePendingAction, signInPath, useSessionStatus } from '../../auth';
import { FormFailure } from '../../../ui/form/FormActions';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { formatCents } from '../../../ui/format';
import { dollarsToCents } from '../selling/listing-form-values';
import { useSignedInAction } from '../../auth';
import { makeOffer } from './api/buying';
import { offerAfterSignIn, type OfferDraft } from './use-pending-offer';

interface MakeOfferDialogProps {
  listing: Listing;
  open: boolean;
  onClose: () => void;
  /** What the visitor typed before signing in, if they were sent to. */
  draft?: OfferDraft | null;
}

export default function MakeOfferDialog({ listing, open, onClose, draft = null }: MakeOfferDialogProps) {
  const [isSent, setIsSent] = useState(false);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const { pathname, search } = useLocation();
  const isSignedOut = useSessionStatus() === 'signedOut';
  const whenSignedIn = useSignedInAction();
  const minimum = minimumOfferCents(listing.priceCents);

  const sendOffer = async ({ amount, message }: OfferFormValues) => {
    const cents = dollarsToCents(amount);
    try {
      await makeOffer(listing.id, cents, message);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) setNeedsSignIn(true);
      throw e;
    }
    track('Offer Made', {
      product_id: listing.id,
      name: listing.title,
      brand: listing.brand,
      category: listing.category,
      price: listing.priceCents / 100,
      offer: cents / 100,
    });
    setIsSent(true);
  };

  const form = useForm<OfferFormValues>({
    initialValues: { amount: draft?.amount ?? '', message: draft?.message ?? '' },
    validate: (values) => schemaErrors<OfferFormValues>(offerFormSchema(listing.priceCents), values),
    failureMessage: 'Your offer could not be sent. Please try again.',
    onSubmit: async (values) => {
      let sending: Promise<void> = Promise.resolve();
      // Signed out: to sign in, keeping the offer for this dialog when they are back.
      await whenSignedIn(
        () => {
          sending = sendOffer(values);
        },
        offerAfterSignIn(listing.id, values),
      );
      await sending;
    },
  });
  const afterSignIn = () => offerAfterSignIn(listing.id, form.values);
  // What is wrong is said once, above the buttons (the fields keep their hints).
  const { error: _amountError, ...amountField } = form.field('amount');
  const { error: _messageError, ...messageField } = form.field('message');
  const failure = form.errors.amount ?? form.errors.message ?? form.failure;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="offer-title" fullWidth maxWidth="xs">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id="offer-title">Make an offer</DialogTitle>
        <DialogContent>
          {isSent ? (
            <Typography role="status">
              Your offer was sent. {listing.seller.firstName || 'The seller'} has 48 hours to accept, decline or
              counter; you will find the answer under{' '}
              <Link component={RouterLink} to="/marketplace/offers" underline="always">
                Offers in Your marketplace
              </Link>
              .
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Asking {formatCents(listing.priceCents)}. Offers start at {formatCents(minimum)}.
              </Typography>
              <TextField
                label="Offer amount"
                {...amountField}
                fullWidth
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
                helperText="In dollars"
                sx={{ mb: 2 }}
              />
              <TextField
                label="Message"
                {...messageField}
                fullWidth
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: MARKETPLACE_LIMITS.message } }}
                helperText="Optional: when you could pick it up, for example."
              />
              {isSignedOut && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  Send takes you to sign in or create an account first. What you typed here is kept.
                </Typography>
              )}
              <FormFailure message={needsSignIn ? 'Sign in or sign up to make an offer.' : failure} sx={{ mt: 2 }} />
              {needsSignIn && (
                <Button
                  component={RouterLink}
                  to={signInPath(`${pathname}${search}`)}
                  onClick={() => savePendingAction({ ...afterSignIn(), path: `${pathname}${search}` })}
                  variant="outlined"
                  sx={{ mt: 1 }}
                >
                  Sign in
                </Button>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{isSent ? 'Close' : 'Cancel'}</Button>
          {!isSent && (
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              Send offer
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
