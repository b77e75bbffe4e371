// Word-level text matching for screening: listing text and rule phrases become the same plain words,
// so "Drop-Side Cribs" finds "drop side crib" and "AL-SK35" finds "al sk35".
import { normaliseWords } from '../../shared/catalog.js';

/** A word without a plural 's' ("cribs" → "crib"), leaving short words and "-ss" words alone. */
export function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Lower-case, accent-free, stemmed words of `text`. */
export function words(text: string): string[] {
  return normaliseWords(text).map(stem);
}

/** Start indexes where `phrase` (already as words) occurs in `haystack`. */
export function phraseStarts(haystack: readonly string[], phrase: readonly string[]): number[] {
  const starts: number[] = [];
  if (phrase.length === 0) return starts;
  for (let i = 0; i + phrase.length <= haystack.length; i++) {
    if (phrase.every((w, k) => haystack[i + k] === w)) starts.push(i);
  }
  return starts;
}

/** Letters and digits only: how model names and numbers are compared ("Pivot Max" = "PivotMax"). */
export function compactKey(text: string): string {
  return normaliseWords(text).join('');
}

/**
 * Does a run of whole consecutive words of `haystack` spell `key` when joined? ("rn pm360" spells
 * "rnpm360"; "rnpm3601" does not, so one model number never matches inside a longer one.)
 */
export function spellsKey(haystack: readonly string[], key: string): boolean {
  if (!key) return false;
  for (let i = 0; i < haystack.length; i++) {
    let joined = '';
    for (let j = i; j < haystack.length && joined.length < key.length; j++) {
      joined += haystack[j];
      if (joined === key) return true;
    }
  }
  return false;
}

/** Every joined run of up to `maxWords` consecutive words, for near matches of model numbers. */
export function joinedRuns(haystack: readonly string[], maxWords = 3): string[] {
  const runs: string[] = [];
  for (let i = 0; i < haystack.length; i++) {
    let joined = '';
    for (let j = i; j < Math.min(haystack.length, i + maxWords); j++) {
      joined += haystack[j];
      runs.push(joined);
    }
  }
  return runs;
}
