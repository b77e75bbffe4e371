// The moderation queue (moderationQueue/{id}): blocked attempts, near matches to review and reports,
// with ids that make every finding idempotent (a retried publish or trigger never doubles an item).
import { createHash } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import type { ListingScreening } from '../../shared/marketplace.js';
import type { ModerationItem, ModerationKind } from '../../shared/marketplace-safety.js';

export const MODERATION_QUEUE = 'moderationQueue';
const ALREADY_EXISTS = 6;
const REASON_MAX = 1600;

export interface ListingRef {
  id: string;
  sellerUid: string;
  title: string;
  brand: string;
  model: string;
}

export function queueRef(id: string): DocumentReference {
  return db().collection(MODERATION_QUEUE).doc(id);
}

export const nearMatchId = (listingId: string, recallId: string) => `near-${listingId}-${recallId}`.slice(0, 400);
export const reportId = (listingId: string, reporterUid: string) => `report-${listingId}-${reporterUid}`.slice(0, 400);

function blockedId(listingId: string, screening: ListingScreening): string {
  const cause =
    screening.recallId ??
    createHash('sha256')
      .update(screening.reason ?? '')
      .digest('hex')
      .slice(0, 12);
  return `blocked-${listingId}-${cause}`.slice(0, 400);
}

export function queueItem(
  id: string,
  kind: ModerationKind,
  listing: ListingRef,
  reason: string,
  recallId: string | null,
  reporterUid: string | null,
  now: number,
): ModerationItem {
  return {
    id,
    kind,
    listingId: listing.id,
    sellerUid: listing.sellerUid,
    title: listing.title.slice(0, 200),
    brand: listing.brand.slice(0, 100),
    model: listing.model.slice(0, 100),
    reason: reason.slice(0, REASON_MAX),
    recallId,
    reporterUid,
    status: 'open',
    createdAt: now,
    resolvedAt: null,
    resolvedBy: null,
  };
}

/** Writes `item` unless an item with its id exists (open or resolved: a decision is not reopened). */
async function createOnce(item: ModerationItem): Promise<void> {
  try {
    await queueRef(item.id).create(item);
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return;
    throw error;
  }
}

/**
 * Files what screening found for admins: a blocked attempt (so they can see what sellers try) or a
 * near match to review. A clear screening files nothing.
 */
export async function recordScreeningFinding(listing: ListingRef, screening: ListingScreening): Promise<void> {
  const reason = screening.reason ?? '';
  if (screening.status === 'blocked') {
    const id = blockedId(listing.id, screening);
    await createOnce(queueItem(id, 'blocked-attempt', listing, reason, screening.recallId, null, screening.checkedAt));
  } else if (screening.status === 'review' && screening.recallId) {
    const id = nearMatchId(listing.id, screening.recallId);
    await createOnce(queueItem(id, 'near-match', listing, reason, screening.recallId, null, screening.checkedAt));
  }
}

/** Recalls an admin has reviewed for this listing and found not to apply (approved near matches). */
export async function clearedRecallIds(listingId: string): Promise<string[]> {
  const snap = await db().collection(MODERATION_QUEUE).where('listingId', '==', listingId).get();
  return snap.docs
    .map((d) => d.data() as Partial<ModerationItem>)
    .filter((d) => d.kind === 'near-match' && d.status === 'approved' && typeof d.recallId === 'string')
    .map((d) => d.recallId as string);
}
