// What a new or changed recall does (the recalls trigger and the admin endpoint both call it):
// keeps marketplaceMeta/recalls current, removes each active or reserved listing that matches and
// tells its seller, tells the buyers of sold matches, and queues near matches for an admin. Safe to
// run twice: removals are transactional and notifications have deterministic ids.
import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../../lib/admin.js';
import { runTransaction } from '../../lib/transactions.js';
import { listingPath, type Listing, type ListingScreening } from '../../shared/marketplace.js';
import type { Recall } from '../../shared/marketplace-safety.js';
import { recordScreeningFinding } from '../moderation/queue.js';
import { notificationRef, notify, notifyInTransaction } from '../../notify/notifications.js';
import { listingSellerUid } from '../sellers.js';
import { RECALLS, RECALLS_META_PATH, readAllRecalls, toRecall } from '../screening/recall-store.js';
import { matchCatalogProduct, matchRecall, type CatalogFacts, type RecallMatch } from '../screening/recall-match.js';
import { catalogFactsOf } from '../screening/screen-listing.js';
import { nearMatchReason, recallReason, screenAgainst } from '../screening/screen.js';

export interface RecallOutcome {
  recallId: string;
  /** Listings removed by this run. */
  removed: number;
  /** Buyers of sold matches told (this run or before). */
  buyersNotified: number;
  /** Near matches queued for review. */
  nearMatches: number;
}

const PAGE = 300;
const SCANNED_STATUSES = ['active', 'reserved', 'sold'];
/** Only what matching and the messages need, so a scan of many listings stays small. */
const FIELDS = ['title', 'brand', 'model', 'description', 'manufactureDate', 'sellerId', 'status', 'productId'];

const recallNotificationId = (recallId: string, listingId: string, uid: string) =>
  `recall-${recallId}-${listingId}-${uid}`;

/** Sets marketplaceMeta/recalls to the current count, with an updatedAt that always moves forward. */
export async function touchRecallsMeta(now: number = Date.now()): Promise<void> {
  const count = (await db().collection(RECALLS).count().get()).data().count;
  const ref = db().doc(RECALLS_META_PATH);
  await runTransaction(async (tx) => {
    const previous = (await tx.get(ref)).get('updatedAt') as unknown;
    const updatedAt = typeof previous === 'number' && previous >= now ? previous + 1 : now;
    tx.set(ref, { count, updatedAt });
  });
}

type Row = Pick<
  Listing,
  'id' | 'title' | 'brand' | 'model' | 'description' | 'manufactureDate' | 'sellerId' | 'status' | 'productId'
>;

function toRow(snap: DocumentSnapshot): Row {
  const d = snap.data() ?? {};
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: snap.id,
    title: s(d.title),
    brand: s(d.brand),
    model: s(d.model),
    description: s(d.description),
    manufactureDate: typeof d.manufactureDate === 'string' ? d.manufactureDate : null,
    sellerId: s(d.sellerId),
    status: s(d.status) as Listing['status'],
    productId: s(d.productId) || null,
  };
}

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

/** Catalog facts by product id, read once per run however many listings share a product. */
function catalogReader(): (productId: string | null) => Promise<CatalogFacts | null> {
  const cache = new Map<string, Promise<CatalogFacts | null>>();
  return (productId) => {
    if (!productId) return Promise.resolve(null);
    let facts = cache.get(productId);
    if (!facts) cache.set(productId, (facts = catalogFactsOf(productId)));
    return facts;
  };
}

/** Every active, reserved or sold listing, a page at a time, with only the fields matching reads. */
async function* scanListings(): AsyncGenerator<Row> {
  let after: string | null = null;
  for (;;) {
    let query = db()
      .collection('listings')
      .where('status', 'in', SCANNED_STATUSES)
      .orderBy(FieldPath.documentId())
      .select(...FIELDS)
      .limit(PAGE);
    if (after) query = query.startAfter(after);
    const snap = await query.get();
    for (const doc of snap.docs) yield toRow(doc);
    if (snap.size < PAGE) return;
    after = snap.docs[snap.size - 1]?.id ?? null;
  }
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

function recallScreening(recall: Recall, recalls: Recall[], now: number): ListingScreening {
  return {
    status: 'blocked',
    recallsChecked: recalls.length,
    checkedAt: now,
    reason: recallReason(recall),
    recallId: recall.id,
  };
}

/** Tells each buyer of a sold listing that matches (orders are never cancelled by a recall). */
async function notifyBuyers(row: Row, recall: Recall): Promise<number> {
  const orders = await db().collection('orders').where('listingId', '==', row.id).get();
  const buyers = new Set(
    orders.docs
      .filter((o) => o.get('status') !== 'cancelled')
      .map((o) => o.get('buyerUid') as unknown)
      .filter((uid): uid is string => typeof uid === 'string' && uid.length > 0),
  );
  for (const uid of buyers) {
    await notify(uid, {
      id: recallNotificationId(recall.id, row.id, uid),
      kind: 'recall',
      title: `Recall: ${row.title}`,
      body: `${row.title}, which you bought on Recess, matches a recall of the ${recall.brand} ${recall.productName}. ${recall.hazard} Remedy: ${recall.remedy}`,
      link: listingPath(row),
    });
  }
  return buyers.size;
}

/** Applies recalls/{recallId} to the marketplace (see the header). A deleted recall only updates the count. */
export async function applyRecall(recallId: string, now: number = Date.now()): Promise<RecallOutcome> {
  const outcome: RecallOutcome = { recallId, removed: 0, buyersNotified: 0, nearMatches: 0 };
  await touchRecallsMeta(now);
  const snap = await db().collection(RECALLS).doc(recallId).get();
  const recall = snap.exists ? toRecall(snap.id, snap.data() ?? {}) : null;
  if (!recall) return outcome;
  const recalls = await readAllRecalls();
  const catalog = catalogReader();
  for await (const row of scanListings()) {
    const product = await catalog(row.productId);
    const match = matchListing(row, product, recall);
    if (match === 'match' && row.status === 'sold') {
      // The sold listing stays readable, now saying it is recalled.
      await db()
        .collection('listings')
        .doc(row.id)
        .update({ screening: recallScreening(recall, recalls, now) });
      outcome.buyersNotified += await notifyBuyers(row, recall);
    } else if (match === 'match' && (await removeListing(row.id, recall, recalls, now, product))) {
      outcome.removed += 1;
    } else if (match === 'near' && row.status !== 'sold') {
      // Still listed: an admin decides whether it is the recalled model.
      const screening = {
        ...recallScreening(recall, recalls, now),
        status: 'review' as const,
        reason: nearMatchReason(recall),
      };
      await recordScreeningFinding({ ...row, sellerUid: (await listingSellerUid(row)) ?? '' }, screening);
      outcome.nearMatches += 1;
    }
  }
  logger.info('recall applied', outcome);
  return outcome;
}
