// /events: the city selector. Every city with its upcoming-event count, the visitor's last city first
// ("Continue with ..."), and this weekend's picks in New York City (or the remembered city).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { addDays, CITIES, cityBySlug, weekdayOf, type City } from '@shared/events';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { useCityDay, useUpcomingCounts } from '../api/get-events';
import { EventCard } from '../components/EventCard';
import { useLastCity } from '../last-city';
import { cityDayPath, cityToday } from '../paths';
import { GridList } from '../../../ui/content/GridList';

/** The coming Saturday (today when it is Saturday; Sunday counts as this weekend too). */
export function weekendDay(today: string): string {
  const day = weekdayOf(today);
  return day === 0 || day === 6 ? today : addDays(today, 6 - day);
}

function WeekendPicks({ city }: { city: City }) {
  const day = weekendDay(cityToday(city));
  const picks = useCityDay(city.slug, day)
    .items.filter((e) => e.status === 'scheduled')
    .slice(0, 4);
  if (picks.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="weekend" sx={{ mt: 5 }}>
      <Typography id="weekend" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        This weekend in {city.name}
      </Typography>
      <GridList columns={{ xs: '1fr', md: '1fr 1fr' }}>
        {picks.map((e) => (
          <li key={e.id}>
            <EventCard event={e} timeZone={city.timeZone} />
          </li>
        ))}
      </GridList>
      <Link component={RouterLink} to={cityDayPath(city.slug, day)} sx={{ display: 'inline-block', mt: 1.5 }}>
        Everything on {city.name}'s Saturday
      </Link>
    </Box>
  );
}

export default function EventsHomePage() {
  const counts = useUpcomingCounts();
  const last = cityBySlug(useLastCity());
  const nyc = CITIES[0];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        title={pageTitle('Family events by city', 'Events for Kids')}
        description="Story times, music classes, festivals and playgroups for babies, toddlers and kids in eight US cities, with ages, prices, stroller access and a chat per event."
      />
      <Typography variant="h2" component="h1">
        Family events near you
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Choose your city to see what is on today, with ages, prices, stroller access and who else is going.
      </Typography>
      {last && (
        <Button component={RouterLink} to={cityDayPath(last.slug, cityToday(last))} variant="contained" sx={{ mb: 3 }}>
          Continue with {last.name}
        </Button>
      )}
      <GridList label="Cities" columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }}>
        {CITIES.map((city) => (
          <li key={city.slug}>
            <Stack
              component={RouterLink}
              to={cityDayPath(city.slug, cityToday(city))}
              sx={{
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                color: 'text.primary',
                textDecoration: 'none',
                bgcolor: 'background.paper',
              }}
            >
              <Typography sx={{ fontWeight: 700 }}>{city.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {counts[city.slug] ?? 0} upcoming events
              </Typography>
            </Stack>
          </li>
        ))}
      </GridList>
      <WeekendPicks city={last ?? nyc} />
      <Typography variant="body2" sx={{ mt: 4 }}>
        <Link component={RouterLink} to="/events/my" underline="always">
          Your events and calendar feed
        </Link>
        . Running a class, story time or festival for families?{' '}
        <Link component={RouterLink} to="/events/submit" underline="always">
          Submit an event
        </Link>
        .
      </Typography>
    </Container>
  );
}
