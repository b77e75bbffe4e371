// Registry ranking of find-a-registry: by owner name or title, accent-free, partial words allowed.
import { normaliseWords } from '../shared/catalog.js';
import { fieldWords, matchWord, type FieldWords } from './match-words.js';
import type { RegistrySearchHit } from './types.js';

/** Fewer letters than this would match most registries, and invite listing them all. */
export const MIN_FIND_LETTERS = 3;

export interface IndexedRegistry {
  registry: RegistrySearchHit;
  owner: FieldWords;
  title: FieldWords;
}

export function indexRegistry(registry: RegistrySearchHit): IndexedRegistry {
  return { registry, owner: fieldWords(registry.ownerName), title: fieldWords(registry.title) };
}

// Any prefix counts ("maya o" is how people type "Maya Okafor"); names are not corrected for typos.
const MATCH_OPTIONS = { minPrefix: 1, tolerateTypos: false };

interface Scored {
  registry: RegistrySearchHit;
  /** Query words that matched a whole word. */
  exact: number;
  /** Query words that matched the owner's name rather than only the title. */
  byOwner: number;
}

function score(words: readonly string[], entry: IndexedRegistry): Scored | null {
  let exact = 0;
  let byOwner = 0;
  for (const word of words) {
    const owner = matchWord(word, entry.owner, MATCH_OPTIONS);
    const title = matchWord(word, entry.title, MATCH_OPTIONS);
    if (owner === 'none' && title === 'none') return null;
    if (owner === 'exact' || title === 'exact') exact++;
    if (owner !== 'none') byOwner++;
  }
  return { registry: entry.registry, exact, byOwner };
}

/** Registries where every query word starts a word of the owner's name or the title, best first. */
export function rankRegistries(index: readonly IndexedRegistry[], query: string): RegistrySearchHit[] {
  const words = [...new Set(normaliseWords(query))];
  if (words.join('').length < MIN_FIND_LETTERS) return [];
  const scored: Scored[] = [];
  for (const entry of index) {
    const hit = score(words, entry);
    if (hit) scored.push(hit);
  }
  scored.sort(
    (a, b) =>
      b.exact - a.exact ||
      b.byOwner - a.byOwner ||
      b.registry.itemCount - a.registry.itemCount ||
      a.registry.ownerName.localeCompare(b.registry.ownerName, 'en') ||
      (a.registry.uid < b.registry.uid ? -1 : a.registry.uid > b.registry.uid ? 1 : 0),
  );
  return scored.map((s) => s.registry);
}
