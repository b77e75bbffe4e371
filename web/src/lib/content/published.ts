// Reads of the published content collections (articles, quizzes, updates, careers): one document by
// slug, or one page of a list, newest first, always with a limit and a cursor.
import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore';
import { CONTENT_PAGE_SIZE } from '@shared/content';
import { getDb } from '../firebase/app';
import type { Page } from '../query/paged-list';

export type ContentCollection = 'articles' | 'quizzes' | 'updates' | 'careers';

/** A slug that can name a document: the SDK throws for '/', '.', '..' and `__x__` ids. */
export function isDocumentSlug(slug: string): boolean {
  return (
    slug !== '' && slug.length <= 128 && !slug.includes('/') && slug !== '.' && slug !== '..' && !/^__.*__$/.test(slug)
  );
}

/** One published document (one read), or null: the rules refuse drafts and missing ones alike. */
export async function getPublished<T>(
  collection: ContentCollection,
  slug: string,
  convert: (snap: DocumentSnapshot) => T,
): Promise<T | null> {
  if (!isDocumentSlug(slug)) return null;
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  try {
    const snap = await fs.getDoc(fs.doc(db, collection, slug));
    return snap.exists() ? convert(snap) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

/** Field equality filters on top of published == true, e.g. { category: 'sleep' } or { section: [..] } for "in". */
export type ContentFilters = Record<string, string | boolean | readonly string[] | undefined>;

/** One page, newest first, after `after`; the page's cursor (its last document) asks for the next one, null at the end. */
export async function listPublished<T>(
  collection: ContentCollection,
  filters: ContentFilters,
  convert: (snap: DocumentSnapshot) => T,
  after: DocumentSnapshot | null = null,
  size = CONTENT_PAGE_SIZE,
): Promise<Page<T, DocumentSnapshot>> {
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  const constraints: QueryConstraint[] = [fs.where('published', '==', true)];
  for (const [field, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    constraints.push(Array.isArray(value) ? fs.where(field, 'in', value) : fs.where(field, '==', value));
  }
  constraints.push(fs.orderBy('publishedAt', 'desc'));
  if (after) constraints.push(fs.startAfter(after));
  constraints.push(fs.limit(size));
  const snap = await fs.getDocs(fs.query(fs.collection(db, collection), ...constraints));
  return { items: snap.docs.map(convert), cursor: snap.docs.length === size ? (snap.docs.at(-1) ?? null) : null };
}
