// The owner's own registry, live: settings, sharing, items with their privacy switches and each gift's
// place on the baby's outgrow timeline, what is coming up, adding from any store and the gift tracker.
// Its own chunk: visitors (and the server render) never load it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle, pageTitle, TITLES } from '../../../ui/meta/titles';
import { AddFromLink } from '../add-from-store/AddFromLink';
import { BookmarkletLink } from '../add-from-store/BookmarkletLink';
import { isSurpriseActive } from '../api/settings';
import { GiftTracker } from '../components/GiftTracker';
import { RegistryHeading } from '../components/RegistryHeading';
import { RegistryItemRow } from '../components/RegistryItemRow';
import { RegistrySettingsDialog } from '../components/RegistrySettingsDialog';
import { RegistryLoading } from '../components/RegistryStates';
import { ShareRegistry } from '../components/ShareRegistry';
import { useRegistry } from '../hooks/use-registry';
import { registryDisplayName } from '../registry-name';
import { useUsedSummaries } from '../../marketplace';
import { useUserProfile } from '../../account';
import { isoDay, outgrowStatus } from '@shared/outgrow';
import { ComingUp } from '../components/ComingUp';
import { BabyDatePrompt } from '../components/OutgrowNote';

export default function OwnerRegistry({ uid }: { uid: string }) {
  const { status, registry } = useRegistry(uid);
  const [editing, setEditing] = useState(false);
  const used = useUsedSummaries(registry?.product.map((i) => i.id) ?? []);
  // The baby's date is the owner's alone: read from their own profile, never from the registry.
  const profile = useUserProfile(uid);
  const babyDate = profile.data?.dueDate ?? null;
  const today = isoDay(new Date());
  if (status === 'loading') return <RegistryLoading label="Loading your registry" />;
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
      <PageMeta title={dynamicTitle.registry(registryDisplayName(registry.ownerName, registry.title))} noindex />
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
      {profile.isSuccess && !babyDate && <BabyDatePrompt />}
      {items.length === 0 ? (
        <Alert severity="info">
          Your registry is ready. Products you save from Recess or from any store will appear here, newest first.
        </Alert>
      ) : (
        <Box component="ul" aria-label="Registry items" sx={{ p: 0, m: 0 }}>
          {items.map((item) => (
            <RegistryItemRow
              key={item.id}
              uid={uid}
              item={item}
              hidePurchased={surprise}
              used={used[item.id]}
              // Surprise mode hides what was bought, so the timeline says nothing about gifts either.
              outgrow={
                babyDate && item.purchased && !surprise ? outgrowStatus(item.ageRange, babyDate, today) : undefined
              }
            />
          ))}
        </Box>
      )}
      {babyDate && <ComingUp babyDate={babyDate} today={today} registryIds={items.map((i) => i.id)} />}
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
