// GET /api/marketplace/used: "N available used from $X" for many products at once (a registry page),
// answered from the insights summary kept in memory for a minute, so views add no Firestore reads.
import { db } from '../../lib/admin.js';
import type { MarketplaceInsights, UsedSummaryResponse } from '../../shared/marketplace-browse.js';
import { INSIGHT_COLLECTIONS } from '../insights/index.js';

export const USED_CACHE_MS = 60_000;

type Products = MarketplaceInsights['products'];

export class UsedSummaries {
  private cached: { at: number; products: Products } | null = null;
  private loading: Promise<Products> | null = null;

  constructor(
    private readonly summaryPath: string = INSIGHT_COLLECTIONS.summary,
    private readonly now: () => number = Date.now,
  ) {}

  async forProducts(productIds: readonly string[]): Promise<UsedSummaryResponse> {
    const products = await this.products();
    const answer: UsedSummaryResponse = {};
    for (const id of productIds) {
      const p = Object.hasOwn(products, id) ? products[id] : undefined;
      if (p && p.listed > 0 && p.minAskCents !== null) answer[id] = { count: p.listed, minPriceCents: p.minAskCents };
    }
    return answer;
  }

  private async products(): Promise<Products> {
    if (this.cached && this.now() - this.cached.at < USED_CACHE_MS) return this.cached.products;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<Products> {
    const snap = await db().doc(this.summaryPath).get();
    const products = (snap.get('products') ?? {}) as Products;
    this.cached = { at: this.now(), products: typeof products === 'object' ? products : {} };
    return this.cached.products;
  }
}

let summaries: UsedSummaries | null = null;

export function usedSummaries(): UsedSummaries {
  summaries ??= new UsedSummaries();
  return summaries;
}

/** Tests point the route at their own summary document; null restores the default. */
export function setUsedSummaries(next: UsedSummaries | null): void {
  summaries = next;
}
