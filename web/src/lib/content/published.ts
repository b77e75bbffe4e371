// Reads of the published content collections (articles, quizzes, updates, careers): one document by
// slug, or one page of a list, newest first, always with a limit and a cursor.
import type { QueryConstraint } from 'firebase/firestore/lite';
import { CONTENT_PAGE_SIZE } from '@shared/content';
import { getReadDb } from '../firebase/app';
import type { Page } from '../query/paged-list';

/** What a converter reads of a document (the full and the Lite SDK's snapshots both fit). */
export interface ContentSnapshot {
  id: string;
  data(): Record<string, unknown> | undefined;
}

/** Where a page ends: the last document's publishedAt and id, plain values (they travel in the HTML). */
export interface ContentCursor {
  publishedAt: string;
  id: string;
}

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
  convert: (snap: ContentSnapshot) => T,
): Promise<T | null> {
  if (!isDocumentSlug(slug)) return null;
  const { db, fs } = await getReadDb();
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
  convert: (snap: ContentSnapshot) => T,
  after: ContentCursor | null = null,
  size = CONTENT_PAGE_SIZE,
): Promise<Page<T, ContentCursor>> {
  const { db, fs } = await getReadDb();
  const constraints: QueryConstraint[] = [fs.where('published', '==', true)];
  for (const [field, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    constraints.push(Array.isArray(value) ? fs.where(field, 'in', value) : fs.where(field, '==', value));
  }
  // The id breaks ties; descending like publishedAt, as the indexes order it implicitly.
  constraints.push(fs.orderBy('publishedAt', 'desc'), fs.orderBy(fs.documentId(), 'desc'));
  if (after) constraints.push(fs.startAfter(after.publishedAt, after.id));
  constraints.push(fs.limit(size));
  const snap = await fs.getDocs(fs.query(fs.collection(db, collection), ...constraints));
  const last = snap.docs.length === size ? snap.docs.at(-1) : undefined;
  const cursor = last ? { publishedAt: String(last.get('publishedAt') ?? ''), id: last.id } : null;
  return { items: snap.docs.map(convert), cursor };
}
