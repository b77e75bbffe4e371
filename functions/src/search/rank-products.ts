// Product ranking of the embedded backend: all words must match; exact, title and popularity rank first.
import { categoryBySlug, type CatalogProduct } from '../shared/catalog.js';
import { fieldWords, matchWord, productQueryWords, type FieldWords, type MatchKind } from './match-words.js';

/** A product with its words prepared once per load rather than once per query. */
export interface IndexedProduct {
  product: CatalogProduct;
  title: FieldWords;
  /** Brand, category (slug and name), subcategory and the stored keywords. */
  other: FieldWords;
}

export function indexProduct(product: CatalogProduct): IndexedProduct {
  const categoryName = categoryBySlug(product.category)?.name ?? '';
  return {
    product,
    title: fieldWords(product.title),
    other: fieldWords(product.brand, product.category, categoryName, product.subcategory, ...product.keywords),
  };
}

const POINTS: Record<MatchKind, number> = { exact: 100, prefix: 50, typo: 25, none: 0 };
/** Small enough that an exact match elsewhere still beats a prefix match in the title. */
const TITLE_BONUS = 10;
const MATCH_OPTIONS = { minPrefix: 2, tolerateTypos: true };

function wordScore(word: string, entry: IndexedProduct): number {
  const inTitle = matchWord(word, entry.title, MATCH_OPTIONS);
  const elsewhere = matchWord(word, entry.other, MATCH_OPTIONS);
  return Math.max(inTitle === 'none' ? 0 : POINTS[inTitle] + TITLE_BONUS, POINTS[elsewhere]);
}

/** Score of a product for the query words, or 0 when some word matches nothing. */
function score(words: readonly string[], entry: IndexedProduct): number {
  let total = 0;
  for (const word of words) {
    const points = wordScore(word, entry);
    if (points === 0) return 0;
    total += points;
  }
  return total;
}

/** Every matching product, best first, in a stable order so that offsets page reliably. */
export function rankProducts(index: Iterable<IndexedProduct>, query: string): CatalogProduct[] {
  const words = productQueryWords(query);
  if (words.length === 0) return [];
  const scored: { product: CatalogProduct; points: number }[] = [];
  for (const entry of index) {
    const points = score(words, entry);
    if (points > 0) scored.push({ product: entry.product, points });
  }
  scored.sort(
    (a, b) =>
      b.points - a.points ||
      b.product.popularity - a.product.popularity ||
      a.product.title.localeCompare(b.product.title, 'en') ||
      (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0),
  );
  return scored.map((s) => s.product);
}
