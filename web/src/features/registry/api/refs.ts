// Typed Firestore references to registries/{uid}: the one place that knows the path and the shape.
import type {
  DocumentData,
  DocumentReference,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QueryDocumentSnapshot,
  SnapshotOptions,
  Timestamp,
} from 'firebase/firestore';
import type { RegistryDoc } from '@shared/registry';
import { getDb } from '../../../lib/firebase/app';

export const REGISTRIES_COLLECTION = 'registries';

/** registries/{uid} (spec section 3) as the web SDK reads it. */
export type Registry = RegistryDoc<Timestamp, DocumentReference>;

export const registryConverter: FirestoreDataConverter<Registry> = {
  toFirestore(registry: PartialWithFieldValue<Registry>): DocumentData {
    return registry;
  },
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): Registry {
    const data = snapshot.data(options) as Partial<Registry>;
    // Registries written by older clients may lack the list; every caller can rely on an array.
    return {
      ...data,
      uid: data.uid ?? snapshot.id,
      product: Array.isArray(data.product) ? data.product : [],
    } as Registry;
  },
};

/** registries/{uid}, typed. The Firestore SDK is loaded here, on first use, never in the first load. */
export async function registryRef(uid: string): Promise<DocumentReference<Registry>> {
  // A slash would point into a subcollection instead of the owner's registry.
  if (uid === '' || uid.includes('/')) throw new Error(`"${uid}" is not a valid registry id`);
  const [db, { doc }] = await Promise.all([getDb(), import('firebase/firestore')]);
  return doc(db, REGISTRIES_COLLECTION, uid).withConverter(registryConverter);
}
