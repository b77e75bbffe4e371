// A signed-in person reports a listing: one open report per reporter and listing, never their own.
import { db } from '../../lib/admin.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import { runTransaction } from '../../lib/transactions.js';
import { PUBLIC_LISTING_STATUSES, type Listing } from '../../shared/marketplace.js';
import type { ModerationItem } from '../../shared/marketplace-safety.js';
import { queueItem, queueRef, reportId } from './queue.js';
import { listingSellerUid } from '../sellers.js';

export const REPORT_LIMIT: RateLimit = {
  scope: 'listing-report',
  max: 10,
  windowMs: 60 * 60 * 1000,
  message: 'You have reported a lot of listings in the last hour. Please try again later.',
};

export const LISTING_NOT_FOUND_MESSAGE = 'This listing does not exist or is no longer listed.';
export const OWN_LISTING_MESSAGE = 'You cannot report your own listing. Edit or remove it instead.';
export const ALREADY_REPORTED_MESSAGE = 'You have already reported this listing. Our team will look at it soon.';

export interface ReportInput {
  listingId: string;
  reporterUid: string;
  reason: string;
}

/** Files the report for admins; returns the queue item's id. */
export async function reportListing({ listingId, reporterUid, reason }: ReportInput, now = Date.now()) {
  const listingRef = db().collection('listings').doc(listingId);
  const ref = queueRef(reportId(listingId, reporterUid));
  return runTransaction(async (tx) => {
    const [listingSnap, existing] = await Promise.all([tx.get(listingRef), tx.get(ref)]);
    const listing = listingSnap.data() as Listing | undefined;
    if (!listing || !PUBLIC_LISTING_STATUSES.includes(listing.status)) throw notFound(LISTING_NOT_FOUND_MESSAGE);
    const sellerUid = (await listingSellerUid(listing)) ?? '';
    if (sellerUid === reporterUid) throw forbidden(OWN_LISTING_MESSAGE);
    if ((existing.data() as ModerationItem | undefined)?.status === 'open') throw conflict(ALREADY_REPORTED_MESSAGE);
    // A resolved earlier report by the same person is replaced: the new one is what is open now.
    tx.set(ref, queueItem(ref.id, 'report', { ...listing, id: listingId, sellerUid }, reason, null, reporterUid, now));
    return { id: ref.id, status: 'open' as const };
  });
}
