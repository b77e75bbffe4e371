// /admin/marketplace: the open moderation queue (reports, near matches, blocked attempts), newest
// first with "Load more". Approve dismisses a report or clears a near match; Remove takes the listing
// down with a reason for its seller. A refund (a payment sent back, and whether the provider took it)
// is only marked seen. Admins only (custom claim `admin`); the server decides (403).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { listingPath } from '@shared/marketplace';
import type { ModerationItem, ModerationKind } from '@shared/marketplace-safety';
import { ApiError } from '../../../lib/api/client';
import { toPagedList } from '../../../lib/query/paged-list';
import { PagedListFooter } from '../../../ui/content/PagedListFooter';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { RequireSignIn } from '../../account';
import { useOpenQueue, useResolveQueueItem } from '../api/marketplace-queue';
import { NotAllowed } from '../components/NotAllowed';
import { RemoveListingDialog } from '../components/RemoveListingDialog';

const KIND_LABELS: Record<ModerationKind, string> = {
  report: 'Report',
  'near-match': 'Near match',
  'blocked-attempt': 'Blocked attempt',
  refund: 'Refund',
};

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function QueueItem({ item }: { item: ModerationItem }) {
  const resolve = useResolveQueueItem();
  const [isRemoving, setIsRemoving] = useState(false);
  const failure = resolve.error?.message ?? '';
  const path = listingPath({ id: item.listingId, title: item.title, brand: item.brand });
  // A refund is about money, not the listing: it is only marked seen.
  const isRefund = item.kind === 'refund';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderRadius: 3 }} aria-label={item.title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" label={KIND_LABELS[item.kind]} color={item.kind === 'report' ? 'warning' : 'default'} />
        <Typography variant="body2" color="text.secondary" component="span">
          <time dateTime={new Date(item.createdAt).toISOString()}>{WHEN.format(new Date(item.createdAt))}</time>
        </Typography>
      </Stack>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={path}>
          {item.title}
        </Link>
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', my: 1 }}>{item.reason}</Typography>
      {failure && !isRemoving && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          disabled={resolve.isPending}
          onClick={() => resolve.mutate({ kind: 'approve', item })}
          aria-label={`${isRefund ? 'Mark seen' : 'Approve'} ${item.title}`}
        >
          {isRefund ? 'Mark seen' : 'Approve'}
        </Button>
        {!isRefund && (
          <Button
            variant="contained"
            color="error"
            disabled={resolve.isPending}
            onClick={() => {
              resolve.reset();
              setIsRemoving(true);
            }}
            aria-label={`Remove ${item.title}`}
          >
            Remove
          </Button>
        )}
      </Stack>
      {isRemoving && (
        <RemoveListingDialog
          title={item.title}
          isBusy={resolve.isPending}
          failure={failure}
          onClose={() => setIsRemoving(false)}
          onRemove={(reason) => resolve.mutate({ kind: 'remove', item, reason })}
        />
      )}
    </Paper>
  );
}

function Queue() {
  const query = useOpenQueue();
  const list = toPagedList(query);
  if (query.error instanceof ApiError && query.error.status === 403) return <NotAllowed />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.8rem, 2vw + 1rem, 2.4rem)', mb: 1 }}>
        Marketplace moderation
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Open reports, listings held as close to a recall, blocked attempts and refunds, newest first.
      </Typography>
      {list.items.length > 0 && (
        <Box
          component="ul"
          aria-label="Open moderation items"
          sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 2 }}
        >
          {list.items.map((item) => (
            <QueueItem key={item.id} item={item} />
          ))}
        </Box>
      )}
      <PagedListFooter list={list} noun="items" emptyText="Nothing to review. The queue is clear." />
    </Container>
  );
}

export default function MarketplaceQueuePage() {
  return (
    <>
      <PageMeta title={pageTitle('Marketplace moderation', 'Admin')} noindex />
      <RequireSignIn>{() => <Queue />}</RequireSignIn>
    </>
  );
}
