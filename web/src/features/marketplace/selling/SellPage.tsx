// /marketplace/sell and /marketplace/sell/{id}: list an item or edit one. Saving creates or updates the
// draft and uploads the photos picked; Publish then asks the server, which screens it against recall
// notices, car seat expiry and the prohibited items, and either puts it live, holds it for an admin,
// or says why it cannot be listed. ?fromProduct={id} starts from a catalog product ("Sell this").
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { listingPath, type Listing } from '@shared/marketplace';
import { track } from '../../../lib/analytics/track';
import { ApiError } from '../../../lib/api/client';
import { FormFailure } from '../../../ui/form/FormActions';
import { useForm } from '../../../ui/form/use-form';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { RequireSignIn } from '../../account';
import { DemandPanel } from './DemandPanel';
import { ListingFields } from './ListingFields';
import {
  EMPTY_LISTING,
  toListingInput,
  validateListing,
  valuesFromListing,
  valuesFromProduct,
  type ListingFormValues,
} from './listing-form-values';
import { PhotoPicker, type PickedPhoto } from './PhotoPicker';
import {
  createDraft,
  deletePhoto,
  publishListing,
  updateListing,
  uploadPhoto,
  useMyListing,
  useProductToSell,
} from './api/selling';
import { TitleWithSuggestions } from './TitleWithSuggestions';

type Outcome = { severity: 'error' | 'info' | 'success'; text: string } | null;

function ListingForm({ initial, existing }: { initial: ListingFormValues; existing: Listing | null }) {
  const navigate = useNavigate();
  const [listing, setListing] = useState<Listing | null>(existing);
  const [picked, setPicked] = useState<PickedPhoto[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const action = useRef<'draft' | 'publish'>('publish');

  const save = async (values: ListingFormValues): Promise<Listing> => {
    const input = toListingInput(values);
    let current: Listing;
    if (listing) {
      const res = await updateListing(listing.id, input);
      current = 'listing' in res ? res.listing : res;
    } else {
      current = await createDraft(input);
    }
    setListing(current);
    // Photos upload one at a time, in the order picked; a refused one stays with its reason.
    const left: PickedPhoto[] = [];
    let photos = current.photos;
    for (const p of picked) {
      try {
        photos = [...photos, await uploadPhoto(current.id, p.file)];
      } catch (error) {
        left.push({ ...p, error: error instanceof Error ? error.message : 'This photo could not be uploaded.' });
      }
    }
    setPicked(left);
    current = { ...current, photos };
    setListing(current);
    if (left.length > 0) throw new Error('Some photos could not be uploaded: see the reason under each.');
    return current;
  };

  const form = useForm<ListingFormValues>({
    initialValues: initial,
    validate: validateListing,
    onSubmit: async (values) => {
      setOutcome(null);
      const saved = await save(values);
      if (action.current === 'draft') {
        setOutcome({ severity: 'success', text: 'Your draft is saved.' });
        void navigate(`/marketplace/sell/${saved.id}`, { replace: true });
        return;
      }
      try {
        const result = await publishListing(saved.id);
        track('Listing Created', {
          product_id: saved.id,
          name: saved.title,
          brand: saved.brand,
          category: saved.category,
          price: saved.priceCents / 100,
          condition: saved.condition,
        });
        if (result.kind === 'live') void navigate(listingPath(result.listing));
        else setOutcome({ severity: 'info', text: result.message });
      } catch (error) {
        // A refusal with its reason (a recall's hazard and remedy, an expired car seat): the draft stays.
        if (error instanceof ApiError && error.status < 500) setOutcome({ severity: 'error', text: error.message });
        else throw error;
      }
    },
  });

  const removeStored = async (photoId: string) => {
    if (!listing) return;
    await deletePhoto(listing.id, photoId);
    setListing({ ...listing, photos: listing.photos.filter((p) => p.id !== photoId) });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <Stack spacing={3}>
        <TitleWithSuggestions
          form={form}
          onPick={(p) =>
            Object.entries(valuesFromProduct(p, form.values)).forEach(([k, v]) =>
              form.setValue(k as keyof ListingFormValues, v as never),
            )
          }
        />
        <PhotoPicker
          listingId={listing?.id ?? null}
          stored={listing?.photos ?? []}
          picked={picked}
          onPick={(files) =>
            setPicked((list) => [
              ...list,
              ...files.map((file) => ({ key: `${file.name}-${file.size}-${Math.random()}`, file, error: null })),
            ])
          }
          onRemovePicked={(key) => setPicked((list) => list.filter((p) => p.key !== key))}
          onRemoveStored={(id) => void removeStored(id)}
          isBusy={form.isSubmitting}
        />
        <ListingFields form={form} />
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        )}
        <FormFailure message={form.failure} />
        <Stack direction="row" spacing={1.5}>
          <Button
            type="submit"
            variant="contained"
            disabled={form.isSubmitting}
            onClick={() => (action.current = 'publish')}
          >
            Publish
          </Button>
          <Button
            type="submit"
            variant="outlined"
            disabled={form.isSubmitting}
            onClick={() => (action.current = 'draft')}
          >
            Save draft
          </Button>
        </Stack>
      </Stack>
      <Box>
        <DemandPanel productId={form.values.productId} category={form.values.category} />
      </Box>
    </Box>
  );
}

function NewListing() {
  const [params] = useSearchParams();
  const fromProduct = params.get('fromProduct') ?? '';
  const { data, isPending } = useProductToSell(fromProduct);
  if (fromProduct && isPending) return <Typography>Loading the product…</Typography>;
  return <ListingForm initial={data ? valuesFromProduct(data) : EMPTY_LISTING} existing={null} />;
}

function EditListing({ id }: { id: string }) {
  const { data, isPending, isError } = useMyListing(id);
  if (isPending) return <Typography>Loading your listing…</Typography>;
  if (isError || !data) return <Alert severity="error">We could not find that listing among yours.</Alert>;
  if (data.status === 'sold' || data.status === 'removed') {
    return (
      <Alert severity="info">
        This listing has {data.status === 'sold' ? 'sold' : 'ended'} and can no longer be edited.
      </Alert>
    );
  }
  return <ListingForm initial={valuesFromListing(data)} existing={data} />;
}

export default function SellPage() {
  const { id } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle(id ? 'Edit your listing' : 'Sell an item', TITLES.marketplace)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        {id ? 'Edit your listing' : 'Sell an item'}
      </Typography>
      <RequireSignIn>{() => (id ? <EditListing id={id} /> : <NewListing />)}</RequireSignIn>
    </Container>
  );
}
