// The registry as gift givers see it: public items only, what is still needed, and "I bought this".
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle } from '../../../ui/meta/titles';
import { showToast } from '../../../ui/toast/toast-store';
import type { PublicRegistry, PublicRegistryItem } from '@shared/registry';
import { PurchaseDialog } from './PurchaseDialog';
import { formatUsd } from '../../../ui/format';
import { registryPath } from '../../../ui/registry-path';
import { RegistryHeading } from './RegistryHeading';
import { registryDisplayName } from '../registry-name';
import { noteRegistryChanged } from '../api/changed-here';
import { UsedAvailability } from '../../../ui/content/UsedAvailability';
import { useUsedSummaries } from '../../marketplace';
import { trackRegistryViewed } from '../../../lib/analytics/vocabulary';

export function PublicRegistryView({ registry }: { registry: PublicRegistry }) {
  const location = useLocation();
  useEffect(() => trackRegistryViewed(location, registry), [location, registry]);
  const [items, setItems] = useState(registry.items);
  // Data read again (after a change made here) replaces what is shown.
  const [shown, setShown] = useState(registry.items);
  if (shown !== registry.items) {
    setShown(registry.items);
    setItems(registry.items);
  }
  const [buying, setBuying] = useState<PublicRegistryItem | null>(null);
  const [showBought, setShowBought] = useState(true);
  const visible = showBought ? items : items.filter((i) => !i.purchased);
  // Gift givers may prefer a used one: shown once the page is interactive, never in the server HTML.
  const used = useUsedSummaries(items.filter((i) => !i.purchased).map((i) => i.id));
  const markBought = (id: string) => setItems((list) => list.map((i) => (i.id === id ? { ...i, purchased: true } : i)));
  const shareTitle = registryDisplayName(registry.ownerName, registry.title);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={dynamicTitle.registry(shareTitle)}
        shareTitle={shareTitle}
        canonicalPath={registryPath(registry)}
        description={
          registry.description.trim() ||
          `${shareTitle} on Recess: see which gifts are still needed and mark the one you buy.`
        }
        image={registry.items.find((i) => i.imageUrl)?.imageUrl}
      />
      <RegistryHeading registry={registry}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip label={`${items.length - items.filter((i) => i.purchased).length} still needed`} color="primary" />
          <Chip variant="outlined" label={`${items.filter((i) => i.purchased).length} bought`} />
          <FormControlLabel
            control={<Switch checked={showBought} onChange={(e) => setShowBought(e.target.checked)} />}
            label="Show bought gifts"
          />
        </Stack>
      </RegistryHeading>
      <Box component="ul" aria-label="Gifts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {visible.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{
              display: 'flex',
              gap: 2,
              py: 2,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ width: 88, height: 88, flexShrink: 0, borderRadius: 2, overflow: 'hidden', bgcolor: '#efe7da' }}>
              {item.imageUrl && <img src={item.imageUrl} alt="" width={88} height={88} loading="lazy" />}
            </Box>
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  item.brand,
                  item.price !== undefined ? formatUsd(item.price) : null,
                  item.quantity > 1 ? `wants ${item.quantity}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {item.note && <Typography variant="body2">“{item.note}”</Typography>}
              {!item.purchased && <UsedAvailability title={item.title} used={used[item.id]} />}
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 0.5 }}>
                {item.purchased ? (
                  <Chip size="small" color="success" label="Bought" />
                ) : (
                  <Button size="small" variant="contained" onClick={() => setBuying(item)}>
                    I bought this
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      ({item.title})
                    </Box>
                  </Button>
                )}
                {item.externalUrl && (
                  <Link href={item.externalUrl} target="_blank" rel="noopener noreferrer nofollow" variant="body2">
                    {item.retailer ? `Buy at ${item.retailer}` : 'View at store'}
                  </Link>
                )}
              </Stack>
            </Stack>
          </Box>
        ))}
      </Box>
      {visible.length === 0 && (
        <Typography sx={{ py: 4 }}>
          {items.length
            ? 'Every gift on this list has been bought. How lovely!'
            : 'Nothing has been added to this registry yet.'}
        </Typography>
      )}
      {buying && (
        <PurchaseDialog
          uid={registry.uid}
          ownerName={registry.ownerName}
          item={buying}
          onClose={() => setBuying(null)}
          onPurchased={(outcome) => {
            markBought(buying.id);
            noteRegistryChanged();
            if (outcome === 'mine') {
              setBuying(null);
              showToast({
                severity: 'success',
                message: `Thank you! ${registry.ownerName} will see that you bought “${buying.title}”.`,
              });
            }
          }}
        />
      )}
    </Container>
  );
}
