// Word-level matching for search: query words without stop words, prefixes, plurals and one-letter typos.
import { normaliseWords } from '../shared/catalog.js';

/** Words that say nothing about which product is meant. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'to', 'in', 'on', 'or', 'my', 'our', 'by']);
/** Words almost every query implies; dropped only when something more specific remains. */
const WEAK_WORDS = new Set(['baby', 'babies']);

/** The words of a product query that must each match: stop words out, and weak words out unless alone. */
export function productQueryWords(query: string): string[] {
  const words = [...new Set(normaliseWords(query))].filter((w) => !STOP_WORDS.has(w));
  const specific = words.filter((w) => !WEAK_WORDS.has(w));
  return specific.length > 0 ? specific : words;
}

/** How a query word met a document word, best first. */
export type MatchKind = 'exact' | 'prefix' | 'typo' | 'none';

/** The words of one searchable field, with a set for exact look-ups. */
export interface FieldWords {
  list: readonly string[];
  set: ReadonlySet<string>;
}

export function fieldWords(...texts: readonly string[]): FieldWords {
  const list = [...new Set(texts.flatMap((t) => normaliseWords(t)))];
  return { list, set: new Set(list) };
}

export interface MatchOptions {
  /** Shortest query word that may match as a prefix. */
  minPrefix: number;
  /** Whether words of 5+ letters may match with one edit (and simple plurals count). */
  tolerateTypos: boolean;
}

/** The best way `word` matches any word of `field`. */
export function matchWord(word: string, field: FieldWords, options: MatchOptions): MatchKind {
  if (field.set.has(word)) return 'exact';
  // "strollers" finds "stroller": a plural is as good as a prefix.
  if (options.tolerateTypos && word.length >= 4 && word.endsWith('s') && field.set.has(word.slice(0, -1))) {
    return 'prefix';
  }
  // Plain loops: this runs for every indexed document on every query, and closures cost collections.
  if (word.length >= options.minPrefix) {
    for (const w of field.list) if (w.startsWith(word)) return 'prefix';
  }
  if (options.tolerateTypos && word.length >= 5) {
    for (const w of field.list) if (w.length >= 4 && isOneEditApart(word, w)) return 'typo';
  }
  return 'none';
}

/**
 * True when a and b differ by exactly one insertion, deletion, substitution or swap of neighbours
 * (so "strolelr" finds "stroller"). Linear time: the catalog is scanned on every query.
 */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}
