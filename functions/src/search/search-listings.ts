// One page of listing search over the in-memory copy: words, filters, sort, facets and the cursor.
import { badRequest } from '../lib/errors.js';
import { LISTINGS_PAGE_SIZE } from '../shared/marketplace.js';
import type { ListingSearchParams, ListingSearchResponse } from '../shared/marketplace-browse.js';
import { UNKNOWN_ZIP_MESSAGE, zipArea } from '../shared/zip-areas.js';
import { decodeListingCursor, encodeListingCursor, resumeAt } from './listing-cursor.js';
import { cardOf, rankListings, type IndexedListing } from './rank-listings.js';

export const LISTING_CURSOR_MESSAGE = 'The page link is not valid: start the search again.';

export function searchListingPage(
  index: Iterable<IndexedListing>,
  params: ListingSearchParams,
  pageSize: number = LISTINGS_PAGE_SIZE,
): ListingSearchResponse {
  const origin = params.zip === null ? null : zipArea(params.zip);
  if (params.zip !== null && !origin) throw badRequest(UNKNOWN_ZIP_MESSAGE);
  if (params.sort === 'nearest' && !origin) throw badRequest('Enter a ZIP code to sort by distance.');
  const cursor = params.cursor === null ? null : decodeListingCursor(params.cursor);
  if (params.cursor !== null && !cursor) throw badRequest(LISTING_CURSOR_MESSAGE);
  const { hits, facets } = rankListings(index, params, origin);
  const start = cursor ? resumeAt(hits, cursor) : 0;
  // Cards for the page only: a query matching thousands builds 24.
  const items = hits.slice(start, start + pageSize).map(cardOf);
  const end = start + items.length;
  const last = items.at(-1);
  return {
    items,
    nextCursor: last && end < hits.length ? encodeListingCursor({ offset: end, lastId: last.id }) : null,
    total: hits.length,
    facets,
  };
}
