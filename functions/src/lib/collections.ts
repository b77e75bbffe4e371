// References to the top-level collections more than one area reads or writes (users, registries and
// their public projection and names).
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from './admin.js';

/** users/{uid}: the private profile; written by the owner under the rules and by account functions. */
export function userRef(uid: string): DocumentReference {
  return db().collection('users').doc(uid);
}

/** registries/{uid}: one registry per owner, keyed by the owner's uid. */
export function registryRef(uid: string): DocumentReference {
  return db().collection('registries').doc(uid);
}

/** publicRegistries/{uid}: the public projection of registries/{uid}, written only by functions. */
export function publicRegistryRef(uid: string): DocumentReference {
  return db().collection('publicRegistries').doc(uid);
}

/** registrySlugs/{nameSlug}: who owns a public registry name ({uid}), written only by functions. */
export function registrySlugRef(nameSlug: string): DocumentReference {
  return db().collection('registrySlugs').doc(nameSlug);
}
