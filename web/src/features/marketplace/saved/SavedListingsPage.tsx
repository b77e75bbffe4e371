// /marketplace/saved: the listings I saved, newest first, a page at a time. Each links to its listing
// and can be removed; a listing that is no longer listed says so and can be removed too.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { listingPath } from '@shared/marketplace';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { PagedListFooter } from '../../../ui/content/PagedListFooter';
import { showToast } from '../../../ui/toast/toast-store';
import type { SessionUser } from '../../auth';
import { RequireSignIn } from '../../account';
import { useSavedListings, useSetListingSaved, type SavedEntry } from './api/saved-listings';
import { formatCents } from '../../../ui/format';

function SavedRow({ entry, onRemove, isRemoving }: { entry: SavedEntry; onRemove: () => void; isRemoving: boolean }) {
  const { listing } = entry;
  const name = listing?.title ?? 'A listing that is no longer listed';
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {listing ? (
            <Link component={RouterLink} to={listingPath(listing)}>
              {listing.title}
            </Link>
          ) : (
            name
          )}
        </Typography>
        {listing && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">{formatCents(listing.priceCents)}</Typography>
            {listing.status === 'sold' && <Chip size="small" label="Sold" />}
            {listing.status === 'reserved' && <Chip size="small" label="Being bought" />}
          </Stack>
        )}
      </Box>
      <Button onClick={onRemove} disabled={isRemoving} aria-label={`Remove ${name} from saved`}>
        Remove
      </Button>
    </Box>
  );
}

function SavedList({ user }: { user: SessionUser }) {
  const list = useSavedListings(user.uid);
  const setSaved = useSetListingSaved();
  const remove = (listingId: string) =>
    setSaved.mutate(
      { uid: user.uid, listingId, isSaved: false },
      {
        onError: () =>
          showToast({ severity: 'error', message: 'That listing could not be removed. Please try again.' }),
      },
    );
  return (
    <>
      {list.items.length > 0 && (
        <Box component="ul" aria-label="Saved listings" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list.items.map((entry) => (
            <SavedRow
              key={entry.listingId}
              entry={entry}
              onRemove={() => remove(entry.listingId)}
              isRemoving={setSaved.isPending && setSaved.variables.listingId === entry.listingId}
            />
          ))}
        </Box>
      )}
      <PagedListFooter
        list={list}
        noun="saved listings"
        emptyText="Nothing saved yet. Press Save on a listing to keep it here."
      />
    </>
  );
}

export default function SavedListingsPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Saved listings', TITLES.marketplace)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        Saved listings
      </Typography>
      <RequireSignIn>{(user) => <SavedList user={user} />}</RequireSignIn>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/marketplace">
          Browse the marketplace
        </Link>
      </Typography>
    </Container>
  );
}
