// A listing's page stops offering what it no longer has at once (issue 24): when a listing's status,
// price or reservation changes, a trigger notes it in renderInvalidations/{id}, and every render
// instance follows that collection from its start and forgets its copy of the listing's page. A
// visitor's next view renders the listing as it is now. The CDN keeps no copy of a listing's page
// (cache-policy.ts), so this instance's memory is the only cache to clear.
//
// Cost: one small write per such change, and one read per change per running render instance; the
// documents expire after a day (Firestore TTL on `expiresAt`, firestore.indexes.json; docs/decisions/012).
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { PageCache } from './page-cache.js';

export const RENDER_INVALIDATIONS = 'renderInvalidations';
/** What a listing's page shows that a buyer acts on: Buy now, the price, Reserved, Sold, Removed. */
const FIELDS_ON_THE_PAGE = ['status', 'priceCents', 'reservation', 'removedReason'] as const;
const KEEP_FOR_MS = 24 * 60 * 60 * 1000;
const REANCHOR_MS = 60 * 60 * 1000;
/** The longest a listing's page stays in a render instance's memory (cache-policy.ts). */
const PAGE_MEMORY_MS = 60 * 1000;

/**
 * A listing page's path (web's routes marketplace/brand/:brandSlug/:title/:id and, for a listing
 * with no brand, marketplace/:title/:id) and its id, or null. The two-segment pattern's first
 * segment is never one of the marketplace's own pages, which React Router ranks first.
 */
const LISTING_PAGE =
  /^\/marketplace\/(?:brand\/[^/?]+\/[^/?]+|(?!(?:category|search|orders|sell|checkout|demo-checkout|questions|brand)\/)[^/?]+)\/([^/?]+)(?:\?|$)/;
export function listingIdOfPage(pathOrKey: string): string | null {
  return LISTING_PAGE.exec(pathOrKey)?.[1] ?? null;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether a listing write changes what its page offers. */
export function changesListingPage(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  if (!before || !after) return true;
  return FIELDS_ON_THE_PAGE.some((field) => !same(before[field], after[field]));
}

/** On every listing write (index.ts): notes a change its page must show. */
export async function noteListingPageChange(
  firestore: Firestore,
  listingId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  { collection = RENDER_INVALIDATIONS, now = Date.now() }: { collection?: string; now?: number } = {},
): Promise<boolean> {
  if (!changesListingPage(before, after)) return false;
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  await firestore.collection(collection).add({
    listingId,
    at: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + KEEP_FOR_MS),
  });
  return true;
}

/**
 * Follows renderInvalidations from `sinceMs` (this instance's start, before its first render) and
 * evicts the pages of each listing noted. Returns a function that stops following.
 */
export async function followListingChanges(
  firestore: Firestore,
  cache: PageCache,
  sinceMs: number,
  { collection = RENDER_INVALIDATIONS, retryMs = 5_000 }: { collection?: string; retryMs?: number } = {},
): Promise<() => void> {
  const { Timestamp } = await import('firebase-admin/firestore');
  let stop: (() => void) | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let from = sinceMs;
  const listen = () => {
    stop?.();
    stop = firestore
      .collection(collection)
      .where('at', '>', Timestamp.fromMillis(from))
      .onSnapshot(
        (snap) => {
          const changed = new Set(
            snap
              .docChanges()
              .filter((change) => change.type === 'added')
              .map((change): unknown => change.doc.get('listingId'))
              .filter((id): id is string => typeof id === 'string'),
          );
          if (changed.size > 0) cache.evict((key) => changed.has(listingIdOfPage(key) ?? ''));
        },
        (error) => {
          // Until it listens again, copies of listing pages live out their time in memory (a minute).
          logger.warn('Render cache: following listing changes failed; retrying', { error: String(error) });
          if (!stopped) retry = setTimeout(listen, retryMs);
        },
      );
  };
  listen();
  // Once an hour it listens again from a minute back, so a long-lived instance does not hold every
  // change since it started (pages older than a minute have left its memory by then anyway).
  const reanchor = setInterval(() => {
    from = Date.now() - PAGE_MEMORY_MS;
    listen();
  }, REANCHOR_MS);
  reanchor.unref();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(reanchor);
    stop?.();
  };
}
