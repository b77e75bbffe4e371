// The browse filters as a plain GET form: it works before the app has loaded (the server renders the
// filtered page) and after (the router follows the same address). Every field is labelled.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CATEGORIES } from '@shared/catalog';
import { LISTING_CONDITIONS } from '@shared/marketplace';
import type { ListingFacets } from '@shared/marketplace-browse';
import type { BrowseFilters } from '../api/browse-listings';

interface FiltersFormProps {
  action: string;
  filters: BrowseFilters;
  facets: ListingFacets | null;
  /** The category is the page itself (/marketplace/category/...): not offered again. */
  hasCategoryScope: boolean;
}

const SORTS = [
  ['newest', 'Newest'],
  ['price-asc', 'Price: low to high'],
  ['price-desc', 'Price: high to low'],
  ['nearest', 'Nearest (needs a ZIP)'],
] as const;

const select = { native: true } as const;

export function FiltersForm({ action, filters, facets, hasCategoryScope }: FiltersFormProps) {
  const navigate = useNavigate();
  const counts = new Map(facets?.conditions.map((c) => [c.value, c.count]) ?? []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of data)
      if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim());
    const query = params.toString();
    void navigate(`${action}${query ? `?${query}` : ''}`);
  };
  return (
    <Box component="form" method="get" action={action} onSubmit={onSubmit} aria-label="Filters">
      <Stack spacing={2}>
        {!hasCategoryScope && (
          <TextField
            select
            label="Category"
            name="category"
            defaultValue={filters.category ?? ''}
            slotProps={{ select }}
            size="small"
          >
            <option value="">All categories</option>
            {CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </TextField>
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
        <TextField
          select
          label="Delivery"
          name="delivery"
          defaultValue={filters.delivery}
          slotProps={{ select }}
          size="small"
        >
          <option value="any">Pickup or shipping</option>
          <option value="pickup">Local pickup</option>
          <option value="shipping">Ships to me</option>
        </TextField>
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
          <TextField
            select
            label="Within"
            name="radius"
            size="small"
            defaultValue={filters.radiusMiles === null ? '' : String(filters.radiusMiles)}
            slotProps={{ select }}
          >
            <option value="">Any distance</option>
            {[5, 10, 25, 50, 100].map((m) => (
              <option key={m} value={m}>
                {m} miles
              </option>
            ))}
          </TextField>
        </Stack>
        <TextField
          select
          label="Sort by"
          name="sort"
          defaultValue={filters.q && filters.sort === 'relevance' ? '' : filters.sort}
          slotProps={{ select }}
          size="small"
        >
          {filters.q && <option value="">Best match</option>}
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          Apply filters
        </Button>
      </Stack>
    </Box>
  );
}
