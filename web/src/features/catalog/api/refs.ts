// products/{id}: the typed collection reference every catalog read goes through (Firestore loaded lazily).
import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import type { CatalogProduct } from '@shared/catalog';
import { getDb } from '../../../lib/firebase/app';

const productConverter: FirestoreDataConverter<CatalogProduct> = {
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

/** The Firestore SDK and the typed products collection. */
export async function productsRef() {
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  return { fs, ref: fs.collection(db, 'products').withConverter(productConverter) };
}
