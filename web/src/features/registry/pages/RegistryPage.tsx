// /registry/{nameSlug or uid}: the owner's registry for its owner, the public registry for everyone else.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../ui/content/PageSpinner';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle, pageTitle, TITLES } from '../../../ui/meta/titles';
import { useSessionStatus, useSessionUser, type SessionStatus } from '../../auth';
import { useRegistryLookup } from '../api/get-public-registry';
import { PublicRegistryView } from '../components/PublicRegistryView';
import { AddFromLink } from '../add-from-store/AddFromLink';
import { BookmarkletLink } from '../add-from-store/BookmarkletLink';
import { isSurpriseActive } from '../api/settings';
import { GiftTracker } from '../components/GiftTracker';
import { RegistryItemRow } from '../components/RegistryItemRow';
import { RegistrySettingsDialog } from '../components/RegistrySettingsDialog';
import { ShareRegistry } from '../components/ShareRegistry';
import { useRegistry } from '../hooks/use-registry';
import { RegistryHeading } from '../components/RegistryHeading';

function Loading({ label }: { label: string }) {
  return (
    <>
      <PageMeta title={pageTitle(TITLES.registry)} />
      <PageSpinner label={label} />
    </>
  );
}

function OwnerRegistry({ uid }: { uid: string }) {
  const { status, registry } = useRegistry(uid);
  const [editing, setEditing] = useState(false);
  if (status === 'loading') return <Loading label="Loading your registry" />;
  if (!registry) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <PageMeta title={pageTitle(TITLES.registry)} noindex />
        <Typography variant="h2" component="h1" gutterBottom>
          Your registry
        </Typography>
        <Alert severity="info">Your registry is being created. It will appear here in a moment.</Alert>
      </Container>
    );
  }
  const items = registry.product;
  const surprise = isSurpriseActive(registry.revealPurchasesAt);
  const bought = items.filter((i) => i.purchased).length;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={dynamicTitle.registry(registry.ownerName)} noindex />
      <RegistryHeading registry={registry}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip
            label={registry.isPublic ? 'Public registry' : 'Private registry'}
            color={registry.isPublic ? 'primary' : 'default'}
          />
          <Chip variant="outlined" label={`${items.length} ${items.length === 1 ? 'item' : 'items'}`} />
          {!surprise && <Chip variant="outlined" label={`${bought} purchased`} />}
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Registry settings
          </Button>
          <Button component={RouterLink} to="/registry">
            Add products
          </Button>
        </Stack>
        {registry.isPublic ? (
          <ShareRegistry registry={registry} />
        ) : (
          <Alert severity="info">
            Your registry is private: only you can see it. Make it public in the settings to share it.
          </Alert>
        )}
      </RegistryHeading>
      {editing && <RegistrySettingsDialog uid={uid} registry={registry} onClose={() => setEditing(false)} />}
      {items.length === 0 ? (
        <Alert severity="info">
          Your registry is ready. Products you save from Recess or from any store will appear here, newest first.
        </Alert>
      ) : (
        <Box component="ul" aria-label="Registry items" sx={{ p: 0, m: 0 }}>
          {items.map((item) => (
            <RegistryItemRow key={item.id} uid={uid} item={item} hidePurchased={surprise} />
          ))}
        </Box>
      )}
      <Typography variant="h3" component="h2" sx={{ mt: 5, mb: 1.5 }}>
        Add from any store
      </Typography>
      <AddFromLink />
      <BookmarkletLink />
      <Typography variant="h3" component="h2" sx={{ mt: 5, mb: 1 }}>
        Gift tracker
      </Typography>
      <GiftTracker uid={uid} registry={registry} />
    </Container>
  );
}

export function PrivateRegistry() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageMeta title={pageTitle(TITLES.registry)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        This registry is private
      </Typography>
      <Typography color="text.secondary">
        The parents have chosen to keep their registry to themselves for now. If they shared this link with you, ask
        them to make it public in their registry settings.
      </Typography>
    </Container>
  );
}

function VisitorRegistry({ param, status, myUid }: { param: string; status: SessionStatus; myUid: string | null }) {
  const view = useRegistryLookup(param);
  if (myUid && view.uid === myUid) return <OwnerRegistry uid={myUid} />;
  if (view.registry) return <PublicRegistryView registry={view.registry} />;
  // Until the session is known this may be its owner's private registry (the server render stops here).
  if (status === 'unknown') return <Loading label="Loading" />;
  if (view.named) return <PrivateRegistry />;
  return <NotFoundPage />;
}

/**
 * Everyone first sees what a visitor sees (the server renders it, signed out); the owner's view takes
 * over once the session says it is theirs. Sessions start in main.tsx (startSession), which loads Auth
 * only for someone who has signed in on this browser before.
 */
export default function RegistryPage() {
  const { registryId = '' } = useParams();
  const status = useSessionStatus();
  const user = useSessionUser();
  if (status === 'signedIn' && user?.uid === registryId) return <OwnerRegistry uid={user.uid} />;
  return <VisitorRegistry param={registryId} status={status} myUid={user?.uid ?? null} />;
}
