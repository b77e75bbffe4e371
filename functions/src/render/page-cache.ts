// This instance's copies of rendered pages, for their s-maxage: a repeat view within the window is
// answered without rendering or reading Firestore (the CDN does the same in front of it in
// production; the Hosting emulator has no CDN). Bounded: the least recently used page goes first.

export interface CachedPage {
  status: number;
  body: string;
  /** The same body, gzipped once. */
  gzipped: Buffer;
  cacheControl: string;
  expiresAt: number;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.expiresAt <= this.now()) return undefined;
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: Omit<CachedPage, 'expiresAt'>, ttlSeconds: number): void {
    if (ttlSeconds <= 0) return;
    this.pages.delete(key);
    this.pages.set(key, { ...page, expiresAt: this.now() + ttlSeconds * 1000 });
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  /** Forgets every page whose key passes the test (a listing that changed: listing-changes.ts). */
  evict(test: (key: string) => boolean): number {
    let evicted = 0;
    for (const key of [...this.pages.keys()]) {
      if (test(key)) {
        this.pages.delete(key);
        evicted += 1;
      }
    }
    return evicted;
  }

  get size(): number {
    return this.pages.size;
  }
}
