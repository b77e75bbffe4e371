// The embedded backend's copy of the catalog: filled by the product feed's first answer (the first
// search waits for it once), then kept current by its changes. Nothing reloads on a timer, and no
// request waits on a reload: if the feed fails, the copy is served while a new feed starts.
import { logger } from 'firebase-functions';
import type { ProductChange, ProductFeed } from './product-feed.js';
import { indexProduct, type IndexedProduct } from './rank-products.js';

/**
 * The embedded backend's stated limit (decision 005): past it every product is still indexed, but the
 * log says at every start that the catalog belongs on Typesense.
 */
export const EMBEDDED_PRODUCT_LIMIT = 20_000;

export class ProductIndex {
  private entries: Map<string, IndexedProduct> | null = null;
  /** The running feed's first answer; null when no feed runs (not started yet, or failed). */
  private started: Promise<void> | null = null;
  private stop: (() => void) | null = null;

  constructor(private readonly feed: ProductFeed) {}

  get size(): number {
    return this.entries?.size ?? 0;
  }

  async products(): Promise<Iterable<IndexedProduct>> {
    this.started ??= this.start();
    // Only the very first answer is waited for; after a failure the old copy serves meanwhile.
    if (!this.entries) await this.started;
    if (!this.entries) throw new Error('products are not loaded');
    return this.entries.values();
  }

  /** Stops the feed (tests, and a backend being replaced). */
  close(): void {
    this.stop?.();
    this.stop = null;
  }

  private start(): Promise<void> {
    let first = true;
    const self: { started?: Promise<void> } = {};
    const started = new Promise<void>((resolve, reject) => {
      this.stop = this.feed.listen(
        (changes) => {
          if (first) {
            first = false;
            // A new feed's first answer is the whole catalog: it replaces the copy, so a product
            // removed while an earlier feed was down does not linger.
            this.entries = new Map();
            this.apply(changes);
            if (this.entries.size > EMBEDDED_PRODUCT_LIMIT) {
              logger.error(
                `product search holds ${this.entries.size} products in memory, past the embedded backend's limit of ` +
                  `${EMBEDDED_PRODUCT_LIMIT}: set SEARCH_BACKEND=typesense (decision 005)`,
              );
            }
            resolve();
          } else {
            this.apply(changes);
          }
        },
        (error) => {
          logger.warn('product search feed failed; serving the copy until a new feed answers', {
            error: String(error),
          });
          this.stop = null;
          if (this.started === self.started) this.started = null;
          if (first) reject(error);
        },
      );
    });
    self.started = started;
    // A failed first answer is reported to the request that waits for it, and never unhandled.
    started.catch(() => undefined);
    return started;
  }

  private apply(changes: readonly ProductChange[]): void {
    const entries = this.entries;
    if (!entries) return;
    for (const { id, product } of changes) {
      if (product) entries.set(id, indexProduct(product));
      else entries.delete(id);
    }
  }
}
