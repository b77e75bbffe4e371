// /events/my: the events a signed-in parent said Going to, soonest first, and the address of their
// private calendar feed (a secret link a calendar app can subscribe to; a new one retires the old).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { cityBySlug } from '@shared/events';
import { showToast } from '../../../ui/toast/toast-store';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { RequireSignIn } from '../../account';
import { useCalendarFeed, useMyGoing } from '../api/my-events';
import { EventCard } from '../components/EventCard';

function CalendarFeed() {
  const feed = useCalendarFeed();
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ severity: 'success', message: 'Calendar address copied.' });
    } catch {
      showToast({ severity: 'info', message: 'Select the address and copy it.' });
    }
  };
  return (
    <Stack component="section" aria-labelledby="feed-heading" spacing={1.5} sx={{ mt: 5 }}>
      <Typography id="feed-heading" variant="h3" component="h2">
        Your calendar feed
      </Typography>
      <Typography color="text.secondary">
        Subscribe to this private address in Google Calendar, Apple Calendar or Outlook and your Going events appear
        there. Anyone with the address can see them, so keep it to yourself.
      </Typography>
      {feed.data ? (
        <>
          <TextField label="Calendar address" value={feed.data.url} slotProps={{ htmlInput: { readOnly: true } }} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void copy(feed.data.url)}>
              Copy address
            </Button>
            <Button onClick={() => feed.mutate(true)} disabled={feed.isPending}>
              Make a new address
            </Button>
          </Stack>
        </>
      ) : (
        <Button
          variant="outlined"
          onClick={() => feed.mutate(false)}
          disabled={feed.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Show my calendar address
        </Button>
      )}
    </Stack>
  );
}

function Going() {
  const { data, error } = useMyGoing();
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return null;
  return (
    <>
      {data.events.length === 0 ? (
        <Typography color="text.secondary">
          Nothing yet. Press Going on an event and it shows here. <RouterLink to="/events">Find events</RouterLink>
        </Typography>
      ) : (
        <Stack component="ul" aria-label="Your events" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.events.map((e) => (
            <li key={e.id}>
              <EventCard event={e} timeZone={cityBySlug(e.citySlug)?.timeZone ?? 'America/New_York'} />
            </li>
          ))}
        </Stack>
      )}
      <CalendarFeed />
    </>
  );
}

export default function MyEventsPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Your events', 'Events for Kids')} noindex />
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        Your events
      </Typography>
      <RequireSignIn>{() => <Going />}</RequireSignIn>
    </Container>
  );
}
