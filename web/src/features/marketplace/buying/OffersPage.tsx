// /marketplace/offers: offers I made and offers on my listings. Sellers accept, decline or counter;
// buyers accept or decline a counter, withdraw, and check out at an accepted price within 48 hours.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '../../auth';
import { RequireSignIn } from '../../account';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { formatCents } from '../../../ui/format';
import { offerStatusNow, type Offer } from '../orders/order-types';
import { counterFormSchema, type CounterFormValues } from '@shared/schemas/offer';
import { dollarsToCents } from '@shared/schemas/fields';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { answerOffer, useMyOffers, type OfferAnswer } from './api/buying';
import { marketplaceKeys } from '../api/query-keys';

const STATUS_TEXT = {
  open: 'Waiting for the seller',
  countered: 'Countered',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  purchased: 'Bought',
} as const;

function expiresText(expiresAt: number, now: number): string {
  const hours = Math.max(1, Math.round((expiresAt - now) / 3_600_000));
  return `expires in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

function OfferCard({
  offer,
  role,
  onAnswer,
}: {
  offer: Offer;
  role: 'buyer' | 'seller';
  onAnswer: (a: OfferAnswer) => Promise<void>;
}) {
  const [isCountering, setIsCountering] = useState(false);
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  // The time the card was drawn: expiry is judged at that moment (the server decides for real).
  const [now] = useState(() => Date.now());
  const status = offerStatusNow(offer, now);
  const myTurn = (status === 'open' && role === 'seller') || (status === 'countered' && role === 'buyer');
  const counter = useForm<CounterFormValues>({
    initialValues: { amount: '' },
    validate: (values) => schemaErrors<CounterFormValues>(counterFormSchema, values),
    onSubmit: ({ amount }) => act({ action: 'counter', amountCents: dollarsToCents(amount) }),
  });
  // The counter's own message and the answer's are said in one place, below the card.
  const { error: counterError, ...counterField } = counter.field('amount');
  const shownError = counterError ?? error;
  const act = async (answer: OfferAnswer) => {
    setIsBusy(true);
    setError('');
    try {
      await onAnswer(answer);
      setIsCountering(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That did not work. Please try again.');
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="h4" component="h3">
        {offer.listingTitle}
      </Typography>
      <Typography>
        {formatCents(offer.amountCents)}
        {status === 'countered' ? ' (counter from the seller)' : ''} · {STATUS_TEXT[status]}
        {(status === 'open' || status === 'countered' || status === 'accepted') &&
          ` · ${expiresText(offer.expiresAt, now)}`}
      </Typography>
      {role === 'seller' && (
        <Typography variant="body2" color="text.secondary">
          From {offer.buyerFirstName || 'a buyer'}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {myTurn && (
          <>
            <Button size="small" variant="contained" disabled={isBusy} onClick={() => void act({ action: 'accept' })}>
              Accept
            </Button>
            <Button size="small" disabled={isBusy} onClick={() => void act({ action: 'decline' })}>
              Decline
            </Button>
            {role === 'seller' && (
              <Button size="small" disabled={isBusy} onClick={() => setIsCountering(true)}>
                Counter
              </Button>
            )}
          </>
        )}
        {role === 'buyer' && (status === 'open' || status === 'countered') && (
          <Button size="small" disabled={isBusy} onClick={() => void act({ action: 'withdraw' })}>
            Withdraw
          </Button>
        )}
        {role === 'buyer' && status === 'accepted' && (
          <Button
            size="small"
            variant="contained"
            component={RouterLink}
            to={`/marketplace/checkout/${offer.listingId}?offer=${encodeURIComponent(offer.id)}`}
          >
            Check out
          </Button>
        )}
      </Stack>
      {isCountering && (
        <Stack
          component="form"
          onSubmit={counter.handleSubmit}
          noValidate
          direction="row"
          spacing={1}
          sx={{ mt: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label="Counter amount"
            {...counterField}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
          />
          <Button type="submit" variant="contained" disabled={isBusy}>
            Send counter
          </Button>
        </Stack>
      )}
      {shownError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {shownError}
        </Alert>
      )}
    </Paper>
  );
}

function Offers({ user }: { user: SessionUser }) {
  const client = useQueryClient();
  const { data, isError } = useMyOffers(user.uid);
  const answer = async (offerId: string, a: OfferAnswer) => {
    await answerOffer(offerId, a);
    await client.invalidateQueries({ queryKey: marketplaceKeys.offers(user.uid) });
  };
  if (isError) return <Alert severity="error">Your offers could not be loaded. Reload the page to try again.</Alert>;
  if (!data) return <Typography>Loading your offers…</Typography>;
  const section = (title: string, list: Offer[], role: 'buyer' | 'seller') => (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {list.length === 0 ? (
        <Typography color="text.secondary">None yet.</Typography>
      ) : (
        <Stack spacing={1.5}>
          {list.map((o) => (
            <OfferCard key={o.id} offer={o} role={role} onAnswer={(a) => answer(o.id, a)} />
          ))}
        </Stack>
      )}
    </Box>
  );
  return (
    <>
      {section('Offers on your listings', data.received, 'seller')}
      {section('Offers you made', data.made, 'buyer')}
    </>
  );
}

export default function OffersPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Offers', TITLES.marketplace)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        Offers
      </Typography>
      <RequireSignIn>{(user) => <Offers user={user} />}</RequireSignIn>
    </Container>
  );
}
