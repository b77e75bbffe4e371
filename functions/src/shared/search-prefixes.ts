// Prefix tokens for finding a document by the start of any of its words with one Firestore query
// (`array-contains` on the tokens), so finding scales with Firestore rather than with memory.
import { normaliseWords } from './catalog.js';

/** Words of a text that get tokens, in order (an owner's name comes first and is always covered). */
export const SEARCH_PREFIX_MAX_WORDS = 8;
/** The longest token; a longer word of a query is looked up by its first this-many letters. */
export const SEARCH_PREFIX_MAX_LENGTH = 10;

/**
 * Every prefix (1 to SEARCH_PREFIX_MAX_LENGTH letters) of the first SEARCH_PREFIX_MAX_WORDS distinct
 * words of the text, accents and case folded: at most 80 tokens, whatever the text.
 */
export function searchPrefixes(text: string): string[] {
  const tokens = new Set<string>();
  for (const word of [...new Set(normaliseWords(text))].slice(0, SEARCH_PREFIX_MAX_WORDS)) {
    for (let end = 1; end <= Math.min(word.length, SEARCH_PREFIX_MAX_LENGTH); end++) tokens.add(word.slice(0, end));
  }
  return [...tokens];
}

/**
 * The token a query is looked up by: its longest word (the most selective) that is not `common`, or
 * its longest word when all are, cut to the longest token. Null when the query has no word.
 */
export function lookupToken(words: readonly string[], common: ReadonlySet<string> = new Set()): string | null {
  const longest = (list: readonly string[]) => list.reduce((best, w) => (w.length > best.length ? w : best), '');
  const chosen = longest(words.filter((w) => !common.has(w))) || longest(words);
  return chosen ? chosen.slice(0, SEARCH_PREFIX_MAX_LENGTH) : null;
}
