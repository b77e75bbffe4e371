// /city/{citySlug}/maps/{date}: the same day's events on a map, with the list beside it. The map
// loads in the browser only; the server render (and a browser with no network) shows the list.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { formatDay, matchesFilters } from '@shared/events';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle } from '../../../ui/meta/titles';
import { useCityDay } from '../api/get-events';
import { DateStrip } from '../components/DateStrip';
import { EventCard } from '../components/EventCard';
import { useCityDayAddress, useCityViewed, type CityDayAddress } from '../hooks';
import { cityDayPath, cityMapPath } from '../paths';
import { CityHeader } from './CityDayPage';
import { useIsBrowser } from '../../../ui/use-is-browser';
import { PagedListFooter } from '../../../ui/content/PagedListFooter';

const EventMap = lazy(() => import('../components/EventMap'));

export function CityMap({ city, date, today, filters, search }: CityDayAddress) {
  useCityViewed(city, date, 'map');
  const day = useCityDay(city.slug, date);
  const events = day.items.filter((e) => matchesFilters(e, filters, city.timeZone));
  const isBrowser = useIsBrowser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        title={dynamicTitle.cityEvents(city.name, `${formatDay(date, 'long', true)} (map)`)}
        canonicalPath={cityMapPath(city.slug, date)}
        description={`A map of family events in ${city.name} on ${formatDay(date, 'long', true)}.`}
      />
      <CityHeader city={city} date={date} today={today} view="map" />
      <DateStrip today={today} current={date} pathFor={(d) => cityMapPath(city.slug, d, search)} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box>
          {isBrowser && (
            <Suspense fallback={<Box sx={{ height: { xs: 320, md: 560 }, bgcolor: 'grey.100', borderRadius: 2 }} />}>
              <EventMap city={city} events={events} />
            </Suspense>
          )}
        </Box>
        <Stack component="ul" aria-label="Events" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {events.length === 0 && (
            <Typography component="li" color="text.secondary">
              No events on this day. Try another day above, or <a href={cityDayPath(city.slug, date)}>the list</a>.
            </Typography>
          )}
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} timeZone={city.timeZone} />
            </li>
          ))}
        </Stack>
      </Box>
      <PagedListFooter list={day} noun="events" emptyText="" isEmpty={false} />
    </Container>
  );
}

export default function CityMapPage() {
  const address = useCityDayAddress();
  if (!address) return <NotFoundPage />;
  return <CityMap {...address} />;
}
