// Listing search of the embedded backend: the catalog's word matching, the browse filters, sorts and facets.
import { categoryBySlug } from '../shared/catalog.js';
import { CONDITION_VALUES, type Listing, type ListingCondition } from '../shared/marketplace.js';
import type { ListingCard, ListingFacets, ListingSearchParams } from '../shared/marketplace-browse.js';
import { distanceMiles, type ZipArea } from '../shared/zip-areas.js';
import { fieldWords, matchWord, productQueryWords, type FieldWords, type MatchKind } from './match-words.js';

/** An active listing with its words prepared once per load, and only what filters and cards need. */
export interface IndexedListing {
  card: ListingCard;
  updatedAt: number;
  lat: number;
  lng: number;
  condition: ListingCondition;
  title: FieldWords;
  brandModel: FieldWords;
  categoryWords: FieldWords;
}

export function listingCard(l: Listing): ListingCard {
  const photo = l.photos[0];
  return {
    ...{ id: l.id, title: l.title, titleSlug: l.titleSlug, brand: l.brand, brandSlug: l.brandSlug },
    ...{ category: l.category, priceCents: l.priceCents, originalPriceCents: l.originalPriceCents },
    condition: l.condition,
    photo: photo ? { id: photo.id, widths: photo.widths, aspect: photo.aspect, alt: photo.alt } : null,
    pickup: { city: l.pickup.city, state: l.pickup.state },
    localPickup: l.localPickup,
    shippingCents: l.shippingCents,
    publishedAt: l.publishedAt,
    seller: { firstName: l.seller.firstName, ratingAverage: l.seller.ratingAverage },
  };
}

export function indexListing(l: Listing): IndexedListing {
  return {
    card: listingCard(l),
    updatedAt: l.updatedAt,
    lat: l.pickup.lat,
    lng: l.pickup.lng,
    condition: l.condition,
    title: fieldWords(l.title),
    brandModel: fieldWords(l.brand, l.model),
    categoryWords: fieldWords(l.category, categoryBySlug(l.category)?.name ?? '', l.subcategory),
  };
}

const POINTS: Record<MatchKind, number> = { exact: 100, prefix: 50, typo: 25, none: 0 };
/** Small field bonuses: a better kind of match anywhere still beats a worse one in the title. */
const TITLE_BONUS = 10;
const BRAND_MODEL_BONUS = 5;
const MATCH_OPTIONS = { minPrefix: 2, tolerateTypos: true };

function fieldPoints(word: string, field: FieldWords, bonus: number): number {
  const kind = matchWord(word, field, MATCH_OPTIONS);
  return kind === 'none' ? 0 : POINTS[kind] + bonus;
}

/** Score for the query words, 0 when some word matches nothing; 1 for every listing when no words. */
function score(words: readonly string[], e: IndexedListing): number {
  if (words.length === 0) return 1;
  let total = 0;
  for (const word of words) {
    const points = Math.max(
      fieldPoints(word, e.title, TITLE_BONUS),
      fieldPoints(word, e.brandModel, BRAND_MODEL_BONUS),
      fieldPoints(word, e.categoryWords, 0),
    );
    if (points === 0) return 0;
    total += points;
  }
  return total;
}

/** The filters other than category and condition (facets count each of those without its own). */
function passesRest(e: IndexedListing, p: ListingSearchParams, distance: number | null): boolean {
  const c = e.card;
  if (p.brandSlug && c.brandSlug !== p.brandSlug) return false;
  if (p.minPriceCents !== null && c.priceCents < p.minPriceCents) return false;
  if (p.maxPriceCents !== null && c.priceCents > p.maxPriceCents) return false;
  if (p.delivery === 'pickup' && !c.localPickup) return false;
  if (p.delivery === 'shipping' && c.shippingCents === null) return false;
  if (p.radiusMiles !== null && (distance === null || distance > p.radiusMiles)) return false;
  return true;
}

/** A match with what sorting reads, copied out once rather than looked up in every comparison. */
export interface Hit {
  entry: IndexedListing;
  id: string;
  points: number;
  distance: number | null;
  priceCents: number;
  publishedAt: number;
}

const byId = (a: Hit, b: Hit) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newest = (a: Hit, b: Hit) => b.publishedAt - a.publishedAt;

function comparator(p: ListingSearchParams, hasWords: boolean): (a: Hit, b: Hit) => number {
  switch (p.sort) {
    case 'price-asc':
      return (a, b) => a.priceCents - b.priceCents || newest(a, b) || byId(a, b);
    case 'price-desc':
      return (a, b) => b.priceCents - a.priceCents || newest(a, b) || byId(a, b);
    case 'nearest':
      return (a, b) =>
        (a.distance ?? Infinity) - (b.distance ?? Infinity) || b.points - a.points || newest(a, b) || byId(a, b);
    case 'newest':
      return (a, b) => newest(a, b) || byId(a, b);
    case 'relevance':
      return hasWords
        ? (a, b) => b.points - a.points || newest(a, b) || byId(a, b)
        : (a, b) => newest(a, b) || byId(a, b);
  }
}

export interface RankedListings {
  /** Every match in order; `card` gives each one's card, with its distance when a zip was given. */
  hits: readonly Hit[];
  facets: ListingFacets;
}

/** A hit's card as result lists show it, with the miles from the query's ZIP when one was given. */
export function cardOf(hit: Hit): ListingCard {
  return hit.distance === null ? hit.entry.card : { ...hit.entry.card, distanceMiles: hit.distance };
}

/** Every listing matching the words and filters, in the asked order (stable, so pages do not overlap). */
export function rankListings(
  index: Iterable<IndexedListing>,
  p: ListingSearchParams,
  origin: ZipArea | null,
): RankedListings {
  const words = productQueryWords(p.q);
  const hits: Hit[] = [];
  const categoryCounts = new Map<string, number>();
  const conditionCounts = new Map<ListingCondition, number>();
  const conditions = p.conditions.length > 0 ? new Set(p.conditions) : null;
  for (const entry of index) {
    const points = score(words, entry);
    if (points === 0) continue;
    const distance = origin ? Math.round(distanceMiles(origin, entry) * 10) / 10 : null;
    // Each dimension once: a facet counts what passes every filter but its own.
    if (!passesRest(entry, p, distance)) continue;
    const inCategory = !p.category || entry.card.category === p.category;
    const inCondition = !conditions || conditions.has(entry.condition);
    if (inCondition) categoryCounts.set(entry.card.category, (categoryCounts.get(entry.card.category) ?? 0) + 1);
    if (inCategory) conditionCounts.set(entry.condition, (conditionCounts.get(entry.condition) ?? 0) + 1);
    if (inCategory && inCondition) {
      const { id, priceCents, publishedAt } = entry.card;
      hits.push({ entry, id, points, distance, priceCents, publishedAt: publishedAt ?? 0 });
    }
  }
  hits.sort(comparator(p, words.length > 0));
  return {
    hits,
    facets: {
      categories: [...categoryCounts]
        .map(([slug, count]) => ({ slug, count }))
        .sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug)),
      // In the conditions' own order (new to well loved), as the filter lists them.
      conditions: CONDITION_VALUES.flatMap((value) => {
        const count = conditionCounts.get(value) ?? 0;
        return count > 0 ? [{ value, count }] : [];
      }),
    },
  };
}
