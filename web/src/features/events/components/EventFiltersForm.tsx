// A city day's filters as a plain GET form: it works before the app has loaded (the server renders
// the filtered day) and after (the router follows the same address). Every field is labelled.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EVENT_CATEGORIES, LOGISTICS_NEEDS, TIMES_OF_DAY, type EventFilters } from '@shared/events';
import { eventFiltersFrom, eventFiltersSearch, hasEventFilters } from '../event-filters';

/** Ages a parent picks from, in months (an event fits when its range includes the age). */
export const CHILD_AGES = [
  [3, 'Under 6 months'],
  [9, '6 to 12 months'],
  [18, '1 year old'],
  [30, '2 years old'],
  [42, '3 years old'],
  [54, '4 years old'],
  [66, '5 years old'],
  [90, '6 to 8 years old'],
  [120, '9 to 12 years old'],
] as const;

const select = { native: true } as const;

export function EventFiltersForm({ action, filters }: { action: string; filters: EventFilters }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value !== '') params.append(key, value);
    void navigate(`${action}${eventFiltersSearch(eventFiltersFrom(`?${params.toString()}`))}`);
  };
  const ageValue = filters.ageMonths === null ? '' : String(filters.ageMonths);
  const isKnownAge = CHILD_AGES.some(([months]) => String(months) === ageValue);
  return (
    <Box component="form" method="get" action={action} onSubmit={onSubmit} aria-label="Filters">
      <Stack spacing={2}>
        <TextField select label="Child's age" name="age" defaultValue={ageValue} slotProps={{ select }} size="small">
          <option value="">Any age</option>
          {!isKnownAge && ageValue && <option value={ageValue}>{ageValue} months</option>}
          {CHILD_AGES.map(([months, label]) => (
            <option key={months} value={months}>
              {label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Category"
          name="category"
          defaultValue={filters.category ?? ''}
          slotProps={{ select }}
          size="small"
        >
          <option value="">All categories</option>
          {EVENT_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Time of day"
          name="time"
          defaultValue={filters.timeOfDay ?? ''}
          slotProps={{ select }}
          size="small"
        >
          <option value="">Any time</option>
          {TIMES_OF_DAY.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </TextField>
        <FormGroup>
          <FormControlLabel
            control={<Checkbox name="free" value="1" defaultChecked={filters.freeOnly} />}
            label="Free only"
          />
          <FormControlLabel
            control={<Checkbox name="indoor" value="1" defaultChecked={filters.indoorOnly} />}
            label="Indoors only"
          />
        </FormGroup>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 700 }}>
            What you need there
          </Typography>
          <FormGroup>
            {LOGISTICS_NEEDS.map((need) => (
              <FormControlLabel
                key={need.value}
                control={
                  <Checkbox name="needs" value={need.value} defaultChecked={filters.needs.includes(need.value)} />
                }
                label={need.label}
              />
            ))}
          </FormGroup>
        </Box>
        <Button type="submit" variant="contained">
          Show events
        </Button>
        {hasEventFilters(filters) && (
          <Link component={RouterLink} to={action} variant="body2">
            Clear filters
          </Link>
        )}
      </Stack>
    </Box>
  );
}
