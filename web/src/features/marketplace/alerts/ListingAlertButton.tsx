// "Tell me when one is listed near me" on a catalog product and on a registry item: opens the alert
// form. Rendered for everyone; before the app runs, a signed-out tap goes to sign in (SignInFirstForm)
// and, back here, the form opens. A signed-out Save keeps what was typed and reopens the form with it.
import NotificationsActive from '@mui/icons-material/NotificationsActiveOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { ListingAlertFormValues } from '@shared/schemas/listing-alert';
import { afterSignInProps, SignInFirstForm, usePendingAction } from '../../auth';
import { useMarketplaceZip } from '../hooks/use-browser-state';
import { ALERT_ACTION, alertDraftFrom, emptyAlertValues, type AlertProduct } from './alert-form-values';

// The form and its schema load on the first tap, not with the page.
const ListingAlertDialog = lazy(() => import('./ListingAlertDialog'));

export interface ListingAlertButtonProps {
  product: AlertProduct;
  size?: ButtonProps['size'];
}

export default function ListingAlertButton({ product, size = 'medium' }: ListingAlertButtonProps) {
  const [zip] = useMarketplaceZip();
  const [draft, setDraft] = useState<ListingAlertFormValues | null>(null);
  usePendingAction(ALERT_ACTION, product.id, (values) => setDraft(alertDraftFrom(values, emptyAlertValues(zip))));
  return (
    <>
      <SignInFirstForm>
        <Button
          {...afterSignInProps({ action: ALERT_ACTION, target: product.id })}
          variant="outlined"
          size={size}
          startIcon={<NotificationsActive />}
          onClick={(event) => {
            event.preventDefault();
            setDraft(emptyAlertValues(zip));
          }}
          aria-label={`Tell me when one is listed near me: ${product.title}`}
        >
          Tell me when one is listed near me
        </Button>
      </SignInFirstForm>
      {draft && (
        <Suspense fallback={null}>
          <ListingAlertDialog product={product} initialValues={draft} onClose={() => setDraft(null)} />
        </Suspense>
      )}
    </>
  );
}
