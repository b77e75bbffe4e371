// products/{id}: typed reads of the catalog. Every list query has a limit and a cursor.
import type { DocumentSnapshot, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import type { CatalogProduct } from '@shared/catalog';
import { getDb } from '../../../lib/firebase/app';

export const PAGE_SIZE = 24;

const converter: FirestoreDataConverter<CatalogProduct> = {
  toFirestore: (p: CatalogProduct) => ({ ...p }),
  fromFirestore: (snap: QueryDocumentSnapshot) => {
    const d = snap.data() as Partial<CatalogProduct>;
    return {
      id: snap.id,
      title: String(d.title ?? ''),
      brand: String(d.brand ?? ''),
      category: String(d.category ?? ''),
      subcategory: String(d.subcategory ?? ''),
      price: Number(d.price ?? 0),
      imageUrl: String(d.imageUrl ?? ''),
      externalUrl: String(d.externalUrl ?? ''),
      retailer: String(d.retailer ?? ''),
      description: String(d.description ?? ''),
      ageRange: String(d.ageRange ?? ''),
      popularity: Number(d.popularity ?? 0),
      keywords: Array.isArray(d.keywords) ? d.keywords.map(String) : [],
    };
  },
};

async function products() {
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  return { fs, ref: fs.collection(db, 'products').withConverter(converter) };
}

export interface ProductPage {
  products: CatalogProduct[];
  /** Pass back to get the next page; null at the end. */
  cursor: DocumentSnapshot<CatalogProduct> | null;
}

/** The most popular products, optionally in one category, a page at a time. */
export async function listProducts(options: {
  category?: string;
  after?: DocumentSnapshot<CatalogProduct> | null;
  pageSize?: number;
}): Promise<ProductPage> {
  const { fs, ref } = await products();
  const size = options.pageSize ?? PAGE_SIZE;
  const constraints = [
    ...(options.category ? [fs.where('category', '==', options.category)] : []),
    fs.orderBy('popularity', 'desc'),
    ...(options.after ? [fs.startAfter(options.after)] : []),
    fs.limit(size),
  ];
  const snap = await fs.getDocs(fs.query(ref, ...constraints));
  const last = snap.docs.at(-1) ?? null;
  return { products: snap.docs.map((d) => d.data()), cursor: snap.docs.length === size ? last : null };
}

/** One product (one document read), or null. */
export async function getProduct(id: string): Promise<CatalogProduct | null> {
  if (!id || id.includes('/') || id.length > 128) return null;
  const { fs, ref } = await products();
  const snap = await fs.getDoc(fs.doc(ref, id));
  return snap.exists() ? snap.data() : null;
}

/** Products by id, in the order given (Firestore's "in" takes up to 30 ids per query). */
export async function getProductsByIds(ids: readonly string[]): Promise<CatalogProduct[]> {
  const { fs, ref } = await products();
  const unique = [...new Set(ids)].slice(0, 90);
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += 30) chunks.push(unique.slice(i, i + 30));
  const snaps = await Promise.all(
    chunks.map((c) => fs.getDocs(fs.query(ref, fs.where(fs.documentId(), 'in', c), fs.limit(30)))),
  );
  const byId = new Map(snaps.flatMap((s) => s.docs.map((d) => [d.id, d.data()] as const)));
  return unique.map((id) => byId.get(id)).filter((p): p is CatalogProduct => Boolean(p));
}
