// One item of the owner's registry: the product, its purchased state, privacy switch and remove.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { showToast } from '../../../ui/toast/toast-store';
import type { RegistryItem } from '@shared/registry';
import type { OutgrowStatus } from '@shared/outgrow';
import { removeProductFromRegistry } from '../api/mutations';
import { toggleProductPrivacy } from '../api/privacy';
import { formatUsd } from '../../../ui/format';
import { UsedAvailability } from '../../../ui/content/UsedAvailability';
import { ListingAlertButton } from '../../marketplace';
import { isTimeToSell, OutgrowNote, sellFromProductPath } from './OutgrowNote';
import { ItemAgeRange } from './ItemAgeRange';

export function RegistryItemRow({
  uid,
  item,
  hidePurchased = false,
  used,
  outgrow,
}: {
  uid: string;
  item: RegistryItem;
  hidePurchased?: boolean;
  /** This product's active marketplace listings, when any. */
  used?: { count: number; minPriceCents: number };
  /** Where a received gift stands for the baby (absent: no baby date, or not received). */
  outgrow?: OutgrowStatus;
}) {
  const [isPublic, setIsPublic] = useState(item.isPublic);
  const [busy, setBusy] = useState(false);
  const switchId = `privacy-${item.id}`;

  const toggle = async (next: boolean) => {
    setIsPublic(next);
    setBusy(true);
    try {
      const result = await toggleProductPrivacy(uid, item.id, next);
      setIsPublic(result.isPublic);
    } catch (error) {
      setIsPublic(!next);
      showToast({
        severity: 'error',
        message: error instanceof Error ? error.message : 'Failed to toggle product privacy',
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeProductFromRegistry(uid, item.id);
      showToast({ severity: 'success', message: `"${item.title}" was removed from your registry.` });
    } catch (error) {
      console.error('Removing failed', error);
      showToast({ severity: 'error', message: 'We could not remove that item. Please try again.' });
      setBusy(false);
    }
  };

  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 2, py: 2, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Box
        sx={{
          width: 88,
          height: 88,
          flexShrink: 0,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#efe7da',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" width={88} height={88} loading="lazy" style={{ objectFit: 'cover' }} />
        ) : (
          <Typography aria-hidden sx={{ fontSize: 32, fontWeight: 800, color: 'primary.main' }}>
            {item.title.slice(0, 1).toUpperCase()}
          </Typography>
        )}
      </Box>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[item.brand, item.price !== undefined ? formatUsd(item.price) : null, item.retailer]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <UsedAvailability title={item.title} used={used} />
        {item.id.startsWith('link-') && (
          <ItemAgeRange uid={uid} itemId={item.id} title={item.title} ageRange={item.ageRange} />
        )}
        {outgrow && <OutgrowNote status={outgrow} productId={item.id} title={item.title} />}
        {item.purchased && !isTimeToSell(outgrow) && (
          <Link component={RouterLink} to={sellFromProductPath(item.id)} variant="body2">
            Sell this
            <Box component="span" sx={visuallyHidden}>
              {' '}
              ({item.title})
            </Box>
          </Link>
        )}
        {/* Still wanted, from the catalog (an item added from a link has an id of its own, "link-…"). */}
        {!item.purchased && !item.id.startsWith('link-') && (
          <Box>
            <ListingAlertButton product={{ id: item.id, title: item.title }} size="small" />
          </Box>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {!hidePurchased && (
            <Chip
              size="small"
              label={item.purchased ? 'Purchased' : 'Still needed'}
              color={item.purchased ? 'success' : 'default'}
            />
          )}
          {item.externalUrl && (
            <Link href={item.externalUrl} target="_blank" rel="noopener noreferrer nofollow" variant="body2">
              View at store
            </Link>
          )}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch
                id={switchId}
                checked={isPublic}
                disabled={busy}
                onChange={(e) => void toggle(e.target.checked)}
              />
            }
            label={
              <>
                Visible to gift givers
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  for {item.title}
                </Box>
              </>
            }
            slotProps={{ typography: { variant: 'body2' } }}
            sx={{ mr: 0 }}
          />
          <Button
            size="small"
            color="inherit"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={`Remove ${item.title}`}
          >
            Remove
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
