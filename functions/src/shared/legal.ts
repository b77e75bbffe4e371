// The paths of the policy pages (/terms, /privacy-policy, ...): the web app's route table and the
// sitemap both list them from here. Titles and texts stay in web/src/features/legal.
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
