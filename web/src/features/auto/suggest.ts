// The starter registry of /auto: one product per checklist need, chosen by living space and budget.
import type { CatalogProduct, ChecklistEntry } from '@shared/catalog';

export type Space = 'small' | 'roomy';
export type Budget = 'lean' | 'middle' | 'splurge';

export interface AutoAnswers {
  dueDate: string;
  space: Space;
  budget: Budget;
}

export interface Suggestion {
  entry: ChecklistEntry;
  product: CatalogProduct;
  /** Not needed in the first weeks (made for 4 months and up). */
  canWait: boolean;
}

/** Months of age a product is first for, from ageRange like "6-24 months" or "Birth to 4 years". */
export function startsAtMonths(ageRange: string): number {
  const m = /^(\d+)\s*(?:-|to|–|\+)?\s*\d*\s*(months?|years?)?/i.exec(ageRange.trim());
  if (!m?.[1]) return 0;
  const n = Number(m[1]);
  return /year/i.test(m[2] ?? '') ? n * 12 : n;
}

function pick(
  options: CatalogProduct[],
  answers: AutoAnswers,
  suggestedId: string,
  smallSpace: ReadonlySet<string>,
): CatalogProduct | undefined {
  let pool = options;
  if (answers.space === 'small') {
    const compact = options.filter((p) => smallSpace.has(p.id));
    if (compact.length) pool = compact;
  }
  const byPrice = [...pool].sort((a, b) => a.price - b.price || b.popularity - a.popularity);
  if (answers.budget === 'lean') return byPrice[0];
  if (answers.budget === 'splurge') return byPrice.at(-1);
  return pool.find((p) => p.id === suggestedId) ?? [...pool].sort((a, b) => b.popularity - a.popularity)[0];
}

export function suggestStarterRegistry(
  answers: AutoAnswers,
  checklist: readonly ChecklistEntry[],
  products: readonly CatalogProduct[],
  smallSpaceIds: readonly string[],
): Suggestion[] {
  const smallSpace = new Set(smallSpaceIds);
  const chosen = new Set<string>();
  const out: Suggestion[] = [];
  for (const entry of checklist) {
    const options = products.filter(
      (p) => p.category === entry.category && entry.subcategories.includes(p.subcategory) && !chosen.has(p.id),
    );
    const product = pick(options, answers, entry.suggestedProductId, smallSpace);
    if (!product) continue;
    chosen.add(product.id);
    out.push({ entry, product, canWait: startsAtMonths(product.ageRange) >= 4 });
  }
  return out;
}

/** The ids to fetch: every checklist pick plus the compact and budget collections' products. */
export function candidateIds(
  checklist: readonly ChecklistEntry[],
  collections: readonly { slug: string; productIds: string[] }[],
): string[] {
  const extra = collections.filter((c) => c.slug === 'small-space' || c.slug === 'budget').flatMap((c) => c.productIds);
  return [...new Set([...checklist.map((e) => e.suggestedProductId), ...extra])];
}
