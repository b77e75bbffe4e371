// The next 14 days as a scrolling strip of links; the day shown is marked as the current page.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { addDays, EVENT_LIMITS } from '@shared/events';

const weekday = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const dayOfMonth = (date: string) => Number(date.slice(8, 10));
const monthOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

export function DateStrip({
  today,
  current,
  pathFor,
}: {
  today: string;
  current: string;
  pathFor: (date: string) => string;
}) {
  const days = Array.from({ length: EVENT_LIMITS.dateStripDays }, (_, i) => addDays(today, i));
  return (
    <Box component="nav" aria-label="Dates" sx={{ overflowX: 'auto', mx: -2, px: 2, pb: 1 }}>
      <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {days.map((date, i) => {
          const isCurrent = date === current;
          return (
            <li key={date}>
              <ButtonBase
                component={RouterLink}
                to={pathFor(date)}
                aria-current={isCurrent ? 'date' : undefined}
                sx={{
                  flexDirection: 'column',
                  minWidth: 56,
                  py: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: isCurrent ? 'primary.main' : 'divider',
                  bgcolor: isCurrent ? 'primary.main' : 'background.paper',
                  color: isCurrent ? 'primary.contrastText' : 'text.primary',
                }}
              >
                <Typography variant="caption" component="span">
                  {i === 0 ? 'Today' : weekday(date)}
                </Typography>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {dayOfMonth(date)}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {monthOf(date)}
                  </Box>
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
