// A city day's filters: the app's one GET filter form (it works before the app has loaded, the server
// renders the filtered day) with the app's one select field. Every field is labelled.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EVENT_CATEGORIES, LOGISTICS_NEEDS, TIMES_OF_DAY, type EventFilters } from '@shared/events';
import { closeFilterSheet } from '../../../ui/form/FilteredList';
import { GetFilterForm } from '../../../ui/form/GetFilterForm';
import { SelectField } from '../../../ui/form/SelectField';
import { CHILD_AGES, eventFiltersFrom, eventFiltersSearch, hasEventFilters } from '../event-filters';

// Equal filters share one address, whatever order the form sends them in.
const normalSearch = (sent: URLSearchParams) => eventFiltersSearch(eventFiltersFrom(`?${sent.toString()}`));

export function EventFiltersForm({ action, filters }: { action: string; filters: EventFilters }) {
  const ageValue = filters.ageMonths === null ? '' : String(filters.ageMonths);
  const isKnownAge = CHILD_AGES.some(([months]) => String(months) === ageValue);
  return (
    <GetFilterForm action={action} searchFor={normalSearch} submitLabel="Show events" onApplied={closeFilterSheet}>
      <SelectField label="Child's age" name="age" defaultValue={ageValue} size="small">
        <option value="">Any age</option>
        {!isKnownAge && ageValue && <option value={ageValue}>{ageValue} months</option>}
        {CHILD_AGES.map(([months, label]) => (
          <option key={months} value={months}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Category" name="category" defaultValue={filters.category ?? ''} size="small">
        <option value="">All categories</option>
        {EVENT_CATEGORIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Time of day" name="time" defaultValue={filters.timeOfDay ?? ''} size="small">
        <option value="">Any time</option>
        {TIMES_OF_DAY.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </SelectField>
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
              control={<Checkbox name="needs" value={need.value} defaultChecked={filters.needs.includes(need.value)} />}
              label={need.label}
            />
          ))}
        </FormGroup>
      </Box>
      {hasEventFilters(filters) && (
        <Link component={RouterLink} to={action} variant="body2">
          Clear filters
        </Link>
      )}
    </GetFilterForm>
  );
}
