// One recall against one listing: the task the recall trigger enqueues per candidate (queue
// `recallListing`, apply-recall.ts). It reads the recall and the listing again, so a task run late
// or twice acts on what is true then: a matching active or reserved listing is removed and its
// seller told, the buyers of a matching sold one are told, a near match is queued for an admin.
// Removals are transactional and notifications and queue items have deterministic ids.
import { z } from 'zod';
import { db } from '../../lib/admin.js';
import { runTransaction } from '../../lib/transactions.js';
import { listingPath, type Listing, type ListingScreening } from '../../shared/marketplace.js';
import type { Recall } from '../../shared/marketplace-safety.js';
import { recordScreeningFinding } from '../moderation/queue.js';
import { notificationRef, notify, notifyInTransaction } from '../../notify/notifications.js';
import { listingSellerUid } from '../sellers.js';
import { currentRecalls, RECALLS, toRecall } from '../screening/recall-store.js';
import { matchCatalogProduct, matchRecall, type CatalogFacts, type RecallMatch } from '../screening/recall-match.js';
import { catalogFactsOf } from '../screening/screen-listing.js';
import { nearMatchReason, recallReason, screenAgainst } from '../screening/screen.js';

export const RECALL_LISTING_QUEUE = 'recallListing';

const documentId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^/]+$/);
export const recallListingTaskSchema = z.object({ recallId: documentId, listingId: documentId }).strict();
export type RecallListingTask = z.infer<typeof recallListingTaskSchema>;

/** What one task did: counts, so a caller can add up a recall's tasks. */
export interface RecallListingOutcome {
  removed: number;
  /** Buyers of a sold match told (by this task or before). */
  buyersNotified: number;
  nearMatches: number;
}

const NOTHING: RecallListingOutcome = { removed: 0, buyersNotified: 0, nearMatches: 0 };

const recallNotificationId = (recallId: string, listingId: string, uid: string) =>
  `recall-${recallId}-${listingId}-${uid}`;

const strength = (m: RecallMatch) => (m === 'match' ? 2 : m === 'near' ? 1 : 0);

/**
 * The listing against the recall by its own words and by its catalog product (issue 23 #13: the
 * seller cannot respell the product or move its date out of the range), the stronger of the two.
 */
function matchListing(
  listing: Parameters<typeof matchRecall>[0],
  product: CatalogFacts | null,
  recall: Recall,
): RecallMatch {
  const byText = matchRecall(listing, recall);
  const byProduct = product ? matchCatalogProduct(product, listing.manufactureDate, recall) : null;
  return strength(byProduct) > strength(byText) ? byProduct : byText;
}

function recallScreening(recall: Recall, recalls: Recall[], now: number): ListingScreening {
  return {
    status: 'blocked',
    recallsChecked: recalls.length,
    checkedAt: now,
    reason: recallReason(recall),
    recallId: recall.id,
  };
}

/** Removes one matching listing and tells its seller, in one transaction; false if it no longer applies. */
async function removeListing(
  listingId: string,
  recall: Recall,
  recalls: Recall[],
  now: number,
  product: CatalogFacts | null,
): Promise<boolean> {
  const listingRef = db().collection('listings').doc(listingId);
  return runTransaction(async (tx) => {
    const snap = await tx.get(listingRef);
    const listing = snap.data() as Listing | undefined;
    if (
      !listing ||
      !['active', 'reserved'].includes(listing.status) ||
      matchListing(listing, product, recall) !== 'match'
    ) {
      return false;
    }
    const screening = screenAgainst(listing, recalls, now, { catalogProduct: product });
    const removedReason = screening.reason ?? recallReason(recall);
    const sellerUid = await listingSellerUid(listing);
    if (!sellerUid) {
      // The seller's account is gone: nobody to tell.
      tx.update(listingRef, { status: 'removed', removedReason, screening, updatedAt: now });
      return true;
    }
    const ref = notificationRef(recallNotificationId(recall.id, listingId, sellerUid));
    const exists = (await tx.get(ref)).exists;
    tx.update(listingRef, { status: 'removed', removedReason, screening, updatedAt: now });
    notifyInTransaction(tx, ref, exists, sellerUid, {
      kind: 'recall',
      title: `${listing.title} was removed`,
      body: `${listing.title} was removed: it matches a recall of the ${recall.brand} ${recall.productName}. ${recall.hazard} Remedy: ${recall.remedy}`,
      link: '/marketplace/my-listings',
    });
    return true;
  });
}

/** Tells each buyer of a sold listing that matches (orders are never cancelled by a recall). */
async function notifyBuyers(listing: Listing, recall: Recall): Promise<number> {
  const orders = await db().collection('orders').where('listingId', '==', listing.id).get();
  const buyers = new Set(
    orders.docs
      .filter((o) => o.get('status') !== 'cancelled')
      .map((o) => o.get('buyerUid') as unknown)
      .filter((uid): uid is string => typeof uid === 'string' && uid.length > 0),
  );
  for (const uid of buyers) {
    await notify(uid, {
      id: recallNotificationId(recall.id, listing.id, uid),
      kind: 'recall',
      title: `Recall: ${listing.title}`,
      body: `${listing.title}, which you bought on Recess, matches a recall of the ${recall.brand} ${recall.productName}. ${recall.hazard} Remedy: ${recall.remedy}`,
      link: listingPath(listing),
    });
  }
  return buyers.size;
}

/** Applies recalls/{recallId} to listings/{listingId} (see the header); a recall or listing gone does nothing. */
export async function applyRecallToListing(task: unknown, now = Date.now()): Promise<RecallListingOutcome> {
  const { recallId, listingId } = recallListingTaskSchema.parse(task);
  const [recallSnap, listingSnap] = await Promise.all([
    db().collection(RECALLS).doc(recallId).get(),
    db().collection('listings').doc(listingId).get(),
  ]);
  const recall = recallSnap.exists ? toRecall(recallSnap.id, recallSnap.data() ?? {}) : null;
  const stored = listingSnap.data() as Listing | undefined;
  if (!recall || !stored) return NOTHING;
  const listing: Listing = { ...stored, id: listingSnap.id };
  const product = await catalogFactsOf(listing.productId);
  const match = matchListing(listing, product, recall);
  if (!match) return NOTHING;
  const recalls = await currentRecalls();
  if (match === 'match' && listing.status === 'sold') {
    // The sold listing stays readable, now saying it is recalled.
    await listingSnap.ref.update({ screening: recallScreening(recall, recalls, now) });
    return { ...NOTHING, buyersNotified: await notifyBuyers(listing, recall) };
  }
  if (match === 'match') {
    return { ...NOTHING, removed: (await removeListing(listing.id, recall, recalls, now, product)) ? 1 : 0 };
  }
  if (listing.status !== 'active' && listing.status !== 'reserved') return NOTHING;
  // Still listed: an admin decides whether it is the recalled model.
  const screening = {
    ...recallScreening(recall, recalls, now),
    status: 'review' as const,
    reason: nearMatchReason(recall),
  };
  await recordScreeningFinding({ ...listing, sellerUid: (await listingSellerUid(listing)) ?? '' }, screening);
  return { ...NOTHING, nearMatches: 1 };
}
