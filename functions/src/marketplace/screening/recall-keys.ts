// The keys a recall finds a listing or catalog product by (issue 26 §2): stored on each document
// when it is written, so a new recall queries `recallKeys array-contains-any` its own keys instead
// of matching every listing. They cover each way brandMatch (recall-match.ts) can see the brand: the
// brand as typed, the brand spelled by a run of title and model words, and a typed brand one edit
// off, by symmetric deletion: two words within one edit (a letter changed, added, dropped or two
// swapped) share a word of the other's single deletions. A key here is a candidate, never a
// verdict: the recall's task matches the listing in full.
import { brandKey, RECALL_LIMITS, type Recall } from '../../shared/marketplace-safety.js';
import { normaliseWords } from '../../shared/catalog.js';
import { LOOSE_BRAND_MIN } from './recall-match.js';

/**
 * A brand spelled over more title words than this is not found by a new recall, unless the words
 * are single letters ("A n c h o r l i n e"), which count as one word as well.
 */
export const RECALL_KEY_RUN_WORDS = 8;
/** No recall's brand key is longer than its brand. */
const LONGEST_KEY = RECALL_LIMITS.brand;

/** `key` and each string one letter shorter (empty for keys too short to compare loosely). */
export function singleDeletions(key: string): string[] {
  if (key.length < LOOSE_BRAND_MIN) return [];
  const out = new Set<string>();
  for (let i = 0; i < key.length; i++) out.add(key.slice(0, i) + key.slice(i + 1));
  return [...out];
}

/** Every run of up to RECALL_KEY_RUN_WORDS consecutive words, joined, that a brand key could be. */
export function spelledRuns(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let j = i; j < Math.min(words.length, i + RECALL_KEY_RUN_WORDS); j++) {
      joined += words[j];
      if (joined.length > LONGEST_KEY) break;
      runs.push(joined);
    }
  }
  return runs;
}

/** The words with each stretch of single letters as one word ("by a n c h o r" → "by", "anchor"). */
function lettersJoined(words: readonly string[]): string[] {
  const out: string[] = [];
  let letters = '';
  for (const word of [...words, '']) {
    if (word.length === 1) {
      letters += word;
      continue;
    }
    if (letters.length > 1) out.push(letters);
    letters = '';
    if (word) out.push(word);
  }
  return out;
}

function keysOf(brand: string, spelledIn: string, withDeletions: boolean): string[] {
  const typed = brandKey(brand);
  const words = normaliseWords(spelledIn);
  const keys = new Set<string>([...spelledRuns(words), ...spelledRuns(lettersJoined(words))]);
  if (typed) keys.add(typed);
  if (withDeletions) for (const variant of singleDeletions(typed)) keys.add(variant);
  return [...keys].sort();
}

/** A listing's keys: its typed brand and that brand's single deletions, and the runs of its title and model. */
export function listingRecallKeys(listing: { brand: string; title: string; model: string }): string[] {
  // The title and model joined as brandMatch reads them, so a run may cross from one to the other.
  return keysOf(listing.brand, `${listing.title} ${listing.model}`, true);
}

/** A catalog product's keys: its brand and the runs of its title (a product must match exactly). */
export function productRecallKeys(product: { brand: string; title: string }): string[] {
  return keysOf(product.brand, product.title, false);
}

/** What a recall looks for: its brand key, and its single deletions for listings' typed brands one edit off. */
export function recallQueryKeys(recall: Pick<Recall, 'brand'>): string[] {
  const key = brandKey(recall.brand);
  return key ? [key, ...singleDeletions(key).filter((k) => k !== key)] : [];
}
