// The marketplace's query keys: every read in the area is cached under one of these, so a change can
// mark exactly what it touched stale (and the server render dehydrates the same keys the browser reads).
import type { BrowseFilters } from '../browse/api/browse-listings';

export const marketplaceKeys = {
  all: ['marketplace'] as const,
  /** GET /api/marketplace/listings with these filters (an infinite query). */
  browse: (filters: BrowseFilters) => ['marketplace', 'browse', filters] as const,
  /** listings/{id}, as anyone may read it. */
  listing: (id: string) => ['marketplace', 'listing', id] as const,
  /** listings/{id}, as its seller reads it (drafts too). */
  myListing: (id: string) => ['marketplace', 'mine', id] as const,
  /** The seller's own listings and completed sales. */
  myListings: (uid: string) => ['marketplace', 'my-listings', uid] as const,
  /** A catalog product a new listing starts from. */
  sellFromProduct: (productId: string) => ['marketplace', 'sell-from-product', productId] as const,
  /** A catalog product's suggested resale price, for every condition. */
  priceSuggestion: (productId: string) => ['marketplace', 'price-suggestion', productId] as const,
  /** Catalog products whose titles start like what the seller typed. */
  titleSuggestions: (q: string) => ['marketplace', 'title-suggestions', q] as const,
  /** Used listings per catalog product. */
  used: (productIds: readonly string[]) => ['marketplace', 'used', productIds] as const,
  insights: () => ['marketplace', 'insights'] as const,
  ownSellerId: (uid: string) => ['marketplace', 'own-seller-id', uid] as const,
  savedAddress: (uid: string) => ['marketplace', 'saved-address', uid] as const,
  orderShipping: (orderId: string) => ['marketplace', 'order-shipping', orderId] as const,
  /** users/{uid}/savedListings: everything under it, one listing, the list. */
  saved: (uid: string) => ['marketplace', 'saved', uid] as const,
  savedOne: (uid: string, listingId: string) => ['marketplace', 'saved', uid, 'listing', listingId] as const,
  savedList: (uid: string) => ['marketplace', 'saved', uid, 'list'] as const,
  /** The offers a person made and received. */
  offers: (uid: string) => ['marketplace', 'offers', uid] as const,
  /** An accepted offer's amount, for the checkout (null when it is not accepted or has expired). */
  acceptedOffer: (offerId: string | null) => ['marketplace', 'accepted-offer', offerId] as const,
  checkout: (id: string) => ['marketplace', 'checkout', id] as const,
  /** Back from the payment page without paying: the hold released (asked once). */
  leftCheckout: (checkoutId: string | null) => ['marketplace', 'left-checkout', checkoutId] as const,
  orders: (uid: string) => ['marketplace', 'orders', uid] as const,
  /** orders/{id}, live. */
  order: (id: string) => ['marketplace', 'order', id] as const,
  /** An order's message thread, live. */
  orderMessages: (orderId: string) => ['marketplace', 'order-messages', orderId] as const,
  pickupCode: (orderId: string, status: string) => ['marketplace', 'pickup-code', orderId, status] as const,
  /** questions/{id}, live, and its messages, live. */
  question: (id: string) => ['marketplace', 'question', id] as const,
  questionMessages: (threadId: string) => ['marketplace', 'question-messages', threadId] as const,
  notifications: (uid: string) => ['marketplace', 'notifications', uid] as const,
  /** listingAlerts where uid: the person's "Tell me when one is listed near me" alerts. */
  alerts: (uid: string) => ['marketplace', 'alerts', uid] as const,
  /** The hub's counts and activity: invalidated together after anything that changes them. */
  hub: () => ['marketplace', 'hub'] as const,
  hubCounts: (uid: string) => ['marketplace', 'hub', 'counts', uid] as const,
  hubActivity: (uid: string) => ['marketplace', 'hub', 'activity', uid] as const,
};
