// /registry/{id}: the owner's registry. Visitors' public view arrives with the public registry
// projection; until then anyone but the owner gets the 404 page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../app/errors/NotFoundPage';
import { PageMeta } from '../../../app/meta/PageMeta';
import { dynamicTitle, pageTitle, TITLES } from '../../../app/meta/titles';
import { useSessionStatus, useSessionUser, watchSession } from '../../auth';
import { RegistryItemRow } from '../components/RegistryItemRow';
import { useRegistry } from '../hooks/use-registry';

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <PageMeta title={pageTitle(TITLES.registry)} />
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function OwnerRegistry({ uid }: { uid: string }) {
  const { status, registry } = useRegistry(uid);
  if (status === 'loading') return <Loading label="Loading your registry" />;
  if (status === 'error' || !registry) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <PageMeta title={pageTitle(TITLES.registry)} noindex />
        <Typography variant="h2" component="h1" gutterBottom>
          Your registry
        </Typography>
        <Alert severity={status === 'missing' ? 'info' : 'error'}>
          {status === 'missing'
            ? 'Your registry is being created. It will appear here in a moment.'
            : 'We could not load your registry. Check your connection and reload the page.'}
        </Alert>
      </Container>
    );
  }
  const items = registry.product;
  const bought = items.filter((i) => i.purchased).length;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={dynamicTitle.registry(registry.ownerName)} noindex={!registry.isPublic} />
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <Typography variant="h2" component="h1">
          {registry.title}
        </Typography>
        <Typography color="text.secondary">by {registry.ownerName}</Typography>
        <Typography>{registry.description}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip
            label={registry.isPublic ? 'Public registry' : 'Private registry'}
            color={registry.isPublic ? 'primary' : 'default'}
          />
          <Chip variant="outlined" label={`${items.length} ${items.length === 1 ? 'item' : 'items'}`} />
          <Chip variant="outlined" label={`${bought} purchased`} />
        </Stack>
      </Stack>
      {items.length === 0 ? (
        <Alert severity="info">
          Your registry is ready. Products you save from Recess or from any store will appear here, newest first.
        </Alert>
      ) : (
        <Box component="ul" aria-label="Registry items" sx={{ p: 0, m: 0 }}>
          {items.map((item) => (
            <RegistryItemRow key={item.id} uid={uid} item={item} />
          ))}
        </Box>
      )}
    </Container>
  );
}

export default function RegistryPage() {
  const { registryId = '' } = useParams();
  const status = useSessionStatus();
  const user = useSessionUser();
  useEffect(() => {
    void watchSession();
  }, []);
  if (status === 'unknown') return <Loading label="Loading" />;
  if (status === 'signedIn' && user?.uid === registryId) return <OwnerRegistry uid={user.uid} />;
  return <NotFoundPage />;
}
