// Check and edit what a store page said about a product, then add it (the form kit: each field's
// message from validateDraft on the field, focus on the first, nothing typed lost).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LIMITS } from '@shared/registry';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useForm } from '../../../ui/form/use-form';
import { validateDraft, type ProductDraft } from './product-draft';

interface ProductDraftFormProps {
  initial: ProductDraft;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: ProductDraft) => void;
}

const FIELDS: [keyof ProductDraft, string][] = [
  ['title', 'Product name'],
  ['brand', 'Brand'],
  ['price', 'Price (USD)'],
  ['retailer', 'Store'],
  ['ageRange', 'Age range (optional)'],
  ['imageUrl', 'Image address'],
  ['externalUrl', 'Product page'],
];

export function ProductDraftForm({ initial, submitLabel, busy, onSubmit }: ProductDraftFormProps) {
  const form = useForm<ProductDraft>({ initialValues: initial, validate: validateDraft, onSubmit });
  const { imageUrl } = form.values;
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={form.handleSubmit}>
      {imageUrl && !form.errors.imageUrl && (
        <Box sx={{ width: 120, height: 120, borderRadius: 2, overflow: 'hidden', bgcolor: '#efe7da' }}>
          <img src={imageUrl} alt="" width={120} height={120} style={{ objectFit: 'cover' }} />
        </Box>
      )}
      {FIELDS.map(([name, label]) => (
        <FormTextField
          key={name}
          form={form}
          name={name}
          id={`draft-${name}`}
          label={label}
          required={name === 'title' || name === 'externalUrl'}
          maxLength={name === 'ageRange' ? LIMITS.itemAgeRange : undefined}
          helperText={
            name === 'ageRange' ? 'Like 0-6 months or 6 months and up: we show when it will be outgrown.' : undefined
          }
          fullWidth
          size="small"
        />
      ))}
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Adding…' : submitLabel}
      </Button>
    </Stack>
  );
}
