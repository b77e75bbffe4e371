// The browse filters: the app's one GET filter form (it works before the app has loaded, the server
// renders the filtered page) with the app's one select field. Every field is labelled.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CATEGORIES } from '@shared/catalog';
import { LISTING_CONDITIONS } from '@shared/marketplace';
import type { ListingFacets } from '@shared/marketplace-browse';
import { closeFilterSheet } from '../../../ui/form/FilteredList';
import { GetFilterForm } from '../../../ui/form/GetFilterForm';
import { SelectField } from '../../../ui/form/SelectField';
import type { BrowseFilters } from '../browse/api/browse-listings';
import { DELIVERY_LABELS, RADII_MILES, SORTS, filtersFrom, searchFor, type BrowseScope } from '../browse-filters';

interface FiltersFormProps {
  action: string;
  filters: BrowseFilters;
  facets: ListingFacets | null;
  /** What the page's path holds (search words, category or brand): left out of the query string. */
  scope: BrowseScope;
}

/**
 * The page's own address for what the form sends (defaults left out, so equal filters share one
 * address); filters that cannot be read go as typed, so the page says why and nothing is lost.
 */
const addressFor = (scope: BrowseScope) => (sent: URLSearchParams) => {
  const { filters, error } = filtersFrom(scope, `?${sent.toString()}`);
  if (error) return `?${sent.toString()}`;
  return searchFor(filters, scope);
};

export function FiltersForm({ action, filters, facets, scope }: FiltersFormProps) {
  const hasCategoryScope = Boolean(scope.category);
  const counts = new Map(facets?.conditions.map((c) => [c.value, c.count]) ?? []);
  return (
    <GetFilterForm
      action={action}
      searchFor={addressFor(scope)}
      submitLabel="Apply filters"
      onApplied={closeFilterSheet}
    >
      {!hasCategoryScope && (
        <SelectField label="Category" name="category" defaultValue={filters.category ?? ''} size="small">
          <option value="">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
          Condition
        </Typography>
        {LISTING_CONDITIONS.map((c) => (
          <Box component="label" key={c.value} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.25 }}>
            <input
              type="checkbox"
              name="condition"
              value={c.value}
              defaultChecked={filters.conditions.includes(c.value)}
            />
            {c.label}
            {counts.has(c.value) && (
              <Typography component="span" variant="body2" color="text.secondary">
                ({counts.get(c.value)})
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <TextField
          label="Min price ($)"
          name="minPrice"
          size="small"
          defaultValue={filters.minPriceCents === null ? '' : String(filters.minPriceCents / 100)}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 } }}
        />
        <TextField
          label="Max price ($)"
          name="maxPrice"
          size="small"
          defaultValue={filters.maxPriceCents === null ? '' : String(filters.maxPriceCents / 100)}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 } }}
        />
      </Stack>
      <SelectField label="Delivery" name="delivery" defaultValue={filters.delivery} size="small">
        {Object.entries(DELIVERY_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <Stack direction="row" spacing={1}>
        <TextField
          label="ZIP code"
          name="zip"
          size="small"
          defaultValue={filters.zip ?? ''}
          slotProps={{
            htmlInput: { inputMode: 'numeric', pattern: '[0-9]{5}', maxLength: 5, autoComplete: 'postal-code' },
          }}
        />
        <SelectField
          label="Within"
          name="radius"
          size="small"
          defaultValue={filters.radiusMiles === null ? '' : String(filters.radiusMiles)}
          sx={{ minWidth: 150 }}
        >
          <option value="">Any distance</option>
          {RADII_MILES.map((m) => (
            <option key={m} value={m}>
              {m} miles
            </option>
          ))}
        </SelectField>
      </Stack>
      <SelectField
        label="Sort by"
        name="sort"
        defaultValue={filters.q && filters.sort === 'relevance' ? '' : filters.sort}
        size="small"
      >
        {filters.q && <option value="">Best match</option>}
        {SORTS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
    </GetFilterForm>
  );
}
