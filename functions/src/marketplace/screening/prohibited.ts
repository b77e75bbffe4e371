// Finds a prohibited item (shared/marketplace-safety.ts) named in a listing's words, honouring
// negations ("not a drop-side crib", "bumper-free"), innocent neighbours ("pacifier clip"), the
// categories an item applies to, and the conditions in which it may be sold (sealed).
import type { ListingInput } from '../../shared/marketplace.js';
import { PROHIBITED_ITEMS, type ProhibitedItem } from '../../shared/marketplace-safety.js';
import { phraseStarts, words } from './text.js';

export type ScreenableText = Pick<
  ListingInput,
  'title' | 'description' | 'brand' | 'model' | 'subcategory' | 'category' | 'condition'
>;

/** Words that, just before a phrase, say the listing is NOT that thing ("isn't" ends in "t"). */
const NEGATIONS = new Set(['no', 'not', 'non', 'without', 'never', 'zero', 'nor', 't']);
/** Words that may sit between a negation and the phrase ("not a", "without any"). */
const ARTICLES = new Set(['a', 'an', 'any', 'the']);
/** Words that, just after a phrase, say the listing is not that thing ("bumper-free", "nipples removed"). */
const AFTER_NEGATIONS = new Set(['free', 'not', 'removed', 'excluded', 'less']);
/** How far (in words) an item's `unless` word makes a match innocent. */
const UNLESS_REACH = 3;

const compiled = PROHIBITED_ITEMS.map((item) => ({
  item,
  terms: item.terms.map(words),
  unless: new Set((item.unless ?? []).map((w) => words(w).join(' '))),
}));

/** Does the title hold one of the item's `unless` words ("Oral Medicine Syringes")? */
function titleExcuses(item: ProhibitedItem, unless: Set<string>, title: string): boolean {
  return item.unlessInTitle === true && words(title).some((w) => unless.has(w));
}

function isNegated(text: readonly string[], start: number, end: number): boolean {
  const before = text[start - 1];
  const twoBefore = text[start - 2];
  if (before && NEGATIONS.has(before)) return true;
  if (before && twoBefore && ARTICLES.has(before) && NEGATIONS.has(twoBefore)) return true;
  const after = text[end];
  return after !== undefined && AFTER_NEGATIONS.has(after);
}

function hasInnocentNeighbour(text: readonly string[], start: number, end: number, unless: Set<string>): boolean {
  if (unless.size === 0) return false;
  const from = Math.max(0, start - UNLESS_REACH);
  const to = Math.min(text.length, end + UNLESS_REACH);
  for (let i = from; i < to; i++) if ((i < start || i >= end) && unless.has(text[i] ?? '')) return true;
  return false;
}

/** Does this item's wording appear in `text`, counting only matches no negation or neighbour excuses? */
function itemNamed(text: readonly string[], terms: readonly string[][], unless: Set<string>): boolean {
  const spans: { start: number; end: number; excused: boolean }[] = [];
  for (const term of terms) {
    for (const start of phraseStarts(text, term)) {
      const end = start + term.length;
      spans.push({
        start,
        end,
        excused: isNegated(text, start, end) || hasInnocentNeighbour(text, start, end, unless),
      });
    }
  }
  // "never been in an accident" also contains "in an accident": an excused longer phrase excuses
  // the shorter phrases inside it.
  const excused = spans.filter((s) => s.excused);
  return spans.some((s) => !s.excused && !excused.some((e) => e.start < s.end && s.start < e.end));
}

/** The listing's words as screening reads them: title, model, brand, subcategory and description. */
export function listingWords(listing: ScreenableText): string[] {
  // A separator word keeps a phrase from running across two fields ("... Crib" + "Bumper ...").
  return [listing.title, listing.model, listing.brand, listing.subcategory, listing.description].flatMap((field) => [
    ...words(field),
    '|',
  ]);
}

/** The first prohibited item the listing's words name, or null. */
export function prohibitedItemNamed(listing: ScreenableText): ProhibitedItem | null {
  const text = listingWords(listing);
  for (const { item, terms, unless } of compiled) {
    if (terms.length === 0) continue;
    if (item.categories && !item.categories.includes(listing.category)) continue;
    if (item.allowedConditions?.includes(listing.condition)) continue;
    if (titleExcuses(item, unless, listing.title)) continue;
    if (itemNamed(text, terms, unless)) return item;
  }
  return null;
}
