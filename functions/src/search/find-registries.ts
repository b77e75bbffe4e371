// Find-a-registry on Firestore: public registries whose owner's name or title has a word starting with
// the query's longest word (one `array-contains` query on the projection's searchPrefixes, fullest
// registries first, read in pages), then every query word checked and ranked on what was read. Nothing
// is held in memory between requests, so it scales with Firestore, not with the function.
import { FieldPath, type DocumentData, type Query } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { normaliseWords } from '../shared/catalog.js';
import { lookupToken } from '../shared/search-prefixes.js';
import { indexRegistry, MIN_FIND_LETTERS, rankRegistries, type IndexedRegistry } from './rank-registries.js';
import { clampLimit, REGISTRY_LIMIT, type RegistrySearchHit } from './types.js';

/** Registries read per page while looking for enough that match every word. */
export const FIND_PAGE_SIZE = 50;
/**
 * Pages read at most per request (200 documents of five small fields): a query whose look-up word
 * starts a word of more registries than this shows the best matches among the fullest 200 of them.
 */
export const FIND_MAX_PAGES = 4;
/** Words in so many titles ("Baby Registry") that looking one up would read registries at random. */
const COMMON_WORDS = new Set([
  'registry',
  'registries',
  'baby',
  'babies',
  'our',
  'the',
  'and',
  'little',
  'one',
  'list',
]);

export interface FindRegistriesOptions {
  limit?: number;
  /** Registries read per page (tests use small pages). */
  pageSize?: number;
}

let collection = 'publicRegistries';

/** Points find-a-registry at another collection (tests use their own); null restores the default. */
export function setRegistryCollection(name: string | null): void {
  collection = name ?? 'publicRegistries';
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A publicRegistries document (keyed by the owner's uid) as a search hit. */
function toRegistryHit(uid: string, d: DocumentData): RegistrySearchHit {
  const nameSlug = text(d.nameSlug);
  const itemCount: unknown = d.itemCount;
  return {
    uid,
    ownerName: text(d.ownerName),
    title: text(d.title),
    nameSlug: nameSlug || null,
    itemCount: typeof itemCount === 'number' && Number.isFinite(itemCount) ? itemCount : 0,
  };
}

/** Public registries matching every word of the query, best first (rank-registries.ts). */
export async function findRegistries(query: string, options: FindRegistriesOptions = {}): Promise<RegistrySearchHit[]> {
  const limit = clampLimit(options.limit, REGISTRY_LIMIT);
  const pageSize = options.pageSize ?? FIND_PAGE_SIZE;
  const words = [...new Set(normaliseWords(query))];
  const token = lookupToken(words, COMMON_WORDS);
  if (!token || words.join('').length < MIN_FIND_LETTERS) return [];
  const base: Query = db()
    .collection(collection)
    .where('searchPrefixes', 'array-contains', token)
    .orderBy('itemCount', 'desc')
    .orderBy(FieldPath.documentId())
    .select('ownerName', 'title', 'nameSlug', 'itemCount')
    .limit(pageSize);
  const candidates: IndexedRegistry[] = [];
  let ranked: RegistrySearchHit[] = [];
  let page = base;
  for (let read = 0; read < FIND_MAX_PAGES; read++) {
    const snap = await page.get();
    for (const doc of snap.docs) candidates.push(indexRegistry(toRegistryHit(doc.id, doc.data())));
    ranked = rankRegistries(candidates, query);
    const last = snap.docs.at(-1);
    if (ranked.length >= limit || snap.size < pageSize || !last) break;
    page = base.startAfter(last.get('itemCount') as unknown, last.id);
  }
  return ranked.slice(0, limit);
}
