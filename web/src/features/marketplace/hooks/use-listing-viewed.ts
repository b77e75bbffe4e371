// A listing page view: the analytics event with the product vocabulary (spec section 3) and the
// listing at the front of the visitor's recently viewed list. Effects only: never in a server render.
import { useEffect } from 'react';
import type { Listing } from '@shared/marketplace';
import { track } from '../../../lib/analytics/track';
import { rememberViewed } from '../recently-viewed';

export function useListingViewed(listing: Listing): void {
  useEffect(() => {
    track('Listing Viewed', {
      product_id: listing.id,
      name: listing.title,
      title: listing.title,
      brand: listing.brand,
      category: listing.category,
      subcategory: listing.subcategory,
      price: listing.priceCents / 100,
      condition: listing.condition,
      age_range: `${listing.ageMinMonths}-${listing.ageMaxMonths} months`,
    });
    rememberViewed(listing);
  }, [listing]);
}
