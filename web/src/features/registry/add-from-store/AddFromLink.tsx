// "Add from any store": paste a product link, check what we read from the page, add it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { tooLongMessage } from '@shared/schemas/fields';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useForm } from '../../../ui/form/use-form';
import { useAddToRegistry } from '../hooks/use-add-to-registry';
import { linkPreviewErrorMessage, previewLink } from '../api/link-preview';
import { draftToProduct, type ProductDraft } from './product-draft';
import { ProductDraftForm } from './ProductDraftForm';

const LINK_MAX = 2048;
const NOT_A_LINK = 'Paste the full product page address, starting with https://.';

interface LinkValues {
  url: string;
}

export function AddFromLink() {
  const [draft, setDraft] = useState<ProductDraft | null>(null);
  // What the store's page could not tell us: said above the form to fill in by hand.
  const [notice, setNotice] = useState('');
  const { add, busyId } = useAddToRegistry('pasted_link');
  const link = useForm<LinkValues>({
    initialValues: { url: '' },
    validate: ({ url }) => {
      const value = url.trim();
      if (value.length > LINK_MAX) return { url: tooLongMessage(LINK_MAX) };
      return /^https?:\/\/\S+$/i.test(value) ? {} : { url: NOT_A_LINK };
    },
    onSubmit: async ({ url }) => {
      const value = url.trim();
      setNotice('');
      try {
        setDraft(await previewLink(value));
      } catch (e) {
        setNotice(linkPreviewErrorMessage(e));
        // Still let the parent add it by hand: nothing typed is lost.
        setDraft({ externalUrl: value, title: '', brand: '', price: '', imageUrl: '', retailer: '', ageRange: '' });
      }
    },
  });

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        noValidate
        onSubmit={link.handleSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <FormTextField
          form={link}
          name="url"
          id="add-from-link-url"
          label="Paste a product link from any store"
          maxLength={LINK_MAX}
          fullWidth
          size="small"
          type="url"
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={link.isSubmitting}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {link.isSubmitting ? 'Reading…' : 'Get details'}
        </Button>
      </Stack>
      {notice && <Alert severity="warning">{notice}</Alert>}
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
              link.setValue('url', '');
            });
          }}
        />
      )}
    </Stack>
  );
}
