// /chat/{eventSlug}: the event's chat full screen, phone first, headed by the event's name, with a way
// back to the event.
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { cityBySlug, formatDay, formatTime } from '@shared/events';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { useEvent } from '../api/get-events';
import { eventPath } from '../paths';
import { useIsBrowser } from '../../../ui/use-is-browser';

const EventChat = lazy(() => import('../chat/EventChat'));

export default function ChatPage() {
  const { eventSlug = '' } = useParams();
  const event = useEvent(eventSlug);
  const city = event ? cityBySlug(event.citySlug) : null;
  const isBrowser = useIsBrowser();
  if (!event || !city) return <NotFoundPage />;
  return (
    <Container maxWidth="sm" sx={{ py: 2 }}>
      <PageMeta
        title={pageTitle(`Chat: ${event.title}`, 'Family Events')}
        canonicalPath={`/chat/${event.slug}`}
        noindex
      />
      <Link component={RouterLink} to={eventPath(event)} variant="body2">
        ← Back to the event
      </Link>
      <Typography variant="h3" component="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        Chat: {event.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {formatDay(event.date, 'long', true)}, {formatTime(event.startsAt, city.timeZone)} · {event.venue.name}
      </Typography>
      {isBrowser ? (
        <Suspense fallback={<Typography color="text.secondary">Loading the chat…</Typography>}>
          <EventChat event={event} isFullScreen />
        </Suspense>
      ) : (
        <Typography color="text.secondary">The chat loads with the page.</Typography>
      )}
    </Container>
  );
}
