// Admin moderation: the queue page by page, approve (a near match clears; a report or blocked attempt
// is dismissed) and remove (the listing comes down and its seller is told why).
import { FieldPath, type DocumentData, type Query } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/transactions.js';
import { activeListingLimit, MARKETPLACE_LIMITS, type Listing, type ListingStatus } from '../../shared/marketplace.js';
import {
  MODERATION_PAGE_SIZE,
  MODERATION_STATUSES,
  type ModerationItem,
  type ModerationStatus,
} from '../../shared/marketplace-safety.js';
import { notificationRef, notifyInTransaction } from '../../notify/notifications.js';
import { screenListing } from '../screening/screen-listing.js';
import { clearedRecallIds, MODERATION_QUEUE, queueRef } from './queue.js';

export const ITEM_NOT_FOUND_MESSAGE = 'This moderation item does not exist.';
export const ALREADY_RESOLVED_MESSAGE = 'Someone has already resolved this item.';

interface Cursor {
  createdAt: number;
  id: string;
}

export function encodeCursor(item: Pick<ModerationItem, 'createdAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([item.createdAt, item.id])).toString('base64url');
}

function decodeCursor(cursor: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'number' && typeof id === 'string') return { createdAt, id };
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('The page cursor is not valid.');
}

export function parseQueueStatus(status: unknown): ModerationStatus {
  if (status === undefined) return 'open';
  const found = MODERATION_STATUSES.find((s) => s === status);
  if (!found) throw badRequest(`status must be one of ${MODERATION_STATUSES.join(', ')}.`);
  return found;
}

/** Newest first, MODERATION_PAGE_SIZE at a time; nextCursor is null on the last page. */
export async function listQueue(status: ModerationStatus, cursor: string | null) {
  let query: Query<DocumentData> = db()
    .collection(MODERATION_QUEUE)
    .where('status', '==', status)
    .orderBy('createdAt', 'desc')
    // The document id breaks ties, so the (status, createdAt) index serves this query.
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(MODERATION_PAGE_SIZE + 1);
  if (cursor) {
    const at = decodeCursor(cursor);
    query = query.startAfter(at.createdAt, at.id);
  }
  const items = (await query.get()).docs.map((d) => d.data() as ModerationItem);
  const page = items.slice(0, MODERATION_PAGE_SIZE);
  const last = page[page.length - 1];
  return { items: page, nextCursor: items.length > MODERATION_PAGE_SIZE && last ? encodeCursor(last) : null };
}

async function openItem(id: string): Promise<ModerationItem> {
  const item = (await queueRef(id).get()).data() as ModerationItem | undefined;
  if (!item) throw notFound(ITEM_NOT_FOUND_MESSAGE);
  if (item.status !== 'open') throw conflict(ALREADY_RESOLVED_MESSAGE);
  return item;
}

const resolution = (status: ModerationStatus, adminUid: string, now: number) => ({
  status,
  resolvedAt: now,
  resolvedBy: adminUid,
});

/** A held draft goes live only as publishing would let it: with photos and under the seller's limit. */
async function assertCanGoLive(listing: Listing): Promise<void> {
  if ((listing.photos?.length ?? 0) < MARKETPLACE_LIMITS.photosMin) {
    throw conflict('The listing has no photos yet; it goes live when its seller publishes it.');
  }
  const live = await db()
    .collection('listings')
    .where('sellerId', '==', listing.sellerId)
    .where('status', 'in', ['active', 'reserved'])
    .count()
    .get();
  if (live.data().count >= activeListingLimit(listing.seller?.completedSales ?? 0)) {
    throw conflict('The seller is at their active listing limit; the listing stays a draft.');
  }
}

/** Statuses a near match can be held in before an admin approves it (held at publish, or listed). */
const APPROVABLE: readonly ListingStatus[] = ['draft', 'active', 'reserved'];

/**
 * Approves a queue item. A near match: the listing is screened again with that recall (and any other
 * approved ones) set aside, and goes live when nothing else stands in the way. Anything else is dismissed.
 */
export async function approveItem(id: string, adminUid: string, now = Date.now()) {
  const item = await openItem(id);
  if (item.kind !== 'near-match') {
    await runTransaction(async (tx) => {
      const snap = await tx.get(queueRef(id));
      if ((snap.data() as ModerationItem | undefined)?.status !== 'open') throw conflict(ALREADY_RESOLVED_MESSAGE);
      tx.update(queueRef(id), resolution('dismissed', adminUid, now));
    });
    return { id, status: 'dismissed' as const, listingStatus: null };
  }
  const listingRef = db().collection('listings').doc(item.listingId);
  const listing = (await listingRef.get()).data() as Listing | undefined;
  if (!listing) throw notFound('The listing of this item no longer exists.');
  if (listing.status === 'draft') await assertCanGoLive(listing);
  const cleared = [...(await clearedRecallIds(item.listingId)), ...(item.recallId ? [item.recallId] : [])];
  const screening = await screenListing(listing, now, { clearedRecallIds: cleared });
  if (screening.status !== 'clear') throw conflict(`The listing still does not pass screening: ${screening.reason}`);
  return runTransaction(async (tx) => {
    const [itemSnap, listingSnap] = await Promise.all([tx.get(queueRef(id)), tx.get(listingRef)]);
    if ((itemSnap.data() as ModerationItem | undefined)?.status !== 'open') throw conflict(ALREADY_RESOLVED_MESSAGE);
    const current = listingSnap.data() as Listing | undefined;
    if (!current || !APPROVABLE.includes(current.status)) throw conflict('The listing can no longer be approved.');
    const noteRef = notificationRef(`moderation-${id}`);
    const noteExists = (await tx.get(noteRef)).exists;
    const status: ListingStatus = current.status === 'draft' ? 'active' : current.status;
    tx.update(listingRef, {
      status,
      screening,
      updatedAt: now,
      ...(current.publishedAt ? {} : { publishedAt: now }),
    });
    tx.update(queueRef(id), resolution('approved', adminUid, now));
    notifyInTransaction(tx, noteRef, noteExists, item.sellerUid, {
      kind: 'listing-approved',
      title: `${current.title} passed its safety review`,
      body: `We checked ${current.title} against the recall it resembled and it is not the recalled model. It is listed now.`,
      link: '/marketplace/my-listings',
    });
    return { id, status: 'approved' as const, listingStatus: status };
  });
}

/** Removes the item's listing (unless sold), resolves the listing's other open items, and tells the seller. */
export async function removeItem(id: string, reason: string, adminUid: string, now = Date.now()) {
  const item = await openItem(id);
  if (item.kind === 'refund') throw conflict('A refund is not a listing to remove: approve it to mark it seen.');
  const listingRef = db().collection('listings').doc(item.listingId);
  const others = await db().collection(MODERATION_QUEUE).where('listingId', '==', item.listingId).get();
  return runTransaction(async (tx) => {
    const noteRef = notificationRef(`moderation-${id}`);
    const [itemSnap, listingSnap, noteSnap] = await Promise.all([
      tx.get(queueRef(id)),
      tx.get(listingRef),
      tx.get(noteRef),
    ]);
    if ((itemSnap.data() as ModerationItem | undefined)?.status !== 'open') throw conflict(ALREADY_RESOLVED_MESSAGE);
    const listing = listingSnap.data() as Listing | undefined;
    if (listing?.status === 'sold') throw conflict('A sold listing cannot be removed; resolve the order instead.');
    if (listing && listing.status !== 'removed') {
      tx.update(listingRef, { status: 'removed', removedReason: reason, updatedAt: now });
      notifyInTransaction(tx, noteRef, noteSnap.exists, item.sellerUid, {
        kind: 'listing-removed',
        title: `${listing.title} was removed`,
        body: `${listing.title} was removed by our safety team: ${reason}`,
        link: '/marketplace/my-listings',
      });
    }
    for (const other of others.docs) {
      // A refund stays open for admins whatever happens to the listing.
      if (other.get('status') === 'open' && other.get('kind') !== 'refund')
        tx.update(other.ref, resolution('removed', adminUid, now));
    }
    tx.update(queueRef(id), resolution('removed', adminUid, now));
    return { id, status: 'removed' as const, listingStatus: listing ? ('removed' as const) : null };
  });
}
