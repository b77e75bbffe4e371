// "Near you": listings closest to the ZIP the visitor chose, remembered in this browser. Shown after
// hydration only (the server never knows where a visitor is).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { zipArea, UNKNOWN_ZIP_MESSAGE } from '@shared/zip-areas';
import { useFirstBrowsePage, type BrowseFilters } from '../api/browse-listings';
import { formText } from '../form-text';
import { useMarketplaceZip } from '../hooks/use-browser-state';
import { ListingGrid } from './ListingCard';

const nearby = (zip: string): BrowseFilters => ({
  q: '',
  category: null,
  brandSlug: null,
  conditions: [],
  minPriceCents: null,
  maxPriceCents: null,
  delivery: 'any',
  zip,
  radiusMiles: 25,
  sort: 'nearest',
});

export function NearYou() {
  const [zip, setZip] = useMarketplaceZip();
  const [error, setError] = useState<string | null>(null);
  const area = zip ? zipArea(zip) : null;
  const query = useFirstBrowsePage(nearby(zip), area !== null);
  const items = query.items.slice(0, 8);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formText(new FormData(event.currentTarget), 'zip');
    if (!/^\d{5}$/.test(value)) return setError('Enter a 5-digit ZIP code.');
    if (!zipArea(value)) return setError(UNKNOWN_ZIP_MESSAGE);
    setError(null);
    setZip(value);
  };
  return (
    <Box component="section" aria-labelledby="near-you">
      <Typography id="near-you" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {area ? `Near ${area.city} ${area.zip}` : 'Near you'}
      </Typography>
      <Stack component="form" onSubmit={onSubmit} direction="row" spacing={1} sx={{ mb: 2, maxWidth: 420 }}>
        <TextField
          name="zip"
          label="Your ZIP code"
          size="small"
          defaultValue={zip}
          key={zip}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' } }}
        />
        <Button type="submit" variant="outlined">
          Show nearby
        </Button>
      </Stack>
      {error && <Alert severity="warning">{error}</Alert>}
      {query.isError && <Alert severity="error">Nearby listings are not available right now.</Alert>}
      {area && query.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">Nothing listed within 25 miles yet.</Typography>
      )}
      {items.length > 0 && <ListingGrid listings={items} label="Listings near you" />}
    </Box>
  );
}
