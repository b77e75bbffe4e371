// Matches one listing against one recall: brand, model name or number, and manufacture month. An
// exact match blocks; a near match (a shared distinctive model word or a close model number, or the
// model with no date or a date just outside the range, or a brand spelled one letter off) holds the
// listing for an admin. A listing of a catalog product is also matched on the product itself, which
// the seller cannot respell (issue 23 #13).
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

/** Edit distance of at most one (a letter added, dropped, changed, or two swapped). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const [restA, restB] = [a.slice(i), b.slice(i)];
  return (
    restA.slice(1) === restB.slice(1) || // changed
    restA.slice(1) === restB || // dropped from a
    restA === restB.slice(1) || // dropped from b
    (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
  );
}

/** Brands too short to compare loosely: one letter off is another brand ("Joovy", "Jool"). */
export const LOOSE_BRAND_MIN = 5;

/**
 * 'same' when the brand is the recall's without case, accents, punctuation, spacing or filler, or
 * the title spells it whatever brand was typed; 'close' when it is one letter off (a common
 * misspelling: "Anchorlien", "Anchorlin"); null otherwise.
 */
export function brandMatch(listing: RecallMatchable, recall: Recall): 'same' | 'close' | null {
  const key = brandKey(recall.brand);
  if (!key) return null;
  const typed = brandKey(listing.brand);
  if (typed === key) return 'same';
  // The brand written in the title ("Moonmeadow Soothe Bassinet") counts, whatever brand was typed.
  if (spellsKey(normaliseWords(`${listing.title} ${listing.model}`), key)) return 'same';
  if (typed && Math.min(typed.length, key.length) >= LOOSE_BRAND_MIN && withinOneEdit(typed, key)) return 'close';
  return null;
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
export function namesModel(listing: RecallMatchable, recall: Recall): boolean {
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
  const brand = brandMatch(listing, recall);
  if (!brand) return null;
  const outside = monthsOutside(listing.manufactureDate, recall.manufacturedFrom, recall.manufacturedTo);
  // A date well outside the range clears the listing whatever its model: the recall does not cover it.
  if (outside !== null && outside > NEAR_MONTHS) return null;
  // A brand one letter off is probably the recalled one, but an admin confirms it.
  if (namesModel(listing, recall)) return outside === 0 && brand === 'same' ? 'match' : 'near';
  return resemblesModel(listing, recall) ? 'near' : null;
}

/** The catalog product a listing was made from: what it is, whatever the seller typed. */
export interface CatalogFacts {
  title: string;
  brand: string;
  category: string;
  subcategory: string;
}

/**
 * The listing's catalog product against a recall: when the product is the recalled model, the
 * listing matches with a date in the range and is held for review with any other date or none, since
 * the date is the seller's word and the product is not.
 */
export function matchCatalogProduct(
  product: CatalogFacts,
  manufactureDate: string | null,
  recall: Recall,
): RecallMatch {
  const asListing: RecallMatchable = {
    title: product.title,
    brand: product.brand,
    model: '',
    description: '',
    manufactureDate,
  };
  if (brandMatch(asListing, recall) !== 'same' || !namesModel(asListing, recall)) return null;
  return monthsOutside(manufactureDate, recall.manufacturedFrom, recall.manufacturedTo) === 0 ? 'match' : 'near';
}
