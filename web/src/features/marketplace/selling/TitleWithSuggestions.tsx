// The listing title, with catalog products suggested while typing: picking one fills in the brand,
// category, original price and age range, and ties the listing to the product (demand insights,
// "available used" on the product page).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { CatalogProduct } from '@shared/catalog';
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { apiFetch } from '../../../lib/api/client';
import { FormTextField } from '../../../ui/form/FormTextField';
import type { Form } from '../../../ui/form/use-form';
import type { ListingFormValues } from './listing-form-values';

async function suggest(q: string): Promise<CatalogProduct[]> {
  const params = new URLSearchParams({ q, limit: '5' });
  const res = await apiFetch<{ products: { hits: CatalogProduct[] } }>(`/api/search?${params.toString()}`, {
    auth: false,
  });
  return res.products.hits.slice(0, 5);
}

export function TitleWithSuggestions({
  form,
  onPick,
}: {
  form: Form<ListingFormValues>;
  onPick: (p: CatalogProduct) => void;
}) {
  const q = useDeferredValue(form.values.title.trim());
  const isLinked = form.values.productId !== '';
  const { data: hits = [] } = useQuery({
    queryKey: ['marketplace', 'title-suggestions', q],
    queryFn: () => suggest(q),
    enabled: q.length >= 3 && !isLinked,
    staleTime: 60_000,
  });
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
