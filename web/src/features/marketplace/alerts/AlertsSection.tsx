// "Your alerts" in Your marketplace: each "Tell me when one is listed near me" the person saved, with
// where, how far, up to what price and in what condition; each can be changed or deleted here.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LISTING_ALERT_LIMITS, minConditionLabel } from '@shared/listing-alerts';
import { PagedListFooter } from '../../../ui/content/PagedListFooter';
import { formatCents } from '../../../ui/format';
import { showToast } from '../../../ui/toast/toast-store';
import { productPath } from '../../catalog';
import { MarketplaceSection } from '../components/MarketplaceSection';
import { useDeleteAlert, useListingAlerts, type SavedAlert } from './api/listing-alerts';

const ListingAlertDialog = lazy(() => import('./ListingAlertDialog'));

/** "Within 25 miles of 11215 (New York) · up to $450.00 · Like new or better" */
export function alertTermsText(a: Pick<SavedAlert, 'radiusMiles' | 'zip' | 'city' | 'maxPriceCents' | 'minCondition'>) {
  return `Within ${a.radiusMiles} miles of ${a.zip}${a.city ? ` (${a.city})` : ''} · up to ${formatCents(a.maxPriceCents)} · ${minConditionLabel(a.minCondition)}`;
}

const centsText = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '');

function AlertRow({
  alert,
  onChange,
  onDelete,
  isDeleting,
}: {
  alert: SavedAlert;
  onChange: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const title = alert.productTitle || 'A product';
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Link component={RouterLink} to={productPath({ id: alert.productId, title })} sx={{ fontWeight: 700 }}>
        {title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {alertTermsText(alert)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <Button size="small" onClick={onChange} aria-label={`Change the alert for ${title}`}>
          Change
        </Button>
        <Button
          size="small"
          color="inherit"
          onClick={onDelete}
          disabled={isDeleting}
          aria-label={`Delete the alert for ${title}`}
        >
          Delete
        </Button>
      </Stack>
    </Box>
  );
}

export function AlertsSection({ uid }: { uid: string }) {
  const list = useListingAlerts(uid);
  const remove = useDeleteAlert(uid);
  const [editing, setEditing] = useState<SavedAlert | null>(null);
  const onDelete = (alert: SavedAlert) =>
    remove.mutate(alert.id, {
      onSuccess: () => showToast({ severity: 'success', message: `The alert for ${alert.productTitle} was deleted.` }),
      onError: () => showToast({ severity: 'error', message: 'The alert could not be deleted. Please try again.' }),
    });
  return (
    <MarketplaceSection id="alerts" title="Your alerts">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Alerts tell you when a product you want is listed near you. You can keep up to {LISTING_ALERT_LIMITS.perPerson};
        add one from a product or your registry with “Tell me when one is listed near me”.
      </Typography>
      {list.items.length > 0 && (
        <Box component="ul" aria-label="Your alerts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.items.map((alert) => (
            <AlertRow
              key={alert.id}
              alert={alert}
              onChange={() => setEditing(alert)}
              onDelete={() => onDelete(alert)}
              isDeleting={remove.isPending && remove.variables === alert.id}
            />
          ))}
        </Box>
      )}
      <PagedListFooter list={list} noun="alerts" emptyText="No alerts yet." />
      {editing && (
        <Suspense fallback={null}>
          <ListingAlertDialog
            product={{ id: editing.productId, title: editing.productTitle }}
            alertId={editing.id}
            initialValues={{
              zip: editing.zip,
              radiusMiles: String(editing.radiusMiles),
              maxPrice: centsText(editing.maxPriceCents),
              minCondition: editing.minCondition ?? '',
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </MarketplaceSection>
  );
}
