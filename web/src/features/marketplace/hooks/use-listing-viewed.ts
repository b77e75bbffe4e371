// A listing page view: the analytics event with the product vocabulary (spec section 3) and the
// listing at the front of the visitor's recently viewed list. Effects only: never in a server render.
// One view per visit: the page mounting again as the session resolves is not a second view.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Listing } from '@shared/marketplace';
import { trackViewedOnce } from '../../../lib/analytics/viewed-once';
import { rememberViewed } from '../recently-viewed';

export function useListingViewed(listing: Listing): void {
  const location = useLocation();
  useEffect(() => {
    trackViewedOnce(location, 'Listing Viewed', listing.id, {
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
  }, [listing, location]);
}
