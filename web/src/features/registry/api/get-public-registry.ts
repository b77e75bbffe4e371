// What gift givers read: registrySlugs/{slug} and publicRegistries/{uid} (two reads at most), as
// queries: the projection by owner id, and a registry name (or uid) resolved for a visitor.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicRegistry } from '@shared/registry';
import { getReadDb } from '../../../lib/firebase/app';
import { useFreshAfterChangeHere } from './changed-here';
import { registryKeys } from './query-keys';

function isValidId(id: string): boolean {
  return id.length > 0 && id.length <= 128 && !id.includes('/');
}

/** The owner's uid for a registry name, or null. */
export async function resolveRegistrySlug(slug: string): Promise<string | null> {
  if (!isValidId(slug)) return null;
  const { db, fs } = await getReadDb();
  const snap = await fs.getDoc(fs.doc(db, 'registrySlugs', slug));
  const uid: unknown = snap.exists() ? snap.data().uid : null;
  return typeof uid === 'string' ? uid : null;
}

/** The public projection, or null when the registry is private (or does not exist: we do not say which). */
export async function getPublicRegistry(uid: string): Promise<PublicRegistry | null> {
  if (!isValidId(uid)) return null;
  const { db, fs } = await getReadDb();
  const snap = await fs.getDoc(fs.doc(db, 'publicRegistries', uid));
  return snap.exists() ? (snap.data() as PublicRegistry) : null;
}

export const publicRegistryQueryOptions = (uid: string) =>
  queryOptions({ queryKey: registryKeys.public(uid), queryFn: () => getPublicRegistry(uid) });

export function usePublicRegistry(uid: string): PublicRegistry | null {
  useFreshAfterChangeHere(registryKeys.public(uid));
  return useSuspenseQuery(publicRegistryQueryOptions(uid)).data;
}

/** /registry/{param} looked up: whose registry the name (or uid) means, and its public projection if any. */
export interface RegistryLookup {
  uid: string;
  registry: PublicRegistry | null;
}

/**
 * A registry name (or uid) followed: the slug, then the public projection (two reads at most). The
 * answer is the same for everyone, so the server render can fetch it and the browser reuse it; who
 * is asking (the owner?) is decided by the page.
 */
export async function lookUpRegistry(param: string): Promise<RegistryLookup> {
  const slugOwner = await resolveRegistrySlug(param);
  const uid = slugOwner ?? param;
  return { uid, registry: await getPublicRegistry(uid) };
}

export const registryLookupQueryOptions = (param: string) =>
  queryOptions({ queryKey: registryKeys.lookup(param), queryFn: () => lookUpRegistry(param) });

export function useRegistryLookup(param: string): RegistryLookup {
  useFreshAfterChangeHere(registryKeys.lookup(param));
  return useSuspenseQuery(registryLookupQueryOptions(param)).data;
}
