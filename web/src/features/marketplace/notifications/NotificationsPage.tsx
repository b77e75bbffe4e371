// /marketplace/notifications: what happened to my listings and orders (a recall removed a listing, an
// offer arrived, an order shipped), newest first; opening one marks it read (readAt only, per the rules).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import type { SessionUser } from '../../auth';
import { RequireSignIn } from '../../account';
import { markNoteRead, useNotes, type Note } from './api/notifications';
import { marketplaceKeys } from '../api/query-keys';

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function Notes({ user }: { user: SessionUser }) {
  const client = useQueryClient();
  const { data, isError } = useNotes(user.uid);
  if (isError)
    return <Alert severity="error">Your notifications could not be loaded. Reload the page to try again.</Alert>;
  if (!data) return <Typography>Loading…</Typography>;
  if (data.length === 0)
    return (
      <Typography color="text.secondary">
        Nothing new. We will tell you here about offers, orders, safety notices, listings your alerts are waiting for,
        and gear your baby has outgrown.
      </Typography>
    );
  const open = (n: Note) => {
    if (!n.isRead)
      void markNoteRead(n.id).then(() =>
        client.invalidateQueries({ queryKey: marketplaceKeys.notifications(user.uid) }),
      );
  };
  return (
    <Box component="ul" aria-label="Notifications" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {data.map((n) => (
        <Box component="li" key={n.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: n.isRead ? 400 : 700 }}>
            {n.link ? (
              <Link component={RouterLink} to={n.link} onClick={() => open(n)}>
                {n.title}
              </Link>
            ) : (
              n.title
            )}
          </Typography>
          <Typography variant="body2">{n.body}</Typography>
          <Typography variant="body2" color="text.secondary">
            {WHEN.format(new Date(n.createdAt))}
            {!n.isRead && ' · New'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function NotificationsPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Notifications', TITLES.marketplace)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        Notifications
      </Typography>
      <RequireSignIn>{(user) => <Notes user={user} />}</RequireSignIn>
    </Container>
  );
}
