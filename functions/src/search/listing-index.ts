// The in-memory engine's copy of active listings: a full load every 10 minutes, and between them an
// incremental read of what changed (at most every 2 seconds), so a new or sold listing shows in seconds.
import { logger } from 'firebase-functions';
import { indexListing, type IndexedListing } from './rank-listings.js';
import type { ListingSource } from './listing-source.js';

export const LISTINGS_FULL_RELOAD_MS = 10 * 60_000;
export const LISTINGS_INCREMENTAL_MS = 2_000;
/** After a failed full load, the old copy is served this long before the next attempt. */
const RETRY_MS = 30_000;
/**
 * Each incremental read starts this far before the newest change seen: a write stamped by another
 * instance's clock, or committed a moment after it was stamped, would otherwise be skipped for good.
 */
export const LISTINGS_OVERLAP_MS = 10_000;
/** Changes read per incremental refresh; a fuller page means a burst, and a full load follows. */
export const LISTINGS_CHANGES_PAGE = 500;

export interface ListingIndexOptions {
  source: ListingSource;
  now?: () => number;
  fullReloadMs?: number;
  incrementalMs?: number;
}

export class ListingIndex {
  private entries: Map<string, IndexedListing> | null = null;
  private fullAt = 0;
  private incrementalAt = 0;
  private newestSeen = 0;
  private pending: Promise<void> | null = null;
  private readonly source: ListingSource;
  private readonly now: () => number;
  private readonly fullReloadMs: number;
  private readonly incrementalMs: number;

  constructor(options: ListingIndexOptions) {
    this.source = options.source;
    this.now = options.now ?? Date.now;
    this.fullReloadMs = options.fullReloadMs ?? LISTINGS_FULL_RELOAD_MS;
    this.incrementalMs = options.incrementalMs ?? LISTINGS_INCREMENTAL_MS;
  }

  /** The active listings, refreshed first when due (one refresh at a time, shared by callers). */
  async listings(): Promise<Iterable<IndexedListing>> {
    const now = this.now();
    const fullDue = !this.entries || now - this.fullAt >= this.fullReloadMs;
    const incrementalDue = now - this.incrementalAt >= this.incrementalMs;
    if (fullDue || incrementalDue) {
      this.pending ??= (fullDue ? this.fullLoad() : this.incremental()).finally(() => {
        this.pending = null;
      });
      await this.pending;
    }
    if (!this.entries) throw new Error('listings are not loaded');
    return this.entries.values();
  }

  private async fullLoad(): Promise<void> {
    const startedAt = this.now();
    try {
      const listings = await this.source.loadActive();
      const entries = new Map<string, IndexedListing>();
      let newest = startedAt - LISTINGS_OVERLAP_MS;
      for (const listing of listings) {
        if (listing.status !== 'active') continue;
        entries.set(listing.id, indexListing(listing));
        // A change stamped ahead of this clock (a sweep run with a moved clock) must not hide later ones.
        newest = Math.max(newest, Math.min(listing.updatedAt, startedAt));
      }
      this.entries = entries;
      this.newestSeen = newest;
      this.fullAt = startedAt;
      this.incrementalAt = startedAt;
    } catch (error) {
      if (!this.entries) throw error;
      // A stale answer beats a failed one; try again shortly rather than on every request.
      logger.warn('listing search reload failed; serving the previous copy', { error: String(error) });
      this.fullAt = startedAt - this.fullReloadMs + RETRY_MS;
    }
  }

  private async incremental(): Promise<void> {
    const startedAt = this.now();
    const entries = this.entries;
    if (!entries) return;
    try {
      const changed = await this.source.changedSince(this.newestSeen - LISTINGS_OVERLAP_MS, LISTINGS_CHANGES_PAGE);
      for (const listing of changed) {
        const current = entries.get(listing.id);
        // The overlap re-reads recent changes: never let an older copy replace a newer one.
        if (current && current.updatedAt > listing.updatedAt) continue;
        if (listing.status === 'active') entries.set(listing.id, indexListing(listing));
        else entries.delete(listing.id);
        this.newestSeen = Math.max(this.newestSeen, Math.min(listing.updatedAt, startedAt));
      }
      if (changed.length >= LISTINGS_CHANGES_PAGE) this.fullAt = 0;
    } catch (error) {
      logger.warn('listing search refresh failed; serving the previous copy', { error: String(error) });
    }
    this.incrementalAt = startedAt;
  }
}
