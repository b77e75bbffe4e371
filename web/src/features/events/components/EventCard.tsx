// One event in a city's day list: time, title (the link), venue, age range, price, the logistics
// icons parents scan for, and the event's picture (sized in the HTML, so nothing moves as it loads).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { categoryLabel, formatAgeRange, formatPrice, formatTime, type FamilyEvent } from '@shared/events';
import { EVENT_IMAGE, eventImageSrcSet } from '../event-image';
import { eventPath } from '../paths';

export function logisticsChips(event: FamilyEvent): string[] {
  const l = event.logistics;
  return [
    l.stroller && 'Stroller friendly',
    l.changingTable && 'Changing table',
    l.nursingRoom && 'Nursing room',
    l.indoor ? 'Indoors' : 'Outdoors',
    l.accessibleEntrance && 'Accessible entrance',
  ].filter((x): x is string => typeof x === 'string');
}

export function EventCard({ event, timeZone }: { event: FamilyEvent; timeZone: string }) {
  const isCancelled = event.status === 'cancelled';
  return (
    <Box
      component="article"
      aria-label={event.title}
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        display: 'grid',
        gridTemplateColumns: event.image ? 'minmax(0, 1fr) auto' : 'minmax(0, 1fr)',
        columnGap: 1.5,
      }}
    >
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatTime(event.startsAt, timeZone)}–{formatTime(event.endsAt, timeZone)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {categoryLabel(event.category)}
          </Typography>
          {isCancelled && <Chip size="small" color="warning" label="Cancelled" />}
        </Stack>
        <Typography variant="h4" component="h3" sx={{ my: 0.5, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={eventPath(event)} underline="hover">
            {event.title}
          </Link>
        </Typography>
        <Typography variant="body2">{event.venue.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatAgeRange(event.ageMinMonths, event.ageMaxMonths)} · {formatPrice(event.priceCents)}
          {event.goingCount > 0 && ` · ${event.goingCount} going`}
        </Typography>
      </Box>
      {event.image && (
        <Box
          component="img"
          src={event.image}
          srcSet={eventImageSrcSet(event.image)}
          sizes={`${EVENT_IMAGE.thumbWidth}px`}
          alt=""
          width={EVENT_IMAGE.thumbWidth}
          height={EVENT_IMAGE.thumbHeight}
          loading="lazy"
          decoding="async"
          sx={{ borderRadius: 1.5, display: 'block', objectFit: 'cover', bgcolor: 'surface.sand' }}
        />
      )}
      <Box
        component="ul"
        aria-label="Logistics"
        sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {logisticsChips(event).map((label) => (
          <li key={label}>
            <Chip size="small" variant="outlined" label={label} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
