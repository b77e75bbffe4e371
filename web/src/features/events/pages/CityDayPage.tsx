// /city/{citySlug} and /city/{citySlug}/{date}: a city's family events for a day (today in the city
// by default), a 14-day strip, filters in the address, and a link to the same day on a map.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, matchesFilters, type City, type EventFilters } from '@shared/events';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { PagedListFooter } from '../../../ui/content/PagedListFooter';
import { FilteredList } from '../../../ui/form/FilteredList';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle } from '../../../ui/meta/titles';
import { useCityDay } from '../api/get-events';
import { DateStrip } from '../components/DateStrip';
import { EventCard } from '../components/EventCard';
import { EventFiltersForm } from '../components/EventFiltersForm';
import { eventFilterChips, eventFiltersSearch, hasEventFilters } from '../event-filters';
import { useCityDayAddress, useCityViewed } from '../hooks';
import { cityDayPath, cityMapPath } from '../paths';

/** What the list holds; while more of the day is to load, it says these are the first. */
export function daySummary(matching: number, loaded: number, isFiltered: boolean, hasMore: boolean): string {
  const of = hasMore ? `the first ${loaded}` : `${loaded}`;
  if (isFiltered) return `${matching} of ${of} events match your filters`;
  return hasMore ? `The first ${loaded} events` : `${loaded} events`;
}

function DayResults({ city, date, filters }: { city: City; date: string; filters: EventFilters }) {
  const day = useCityDay(city.slug, date);
  const all = day.items;
  const events = all.filter((e) => matchesFilters(e, filters, city.timeZone));
  const action = cityDayPath(city.slug, date);
  const summary = (
    <Typography role="status" color="text.secondary">
      {daySummary(events.length, all.length, hasEventFilters(filters), day.hasMore)}
    </Typography>
  );
  return (
    <FilteredList
      label="Filter events"
      chips={eventFilterChips(filters, action)}
      form={<EventFiltersForm key={eventFiltersSearch(filters)} action={action} filters={filters} />}
      summary={summary}
    >
      {all.length === 0 ? (
        <Alert severity="info">
          No family events are listed in {city.name} on this day yet. Try another day above.
        </Alert>
      ) : events.length === 0 ? (
        <Alert severity="info">No events match these filters on this day. Clear a filter or try another day.</Alert>
      ) : (
        <Stack component="ul" aria-label="Events" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} timeZone={city.timeZone} />
            </li>
          ))}
        </Stack>
      )}
      <PagedListFooter list={day} noun="events" emptyText="" isEmpty={false} />
      <Typography variant="body2" sx={{ mt: 3 }}>
        Add every {city.name} event to your calendar:{' '}
        <Link href={`/api/events/${city.slug}.ics`} underline="always">
          calendar feed
        </Link>{' '}
        ·{' '}
        <Link href={`/api/events/${city.slug}.rss`} underline="always">
          new events (RSS)
        </Link>{' '}
        ·{' '}
        <Link component={RouterLink} to="/events/submit" underline="always">
          Submit an event
        </Link>
      </Typography>
    </FilteredList>
  );
}

export function CityHeader({
  city,
  date,
  today,
  view,
}: {
  city: City;
  date: string;
  today: string;
  view: 'list' | 'map';
}) {
  const path = view === 'list' ? cityDayPath : cityMapPath;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            Family events in {city.name}
          </Typography>
          <Typography color="text.secondary">{formatDay(date, 'long', true)}</Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/events" variant="text">
            Change city
          </Button>
          {view === 'list' ? (
            <Button component={RouterLink} to={cityMapPath(city.slug, date)} variant="outlined">
              Map
            </Button>
          ) : (
            <Button component={RouterLink} to={cityDayPath(city.slug, date)} variant="outlined">
              List
            </Button>
          )}
        </Stack>
      </Stack>
      {date < today && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This day has passed: these events already happened.{' '}
          <Link component={RouterLink} to={path(city.slug, today)} underline="always">
            See today's events
          </Link>
        </Alert>
      )}
    </>
  );
}

export default function CityDayPage() {
  const address = useCityDayAddress();
  if (!address) return <NotFoundPage />;
  return <CityDay {...address} />;
}

function CityDay({ city, date, today, filters, search }: NonNullable<ReturnType<typeof useCityDayAddress>>) {
  useCityViewed(city, date, 'list');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        title={dynamicTitle.cityEvents(city.name, formatDay(date, 'long', true))}
        canonicalPath={cityDayPath(city.slug, date)}
        description={`Story times, music, classes and outings for babies, toddlers and kids in ${city.name} on ${formatDay(date, 'long', true)}, with ages, prices and stroller access.`}
      />
      <CityHeader city={city} date={date} today={today} view="list" />
      <DateStrip today={today} current={date} pathFor={(d) => cityDayPath(city.slug, d, search)} />
      <Box sx={{ mt: 2 }}>
        <DayResults city={city} date={date} filters={filters} />
      </Box>
    </Container>
  );
}
