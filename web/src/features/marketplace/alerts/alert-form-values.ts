// The alert form's values outside the form itself: the defaults, and what is held across sign-in (so
// the button that opens the form loads no schema until the form is opened).
import { CONDITION_VALUES } from '@shared/marketplace';
import type { ListingAlertFormValues } from '@shared/schemas/listing-alert';
import type { AfterSignIn } from '../../auth';

export const ALERT_ACTION = 'listing-alert';

export interface AlertProduct {
  id: string;
  title: string;
}

const PRICE_TYPED_MAX = 12;

export const emptyAlertValues = (zip = ''): ListingAlertFormValues => ({
  zip,
  radiusMiles: '25',
  maxPrice: '',
  minCondition: '',
});

/** What the person chose, held across sign-in (bounded as the fields are). */
export function alertAfterSignIn(productId: string, v: ListingAlertFormValues): AfterSignIn {
  return {
    action: ALERT_ACTION,
    target: productId,
    values: {
      zip: v.zip.slice(0, 5),
      radiusMiles: v.radiusMiles,
      maxPrice: v.maxPrice.slice(0, PRICE_TYPED_MAX),
      minCondition: v.minCondition,
    },
  };
}

/** A held draft back as form values: each kept as typed (the form checks it), an unknown choice dropped. */
export function alertDraftFrom(
  values: Record<string, string>,
  fallback: ListingAlertFormValues,
): ListingAlertFormValues {
  const condition = values.minCondition ?? '';
  return {
    zip: (values.zip ?? fallback.zip).slice(0, 5),
    radiusMiles: /^\d{1,3}$/.test(values.radiusMiles ?? '') ? (values.radiusMiles as string) : fallback.radiusMiles,
    maxPrice: (values.maxPrice ?? '').slice(0, PRICE_TYPED_MAX),
    minCondition: (CONDITION_VALUES as readonly string[]).includes(condition) ? condition : '',
  };
}
