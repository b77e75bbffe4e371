// The embedded backend's copy of active listings: every active listing read once, on first use (in
// pages, however many), then only what changed, read at most every 2 seconds (dropping listings no
// longer active). It never reloads everything again: a burst of changes is read page by page.
import { logger } from 'firebase-functions';
import { indexListing, type IndexedListing } from './rank-listings.js';
import type { ChangeCursor, ListingSource } from './listing-source.js';

export const LISTINGS_INCREMENTAL_MS = 2_000;
/**
 * Each incremental read starts this far before the newest change seen: a write stamped by another
 * instance's clock, or committed a moment after it was stamped, would otherwise be skipped for good.
 */
export const LISTINGS_OVERLAP_MS = 10_000;
/** Changes read per page of an incremental refresh. */
export const LISTINGS_CHANGES_PAGE = 500;
/**
 * Pages read per refresh at most (10,000 changes); a larger burst goes on from where it stopped at the
 * next refresh, so no request ever waits on more than this.
 */
export const LISTINGS_PAGES_PER_REFRESH = 20;
/**
 * The embedded backend's stated limit (decision 005): past it, every listing is still indexed, but
 * memory and time per query grow with it and the log says, at every start, to move to Typesense.
 */
export const EMBEDDED_LISTING_LIMIT = 20_000;

export interface ListingIndexOptions {
  source: ListingSource;
  now?: () => number;
  incrementalMs?: number;
  pagesPerRefresh?: number;
}

export class ListingIndex {
  private entries: Map<string, IndexedListing> | null = null;
  private incrementalAt = 0;
  private newestSeen = 0;
  /** Where a burst larger than one refresh stopped; the next refresh goes on from there. */
  private catchUp: ChangeCursor | null = null;
  private pending: Promise<void> | null = null;
  private readonly source: ListingSource;
  private readonly now: () => number;
  private readonly incrementalMs: number;
  private readonly pagesPerRefresh: number;

  constructor(options: ListingIndexOptions) {
    this.source = options.source;
    this.now = options.now ?? Date.now;
    this.incrementalMs = options.incrementalMs ?? LISTINGS_INCREMENTAL_MS;
    this.pagesPerRefresh = options.pagesPerRefresh ?? LISTINGS_PAGES_PER_REFRESH;
  }

  /** How many active listings are indexed (0 before the first load). */
  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** The active listings, refreshed first when due (one refresh at a time, shared by callers). */
  async listings(): Promise<Iterable<IndexedListing>> {
    const now = this.now();
    if (!this.entries || now - this.incrementalAt >= this.incrementalMs) {
      this.pending ??= (this.entries ? this.incremental() : this.firstLoad()).finally(() => {
        this.pending = null;
      });
      await this.pending;
    }
    if (!this.entries) throw new Error('listings are not loaded');
    return this.entries.values();
  }

  private async firstLoad(): Promise<void> {
    const startedAt = this.now();
    const listings = await this.source.loadActive();
    const entries = new Map<string, IndexedListing>();
    let newest = startedAt - LISTINGS_OVERLAP_MS;
    for (const listing of listings) {
      if (listing.status !== 'active') continue;
      entries.set(listing.id, indexListing(listing));
      // A change stamped ahead of this clock (a sweep run with a moved clock) must not hide later ones.
      newest = Math.max(newest, Math.min(listing.updatedAt, startedAt));
    }
    if (entries.size > EMBEDDED_LISTING_LIMIT) {
      logger.error(
        `listing search holds ${entries.size} active listings in memory, past the embedded backend's limit of ` +
          `${EMBEDDED_LISTING_LIMIT}: set SEARCH_BACKEND=typesense (decision 005)`,
      );
    }
    this.entries = entries;
    this.newestSeen = newest;
    this.incrementalAt = startedAt;
  }

  private async incremental(): Promise<void> {
    const startedAt = this.now();
    const entries = this.entries;
    if (!entries) return;
    try {
      let after = this.catchUp;
      const since = after ? after.updatedAt : this.newestSeen - LISTINGS_OVERLAP_MS;
      let full = false;
      for (let page = 0; page < this.pagesPerRefresh; page++) {
        const changed = await this.source.changedSince(since, LISTINGS_CHANGES_PAGE, after ?? undefined);
        for (const listing of changed) {
          const current = entries.get(listing.id);
          // The overlap re-reads recent changes: never let an older copy replace a newer one.
          if (current && current.updatedAt > listing.updatedAt) continue;
          if (listing.status === 'active') entries.set(listing.id, indexListing(listing));
          else entries.delete(listing.id);
          this.newestSeen = Math.max(this.newestSeen, Math.min(listing.updatedAt, startedAt));
        }
        const last = changed.at(-1);
        full = changed.length >= LISTINGS_CHANGES_PAGE && last !== undefined;
        if (!full || !last) break;
        after = { updatedAt: last.updatedAt, id: last.id };
      }
      this.catchUp = full ? after : null;
    } catch (error) {
      logger.warn('listing search refresh failed; serving the previous copy', { error: String(error) });
    }
    this.incrementalAt = startedAt;
  }
}
