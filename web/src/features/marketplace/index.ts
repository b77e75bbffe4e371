// The marketplace as other features may use it.
export { ListingCard, ListingGrid } from './components/ListingCard';
export { useListing, listingQueryOptions } from './api/get-listing';
export { useUsedSummaries } from './api/used-summary';
