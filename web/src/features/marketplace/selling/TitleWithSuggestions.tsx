// The listing title, with catalog products suggested while typing: picking one fills in the brand,
// category, original price and age range, and ties the listing to the product (demand insights,
// "available used" on the product page).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import type { CatalogProduct } from '@shared/catalog';
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { FormTextField } from '../../../ui/form/FormTextField';
import type { Form } from '../../../ui/form/use-form';
import { useTitleSuggestions } from './api/selling';
import type { ListingFormValues } from './listing-form-values';

export function TitleWithSuggestions({
  form,
  onPick,
}: {
  form: Form<ListingFormValues>;
  onPick: (p: CatalogProduct) => void;
}) {
  const q = useDeferredValue(form.values.title.trim());
  const isLinked = form.values.productId !== '';
  const hits = useTitleSuggestions(q, q.length >= 3 && !isLinked);
  return (
    <Box>
      <FormTextField
        form={form}
        name="title"
        label="Title"
        fullWidth
        maxLength={MARKETPLACE_LIMITS.title}
        helperText={
          isLinked
            ? 'Matched to a product in our catalog.'
            : 'Brand and what it is, e.g. "Fernway Meadow stroller with bassinet".'
        }
      />
      {!isLinked && hits.length > 0 && (
        <Box component="section" aria-label="Matching catalog products" sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Is it one of these?
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {hits.map((p) => (
              <li key={p.id}>
                <Button size="small" onClick={() => onPick(p)} sx={{ textAlign: 'left' }}>
                  {p.title}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
