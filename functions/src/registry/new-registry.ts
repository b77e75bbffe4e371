// The document of a new default registry (spec sections 3 and 4), as the Admin SDK writes it.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { userRef } from '../lib/collections.js';
import { REGISTRY_DEFAULTS, type RegistryDoc } from '../shared/registry.js';

/** registries/{uid} as written; the rules' isValidRegistry() checks the same shape for clients. */
export type NewRegistryDoc = RegistryDoc<FieldValue, DocumentReference>;

export function newRegistryDoc(uid: string): NewRegistryDoc {
  return {
    uid,
    ownerName: REGISTRY_DEFAULTS.ownerName,
    title: REGISTRY_DEFAULTS.title,
    description: REGISTRY_DEFAULTS.description,
    isPublic: REGISTRY_DEFAULTS.isPublic,
    product: [],
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    UID: userRef(uid),
  };
}
