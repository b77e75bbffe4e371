// /marketplace/my-listings: the seller's listings by status (drafts, live, reserved, sold, ended with
// the reason), with edit and end, and links to offers and orders.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { activeListingLimit, listingPath, type ListingStatus } from '@shared/marketplace';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import type { SessionUser } from '../../auth';
import { RequireSignIn } from '../../account';
import { formatCents } from '../../../ui/format';
import { removeListing, useMyListings } from './api/selling';
import { marketplaceKeys } from '../api/query-keys';

const GROUPS: [ListingStatus, string][] = [
  ['active', 'Live'],
  ['reserved', 'Being paid for'],
  ['draft', 'Drafts'],
  ['sold', 'Sold'],
  ['removed', 'Ended'],
];

function MyListings({ user }: { user: SessionUser }) {
  const client = useQueryClient();
  const { data, isError } = useMyListings(user.uid);
  // Why a listing could not be ended (a buyer paying, an order not finished), by listing.
  const [endErrors, setEndErrors] = useState<Record<string, string>>({});
  if (isError) return <Alert severity="error">Your listings could not be loaded. Reload the page to try again.</Alert>;
  if (!data) return <Typography>Loading your listings…</Typography>;
  const live = data.listings.filter((l) => l.status === 'active' || l.status === 'reserved').length;
  const end = async (id: string) => {
    setEndErrors((errors) => ({ ...errors, [id]: '' }));
    try {
      await removeListing(id);
    } catch (e) {
      const message = e instanceof Error ? e.message : 'The listing could not be ended. Please try again.';
      setEndErrors((errors) => ({ ...errors, [id]: message }));
    }
    await client.invalidateQueries({ queryKey: marketplaceKeys.myListings(user.uid) });
  };
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {live} of {activeListingLimit(data.completedSales)} active listings. Each completed sale adds room for more.
      </Typography>
      {GROUPS.map(([status, title]) => {
        const group = data.listings.filter((l) => l.status === status);
        if (group.length === 0) return null;
        return (
          <Box component="section" aria-label={title} key={status} sx={{ mb: 4 }}>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              {title}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {group.map((l) => (
                <Box component="li" key={l.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  {l.status === 'draft' || l.status === 'removed' ? (
                    <Typography sx={{ fontWeight: 700 }}>{l.title}</Typography>
                  ) : (
                    <Link component={RouterLink} to={listingPath(l)} sx={{ fontWeight: 700 }}>
                      {l.title}
                    </Link>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {formatCents(l.priceCents)}
                  </Typography>
                  {l.status === 'removed' && l.removedReason && (
                    <Typography variant="body2">{l.removedReason}</Typography>
                  )}
                  {l.status === 'draft' && l.screening && l.screening.status !== 'clear' && l.screening.reason && (
                    <Typography variant="body2" color="warning.main">
                      {l.screening.reason}
                    </Typography>
                  )}
                  <Stack direction="row" spacing={1}>
                    {(l.status === 'draft' || l.status === 'active') && (
                      <Button size="small" component={RouterLink} to={`/marketplace/sell/${l.id}`}>
                        Edit
                      </Button>
                    )}
                    {(l.status === 'draft' || l.status === 'active') && (
                      <Button size="small" color="inherit" onClick={() => void end(l.id)}>
                        End listing
                      </Button>
                    )}
                  </Stack>
                  {endErrors[l.id] && (
                    <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
                      {endErrors[l.id]}
                    </Alert>
                  )}
                </Box>
              ))}
            </Stack>
          </Box>
        );
      })}
    </>
  );
}

export default function MyListingsPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('My listings', TITLES.marketplace)} noindex />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h2" component="h1">
          My listings
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/marketplace/offers">
            Offers
          </Button>
          <Button component={RouterLink} to="/marketplace/orders">
            Orders
          </Button>
          <Button component={RouterLink} to="/marketplace/sell" variant="contained">
            Sell an item
          </Button>
        </Stack>
      </Stack>
      <RequireSignIn>{(user) => <MyListings user={user} />}</RequireSignIn>
    </Container>
  );
}
