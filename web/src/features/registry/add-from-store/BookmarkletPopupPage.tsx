// /bookmarklet-popup: what the bookmarklet read from a store page, to check, edit and add.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { parseBookmarkletParams } from '../bookmarklet';
import { useAddToRegistry } from '../hooks/use-add-to-registry';
import { draftToProduct } from './product-draft';
import { ProductDraftForm } from './ProductDraftForm';

export default function BookmarkletPopupPage() {
  const { search } = useLocation();
  const item = parseBookmarkletParams(search);
  const { add, busyId } = useAddToRegistry('bookmarklet');
  /** The title as added (the parent may have edited it). */
  const [addedTitle, setAddedTitle] = useState<string | null>(null);

  return (
    <Container maxWidth="xs" sx={{ py: 3 }}>
      <PageMeta title={pageTitle('Add to Registry', 'Baby Registry')} noindex />
      <Typography variant="h3" component="h1" gutterBottom>
        Add to your registry
      </Typography>
      {!item && (
        <Alert severity="warning">
          We could not read a product from that page. Open a product page in your store, then click the “Add to Recess”
          bookmark again.
        </Alert>
      )}
      {item && addedTitle && (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            “{addedTitle}” is on your registry.
          </Alert>
          <Button variant="contained" onClick={() => window.close()}>
            Close this window
          </Button>
        </>
      )}
      {item && !addedTitle && (
        <ProductDraftForm
          initial={{
            externalUrl: item.externalUrl,
            title: item.title,
            brand: '',
            price: item.price !== undefined ? item.price.toFixed(2) : '',
            imageUrl: item.imageUrl ?? '',
            retailer: item.retailer,
            ageRange: '',
          }}
          submitLabel="Add to registry"
          busy={busyId !== null}
          onSubmit={(d) => void add(draftToProduct(d)).then((ok) => ok && setAddedTitle(d.title.trim()))}
        />
      )}
    </Container>
  );
}
