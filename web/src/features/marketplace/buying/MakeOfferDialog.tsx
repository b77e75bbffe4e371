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
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { track } from '../../../lib/analytics/track';
import { ApiError } from '../../../lib/api/client';
import { savePendingAction, signInPath, useSessionStatus } from '../../auth';
import { FormFailure } from '../../../ui/form/FormActions';
import { formatCents } from '../components/listing-format';
import { dollarsToCents } from '../selling/listing-form-values';
import { useSignedInAction } from '../../auth';
import { makeOffer } from '../api/buying';
import { offerAfterSignIn, type OfferDraft } from './use-pending-offer';

interface MakeOfferDialogProps {
  listing: Listing;
  open: boolean;
  onClose: () => void;
  /** What the visitor typed before signing in, if they were sent to. */
  draft?: OfferDraft | null;
}

export default function MakeOfferDialog({ listing, open, onClose, draft = null }: MakeOfferDialogProps) {
  const [amount, setAmount] = useState(draft?.amount ?? '');
  const [message, setMessage] = useState(draft?.message ?? '');
  const [error, setError] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const { pathname, search } = useLocation();
  const isSignedOut = useSessionStatus() === 'signedOut';
  const whenSignedIn = useSignedInAction();
  const minimum = minimumOfferCents(listing.priceCents);
  const afterSignIn = () => offerAfterSignIn(listing.id, { amount, message });

  const send = () => {
    const cents = dollarsToCents(amount);
    if (!Number.isFinite(cents)) return setError('Enter an amount in dollars, like 85.');
    if (cents < minimum) return setError(`Offers start at half the price: at least ${formatCents(minimum)}.`);
    if (cents >= listing.priceCents) return setError(`That is the full price: use Buy now instead.`);
    setError('');
    // Signed out: to sign in, keeping the offer for this dialog when they are back.
    void whenSignedIn(() => void sendOffer(cents), afterSignIn());
  };

  const sendOffer = async (cents: number) => {
    setIsSending(true);
    try {
      await makeOffer(listing.id, cents, message);
      track('Offer Made', {
        product_id: listing.id,
        name: listing.title,
        brand: listing.brand,
        category: listing.category,
        price: listing.priceCents / 100,
        offer: cents / 100,
      });
      setIsSent(true);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) setNeedsSignIn(true);
      setError(e instanceof Error ? e.message : 'Your offer could not be sent. Please try again.');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="offer-title" fullWidth maxWidth="xs">
      <DialogTitle id="offer-title">Make an offer</DialogTitle>
      <DialogContent>
        {isSent ? (
          <Typography role="status">
            Your offer was sent. {listing.seller.firstName || 'The seller'} has 48 hours to accept, decline or counter;
            you will find the answer under{' '}
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
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
              helperText="In dollars"
              sx={{ mb: 2 }}
            />
            <TextField
              label="Message"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
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
            <FormFailure message={needsSignIn ? 'Sign in or sign up to make an offer.' : error} sx={{ mt: 2 }} />
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
          <Button variant="contained" onClick={send} disabled={isSending}>
            Send offer
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
