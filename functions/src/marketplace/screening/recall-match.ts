// Matches one listing against one recall: brand, model name or number, and manufacture month. An
// exact match blocks; a near match (a shared distinctive model word or a close model number, or the
// model with no date or a date just outside the range) holds the listing for an admin.
import type { ListingInput } from '../../shared/marketplace.js';
import { brandKey, type Recall } from '../../shared/marketplace-safety.js';
import { compactKey, joinedRuns, spellsKey } from './text.js';
import { normaliseWords } from '../../shared/catalog.js';

export type RecallMatchable = Pick<ListingInput, 'title' | 'brand' | 'model' | 'description' | 'manufactureDate'>;

export type RecallMatch = 'match' | 'near' | null;

/** A date this many months outside the range is "just outside": the label may be misread by a month or two. */
export const NEAR_MONTHS = 3;

/** Words that name a kind of product, not a model, so sharing one is no sign of the same model. */
const GENERIC = new Set(
  (
    'baby infant toddler newborn kid kids child car seat seats stroller strollers crib cribs bassinet ' +
    'convertible all in one the and with for high chair base travel system booster sleeper play yard ' +
    'mini plus lite light max pro edition model series new carrier swing bouncer rocker monitor gate ' +
    'deluxe classic premium sport portable folding fold compact rotating rotate full size double single ' +
    'jogging jogger wrap sling bottle pump tub bath mattress pad mat gym seat chair table dresser glider ' +
    'cradle bed sheet blanket toy toys set kit umbrella drawer camera video audio wifi smart night day ' +
    'snap bib bandana sleep sack swaddle cover insert organic cotton soft'
  ).split(' '),
);

function monthIndex(yyyymm: string): number | null {
  const m = /^(\d{4})-(\d{2})$/.exec(yyyymm);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
}

/** Months the listing's date lies outside the recall's range: 0 inside, null when unknown. */
export function monthsOutside(date: string | null, from: string, to: string): number | null {
  const at = date ? monthIndex(date) : null;
  const start = monthIndex(from);
  const end = monthIndex(to);
  if (at === null || start === null || end === null) return null;
  if (at < start) return start - at;
  if (at > end) return at - end;
  return 0;
}

function brandMatches(listing: RecallMatchable, recall: Recall): boolean {
  const key = brandKey(recall.brand);
  if (!key) return false;
  if (listing.brand.trim()) return brandKey(listing.brand) === key;
  // No brand given: the brand written in the title ("Moonmeadow Soothe Bassinet") counts.
  return spellsKey(normaliseWords(listing.title), key);
}

/** A model name without the brand in front ("Anchorline Skylark 35" → "skylark35"). */
function modelNameKey(name: string, recall: Recall): string {
  const key = compactKey(name);
  const brand = brandKey(recall.brand);
  return brand && key.startsWith(brand) && key.length > brand.length ? key.slice(brand.length) : key;
}

const hasDigit = (s: string) => /\d/.test(s);

/** Are two model numbers close: the same but for their last one or two characters ("rnpm360"/"rnpm361")? */
function closeNumbers(a: string, b: string): boolean {
  if (a === b || !hasDigit(a) || !hasDigit(b) || Math.min(a.length, b.length) < 4) return false;
  const stem = Math.max(a.length, b.length) - 2;
  return Math.abs(a.length - b.length) <= 2 && a.slice(0, stem) === b.slice(0, stem);
}

/** Does the listing name the recalled model exactly, by name (model or title) or number (anywhere)? */
function namesModel(listing: RecallMatchable, recall: Recall): boolean {
  const modelAndTitle = normaliseWords(`${listing.model} | ${listing.title}`);
  const everywhere = [...modelAndTitle, ...normaliseWords(listing.description)];
  return (
    recall.modelNames.some((name) => spellsKey(modelAndTitle, modelNameKey(name, recall))) ||
    recall.modelNumbers.some((num) => spellsKey(everywhere, compactKey(num)))
  );
}

/** Does the listing's model or title share a distinctive model word, or a close model number? */
function resemblesModel(listing: RecallMatchable, recall: Recall): boolean {
  const listingWords = normaliseWords(`${listing.model} ${listing.title}`);
  const brandWords = new Set(normaliseWords(recall.brand));
  // A model's own name is its first word that is not the brand or a kind of product ("Pebble" of
  // "Pebble Umbrella"): sharing a kind ("umbrella") says nothing about being the same model.
  const distinctive = recall.modelNames
    .map((name) => normaliseWords(name).find((w) => !GENERIC.has(w) && !brandWords.has(w)))
    .filter((w): w is string => w !== undefined && w.length >= 4 && /[a-z]/.test(w));
  if (distinctive.some((w) => listingWords.includes(w))) return true;
  const runs = joinedRuns(listingWords);
  return recall.modelNumbers.some((num) => runs.some((run) => closeNumbers(run, compactKey(num))));
}

export function matchRecall(listing: RecallMatchable, recall: Recall): RecallMatch {
  if (!brandMatches(listing, recall)) return null;
  const outside = monthsOutside(listing.manufactureDate, recall.manufacturedFrom, recall.manufacturedTo);
  // A date well outside the range clears the listing whatever its model: the recall does not cover it.
  if (outside !== null && outside > NEAR_MONTHS) return null;
  if (namesModel(listing, recall)) return outside === 0 ? 'match' : 'near';
  return resemblesModel(listing, recall) ? 'near' : null;
}
