// The marketplace as other features may use it.
export { ListingCard, ListingGrid } from './components/ListingCard';
export { formatCents } from './components/listing-format';
export { useListing, listingQueryOptions } from './api/get-listing';
export { UsedAvailability } from './components/UsedAvailability';
export { useUsedSummaries } from './api/used-summary';
