// The listing page's actions held across sign-in (pending-action names).
export const LISTING_ACTIONS = { save: 'save-listing', report: 'report-listing', offer: 'make-offer' } as const;
