// /city/{citySlug}/event/{eventSlug} and /event/{eventSlug}: one event, in the city's time zone, with
// its venue on a map, the logistics parents ask about, Going and Interested, calendar links, share and
// the chat. The event is one document read; RSVPs, the map and the chat load in the browser.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import {
  categoryLabel,
  cityBySlug,
  formatAgeRange,
  formatDay,
  formatPrice,
  formatTime,
  type City,
  type FamilyEvent,
} from '@shared/events';
import { googleCalendarUrl } from '@shared/events-calendar';
import { siteOrigin } from '../../../config/site';
import { trackViewedOnce } from '../../../lib/analytics/viewed-once';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { showToast } from '../../../ui/toast/toast-store';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle } from '../../../ui/meta/titles';
import { useEvent } from '../api/get-events';
import { EVENT_IMAGE, eventImageSrcSet } from '../event-image';
import { cityDayPath, eventPath } from '../paths';
import { Detail } from '../../../ui/content/Detail';
import { useIsBrowser } from '../../../ui/use-is-browser';
import RsvpButtons from '../chat/RsvpButtons';
import { useNearView } from '../../../ui/use-near-view';

const EventMap = lazy(() => import('../components/EventMap'));
const EventChat = lazy(() => import('../chat/EventChat'));

/**
 * The chat opens its live listener (up to 50 messages read) only when the reader scrolls near it or
 * asks for it, not for every visitor to the page (issue 24). The server renders the same closed
 * section, so nothing moves when the app starts.
 */
function ChatWhenNear({ event, isBrowser }: { event: FamilyEvent; isBrowser: boolean }) {
  const { ref, isNear, show } = useNearView<HTMLElement>();
  if (isBrowser && isNear) {
    return (
      <Suspense fallback={<Typography color="text.secondary">Loading the chat…</Typography>}>
        <EventChat event={event} />
      </Suspense>
    );
  }
  return (
    <Box component="section" aria-labelledby="chat-heading" ref={ref}>
      <Typography id="chat-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        Chat
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Ask about parking, say you are running late, or find the others when you get there.
      </Typography>
      <Button variant="outlined" onClick={show}>
        Open the chat
      </Button>
    </Box>
  );
}

const PARKING = { street: 'Street parking', lot: 'Parking lot', garage: 'Parking garage', none: 'No parking nearby' };
const yes = (value: boolean, label: string, no: string) => (value ? label : no);

async function share(event: FamilyEvent) {
  const url = `${siteOrigin()}${eventPath(event)}`;
  try {
    if (navigator.share) await navigator.share({ title: event.title, url });
    else {
      await navigator.clipboard.writeText(url);
      showToast({ severity: 'success', message: 'Link copied.' });
    }
  } catch {
    // The visitor closed the share sheet.
  }
}

function EventDetails({ event, city }: { event: FamilyEvent; city: City }) {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  useEffect(() => {
    // Once per visit: the page mounting again as the session resolves is not a second view.
    trackViewedOnce(location, 'Event Viewed', event.id, {
      event_id: event.id,
      name: event.title,
      city: event.citySlug,
      category: event.category,
    });
  }, [event, location]);
  const l = event.logistics;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        title={dynamicTitle.event(event.title)}
        shareTitle={event.title}
        canonicalPath={eventPath(event)}
        description={`${formatDay(event.date)}, ${formatTime(event.startsAt, city.timeZone)} at ${event.venue.name}. ${event.description}`.slice(
          0,
          300,
        )}
        type="article"
      />
      <Link component={RouterLink} to={cityDayPath(city.slug, event.date)} variant="body2">
        {city.name} · {formatDay(event.date)}
      </Link>
      <Typography variant="h2" component="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {event.title}
      </Typography>
      <Typography sx={{ fontWeight: 700, mt: 1 }}>
        {formatDay(event.date)}, {formatTime(event.startsAt, city.timeZone)}–{formatTime(event.endsAt, city.timeZone)}
      </Typography>
      {event.image && (
        <Box
          component="img"
          src={event.image}
          srcSet={eventImageSrcSet(event.image)}
          sizes="(max-width: 760px) 100vw, 720px"
          alt=""
          width={EVENT_IMAGE.width}
          height={EVENT_IMAGE.height}
          fetchPriority="high"
          sx={{
            display: 'block',
            width: '100%',
            maxWidth: 720,
            height: 'auto',
            aspectRatio: `${EVENT_IMAGE.width} / ${EVENT_IMAGE.height}`,
            borderRadius: 2,
            mt: 2,
            bgcolor: 'surface.sand',
          }}
        />
      )}
      {event.status === 'cancelled' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          This date is cancelled. Other dates of this event may still be on: check the {city.name} listings.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          mt: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' },
        }}
      >
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
            {event.status === 'scheduled' && <RsvpButtons event={event} />}
            <Button
              component="a"
              href={`/api/events/event/${event.slug}.ics`}
              download={`${event.slug}.ics`}
              variant="outlined"
            >
              Add to calendar (.ics)
            </Button>
            <Button
              component="a"
              href={googleCalendarUrl(event, siteOrigin())}
              target="_blank"
              rel="noopener"
              variant="text"
            >
              Google Calendar
            </Button>
            <Button variant="text" onClick={() => void share(event)}>
              Share
            </Button>
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{event.description}</Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Detail term="Ages">{formatAgeRange(event.ageMinMonths, event.ageMaxMonths)}</Detail>
            <Detail term="Price">{formatPrice(event.priceCents)}</Detail>
            <Detail term="Category">{categoryLabel(event.category)}</Detail>
            <Detail term="Organiser">{event.organiser}</Detail>
            <Detail term="Venue">
              {event.venue.name}, {event.venue.address}
            </Detail>
          </Box>
          <Box component="section" aria-labelledby="logistics-heading">
            <Typography id="logistics-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
              Before you go
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              <Detail term="Strollers">
                {yes(l.stroller, 'Stroller friendly', 'Not stroller friendly: bring a carrier')}
              </Detail>
              <Detail term="Changing table">{yes(l.changingTable, 'Yes', 'No')}</Detail>
              <Detail term="Nursing room">{yes(l.nursingRoom, 'Yes', 'No')}</Detail>
              <Detail term="Indoors or out">
                {l.indoor ? 'Indoors' : `Outdoors${l.rainPlan ? `. If it rains: ${l.rainPlan}` : ''}`}
              </Detail>
              <Detail term="Parking">{PARKING[l.parking]}</Detail>
              <Detail term="Accessible entrance">{yes(l.accessibleEntrance, 'Yes', 'No')}</Detail>
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Details last checked {new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(event.lastCheckedAt)}
            .
            {event.sourceUrl && (
              <>
                {' '}
                <Link href={event.sourceUrl} rel="noopener nofollow" target="_blank" underline="always">
                  Organiser's page
                </Link>
              </>
            )}
          </Typography>
        </Stack>
        <Stack spacing={3}>
          {isBrowser && (
            <Suspense fallback={null}>
              <EventMap city={city} events={[event]} />
            </Suspense>
          )}
          <ChatWhenNear event={event} isBrowser={isBrowser} />
        </Stack>
      </Box>
    </Container>
  );
}

export default function EventPage() {
  const { citySlug, eventSlug = '' } = useParams();
  const event = useEvent(eventSlug);
  const city = event ? cityBySlug(event.citySlug) : null;
  if (!event || !city || (citySlug !== undefined && citySlug !== event.citySlug)) return <NotFoundPage />;
  return <EventDetails event={event} city={city} />;
}
