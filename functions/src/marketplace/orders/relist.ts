// What a cancelled order's listing becomes (issue 23 #5, #19). It goes back on sale only when its
// seller still has an account and it passes screening again (a recall may have come out since it
// sold); otherwise it is removed with the reason, or held for an admin on a near match. A listing
// document that is gone is skipped: the order still cancels.
import type { Transaction } from 'firebase-admin/firestore';
import { adminAuth, db } from '../../lib/admin.js';
import { isUserNotFound } from '../../lib/auth.js';
import type { Listing, ListingScreening } from '../../shared/marketplace.js';
import { deletedAccountRef } from '../../lib/deleted-accounts.js';
import { recordScreeningFinding } from '../moderation/queue.js';
import { notify } from '../../notify/notifications.js';
import { screenListing } from '../screening/screen-listing.js';
import { listingSellerUid } from '../sellers.js';

export const SELLER_GONE_REASON = "The seller's account was closed, so this item is no longer for sale.";

/**
 * The seller's account: false once deletion began (the marker), the public id's mapping is gone
 * (deletion removes it) or the Auth user is gone.
 */
async function sellerExists(tx: Transaction, sellerUid: string | null): Promise<boolean> {
  if (!sellerUid || sellerUid === 'deleted') return false;
  if ((await tx.get(deletedAccountRef(sellerUid))).exists) return false;
  try {
    await adminAuth().getUser(sellerUid);
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}

export interface ListingAfterCancel {
  /** The listing's writes, for after every read of the transaction. */
  write: () => void;
  /** After the commit: tell moderation and the seller when it did not go back on sale. */
  afterCommit: () => Promise<void>;
}

const NOTHING: ListingAfterCancel = { write: () => undefined, afterCommit: () => Promise.resolve() };

/** Reads (in `tx`) and decides what the cancelled order's listing becomes; writes nothing yet. */
export async function listingAfterCancel(
  tx: Transaction,
  order: { listingId: string; sellerUid: string; listing: { title: string } },
  orderId: string,
  now: number,
): Promise<ListingAfterCancel> {
  const ref = db().collection('listings').doc(order.listingId);
  const snap = await tx.get(ref);
  const listing = snap.data() as Listing | undefined;
  // Gone (#19), or already taken down by a recall or an admin since it sold: nothing to put back.
  if (!listing || listing.status !== 'sold') return NOTHING;
  const base = { soldAt: null, reservation: null, updatedAt: now };
  const sellerUid = await listingSellerUid(listing);
  if (!sellerUid || !(await sellerExists(tx, sellerUid))) {
    return {
      write: () => tx.update(ref, { ...base, status: 'removed', removedReason: SELLER_GONE_REASON }),
      afterCommit: () => Promise.resolve(),
    };
  }
  const screening = await screenListing(listing, now, { listingId: snap.id });
  const status = screening.status === 'clear' ? 'active' : screening.status === 'review' ? 'draft' : 'removed';
  const removedReason = status === 'removed' ? (screening.reason ?? 'This item cannot be listed.') : null;
  return {
    write: () => tx.update(ref, { ...base, status, screening, removedReason }),
    afterCommit: async () => {
      if (screening.status === 'clear') return;
      await recordScreeningFinding(
        { id: snap.id, sellerUid, title: listing.title, brand: listing.brand, model: listing.model },
        screening,
      );
      await notify(sellerUid, notice(orderId, order.listing.title, screening));
    },
  };
}

function notice(orderId: string, title: string, screening: ListingScreening) {
  const held = screening.status === 'review';
  return {
    id: `order-${orderId}-relist`,
    kind: 'listing-removed',
    title: held ? `${title}: held for a safety check` : `${title}: not back on sale`,
    body: held
      ? 'The order was cancelled. The item looks close to a recalled product, so an admin will check it before it goes back on sale.'
      : `The order was cancelled, and the item cannot go back on sale: ${screening.reason ?? 'it did not pass screening.'}`,
    link: '/marketplace/my-listings',
  };
}
