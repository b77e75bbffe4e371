// The paths of the policy pages, for the route table; their titles and text stay in the legal chunk.
export const LEGAL_SLUGS = [
  'terms',
  'terms-of-service',
  'privacy-policy',
  'consumer-health-data-privacy-notice',
  'cookie-policy',
  'recess-protect',
  'buyer-policy',
  'seller-policy',
  'fee-policy',
  'return-policy',
  'shipping-policy',
  'prohibited-items-policy',
  'excessive-listing-removal-policy',
] as const;
