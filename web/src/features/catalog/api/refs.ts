// products/{id}: the typed collection reference every catalog read goes through (Firestore Lite, loaded lazily).
import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { CatalogProduct } from '@shared/catalog';
import { getReadDb } from '../../../lib/firebase/app';

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
      ...(typeof d.ageFromMonths === 'number' ? { ageFromMonths: d.ageFromMonths } : {}),
      ...(d.used && typeof d.used.count === 'number' && typeof d.used.minPriceCents === 'number'
        ? { used: { count: d.used.count, minPriceCents: d.used.minPriceCents } }
        : {}),
    };
  },
};

/** Firestore Lite and the typed products collection (catalog reads are public one-shot reads). */
export async function productsRef() {
  const { db, fs } = await getReadDb();
  return { fs, ref: fs.collection(db, 'products').withConverter(productConverter) };
}
