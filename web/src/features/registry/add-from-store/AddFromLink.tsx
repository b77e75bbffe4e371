// "Add from any store": paste a product link, check what we read from the page, add it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useAddToRegistry } from '../hooks/use-add-to-registry';
import { linkPreviewErrorMessage, previewLink } from '../api/link-preview';
import { draftToProduct, type ProductDraft } from './product-draft';
import { ProductDraftForm } from './ProductDraftForm';

export function AddFromLink() {
  const [url, setUrl] = useState('');
  const [draft, setDraft] = useState<ProductDraft | null>(null);
  const [error, setError] = useState('');
  const [reading, setReading] = useState(false);
  const { add, busyId } = useAddToRegistry('pasted_link');

  const read = async (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (!/^https?:\/\/\S+$/i.test(value)) {
      setError('Paste the full product page address, starting with https://.');
      return;
    }
    setError('');
    setReading(true);
    try {
      setDraft(await previewLink(value));
    } catch (e) {
      setError(linkPreviewErrorMessage(e));
      // Still let the parent add it by hand: nothing typed is lost.
      setDraft({ externalUrl: value, title: '', brand: '', price: '', imageUrl: '', retailer: '' });
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        noValidate
        onSubmit={(e) => void read(e)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
      >
        <TextField
          id="add-from-link-url"
          label="Paste a product link from any store"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          fullWidth
          size="small"
          type="url"
          slotProps={{ htmlInput: { maxLength: 2048 } }}
        />
        <Button type="submit" variant="outlined" disabled={reading} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {reading ? 'Reading…' : 'Get details'}
        </Button>
      </Stack>
      {error && <Alert severity="warning">{error}</Alert>}
      {draft && (
        <ProductDraftForm
          key={draft.externalUrl + draft.title}
          initial={draft}
          submitLabel="Add to registry"
          busy={busyId !== null}
          onSubmit={(d) => {
            void add(draftToProduct(d)).then((ok) => {
              if (!ok) return;
              setDraft(null);
              setUrl('');
            });
          }}
        />
      )}
    </Stack>
  );
}
