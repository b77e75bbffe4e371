// "Near you": listings closest to the ZIP the visitor chose, remembered in this browser. Shown after
// hydration only (the server never knows where a visitor is).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nearbyZipSchema, type NearbyZip } from '@shared/schemas/zip';
import { zipArea } from '@shared/zip-areas';
import { useFirstBrowsePage, type BrowseFilters } from '../browse/api/browse-listings';
import { FRESH_FILTERS } from '../browse/api/fresh-listings';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { useMarketplaceZip } from '../hooks/use-browser-state';
import { ListingGrid } from './ListingCard';

const nearby = (zip: string): BrowseFilters => ({ ...FRESH_FILTERS, zip, radiusMiles: 25, sort: 'nearest' });

/** The ZIP box: a new one is checked (five digits, an area we cover) and remembered in this browser. */
function ZipForm({ zip, onZip }: { zip: string; onZip: (zip: string) => void }) {
  const form = useForm<NearbyZip>({
    initialValues: { zip },
    validate: (values) => schemaErrors<NearbyZip>(nearbyZipSchema, values),
    onSubmit: (values) => onZip(values.zip.trim()),
  });
  // The message is said under the box, as a warning, rather than in the field's helper text.
  const { error, ...zipField } = form.field('zip');
  return (
    <>
      <Stack
        component="form"
        onSubmit={form.handleSubmit}
        noValidate
        direction="row"
        spacing={1}
        sx={{ mb: 2, maxWidth: 420 }}
      >
        <TextField
          {...zipField}
          label="Your ZIP code"
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' } }}
        />
        <Button type="submit" variant="outlined">
          Show nearby
        </Button>
      </Stack>
      {error && <Alert severity="warning">{error}</Alert>}
    </>
  );
}

export function NearYou() {
  const [zip, setZip] = useMarketplaceZip();
  const area = zip ? zipArea(zip) : null;
  const query = useFirstBrowsePage(nearby(zip), area !== null);
  const items = query.items.slice(0, 8);
  return (
    <Box component="section" aria-labelledby="near-you">
      <Typography id="near-you" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {area ? `Near ${area.city} ${area.zip}` : 'Near you'}
      </Typography>
      {/* Keyed by the remembered ZIP: read after hydration, it fills the box in. */}
      <ZipForm key={zip} zip={zip} onZip={setZip} />
      {query.isError && <Alert severity="error">Nearby listings are not available right now.</Alert>}
      {area && query.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">Nothing listed within 25 miles yet.</Typography>
      )}
      {items.length > 0 && <ListingGrid listings={items} label="Listings near you" />}
    </Box>
  );
}
