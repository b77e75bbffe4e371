// The marketplace as other features may use it.
export { ListingCard, ListingGrid } from './components/ListingCard';
export { useListing, listingQueryOptions } from './listing/api/get-listing';
export { useUsedSummaries } from './browse/api/used-summary';
export { default as ListingAlertButton } from './alerts/ListingAlertButton';
