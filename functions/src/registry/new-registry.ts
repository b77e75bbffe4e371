// The document of a new default registry (spec sections 3 and 4), as the Admin SDK writes it.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { userRef } from '../lib/collections.js';
import { LIMITS, REGISTRY_DEFAULTS, type RegistryDoc } from '../shared/registry.js';

/** registries/{uid} as written; the rules' isValidRegistry() checks the same shape for clients. */
export type NewRegistryDoc = RegistryDoc<FieldValue, DocumentReference>;

export interface KnownNames {
  first?: string | null;
  last?: string | null;
  displayName?: string | null;
}

/**
 * The name a new registry goes by: the person's first and last name when known, else their
 * display name (Google's), else the spec's default "Registry Owner".
 */
export function ownerNameOf({ first, last, displayName }: KnownNames): string {
  const clean = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ');
  const name = [clean(first), clean(last)].filter(Boolean).join(' ') || clean(displayName);
  return name.slice(0, LIMITS.ownerName).trim() || REGISTRY_DEFAULTS.ownerName;
}

/** A new default registry, under the owner's known name (see ownerNameOf). */
export function newRegistryDoc(uid: string, ownerName: string = REGISTRY_DEFAULTS.ownerName): NewRegistryDoc {
  return {
    uid,
    ownerName,
    title: REGISTRY_DEFAULTS.title,
    description: REGISTRY_DEFAULTS.description,
    isPublic: REGISTRY_DEFAULTS.isPublic,
    product: [],
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    UID: userRef(uid),
  };
}
