// Check and edit what a store page said about a product, then add it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { validateDraft, type DraftErrors, type ProductDraft } from './product-draft';

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
  ['imageUrl', 'Image address'],
  ['externalUrl', 'Product page'],
];

export function ProductDraftForm({ initial, submitLabel, busy, onSubmit }: ProductDraftFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit}>
      {draft.imageUrl && !errors.imageUrl && (
        <Box sx={{ width: 120, height: 120, borderRadius: 2, overflow: 'hidden', bgcolor: '#efe7da' }}>
          <img src={draft.imageUrl} alt="" width={120} height={120} style={{ objectFit: 'cover' }} />
        </Box>
      )}
      {FIELDS.map(([name, label]) => (
        <TextField
          key={name}
          id={`draft-${name}`}
          label={label}
          value={draft[name]}
          onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
          error={Boolean(errors[name])}
          helperText={errors[name] ?? ' '}
          required={name === 'title' || name === 'externalUrl'}
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
