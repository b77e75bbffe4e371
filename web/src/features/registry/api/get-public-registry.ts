// What gift givers read: registrySlugs/{slug} and publicRegistries/{uid} (two reads at most), as
// queries: the projection by owner id, and a registry name (or uid) resolved for a visitor.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicRegistry } from '@shared/registry';
import { getDb } from '../../../lib/firebase/app';
import { registryKeys } from './query-keys';

function isValidId(id: string): boolean {
  return id.length > 0 && id.length <= 128 && !id.includes('/');
}

/** The owner's uid for a registry name, or null. */
export async function resolveRegistrySlug(slug: string): Promise<string | null> {
  if (!isValidId(slug)) return null;
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  const snap = await fs.getDoc(fs.doc(db, 'registrySlugs', slug));
  const uid: unknown = snap.exists() ? snap.data().uid : null;
  return typeof uid === 'string' ? uid : null;
}

/** The public projection, or null when the registry is private (or does not exist: we do not say which). */
export async function getPublicRegistry(uid: string): Promise<PublicRegistry | null> {
  if (!isValidId(uid)) return null;
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  const snap = await fs.getDoc(fs.doc(db, 'publicRegistries', uid));
  return snap.exists() ? (snap.data() as PublicRegistry) : null;
}

export const publicRegistryQueryOptions = (uid: string) =>
  queryOptions({ queryKey: registryKeys.public(uid), queryFn: () => getPublicRegistry(uid) });

export function usePublicRegistry(uid: string): PublicRegistry | null {
  return useSuspenseQuery(publicRegistryQueryOptions(uid)).data;
}

export type VisitorView =
  { kind: 'owner' } | { kind: 'public'; registry: PublicRegistry } | { kind: 'private' | 'unknown' };

/** A registry name (or uid) as a visitor follows it: the slug, then the public projection. */
export async function resolveForVisitor(param: string, myUid: string | null): Promise<VisitorView> {
  const slugOwner = await resolveRegistrySlug(param);
  const uid = slugOwner ?? param;
  if (myUid && uid === myUid) return { kind: 'owner' };
  const registry = await getPublicRegistry(uid);
  if (registry) return { kind: 'public', registry };
  return { kind: slugOwner ? 'private' : 'unknown' };
}

export const visitorRegistryQueryOptions = (param: string, myUid: string | null) =>
  queryOptions({ queryKey: registryKeys.visitor(param, myUid), queryFn: () => resolveForVisitor(param, myUid) });

export function useVisitorRegistry(param: string, myUid: string | null): VisitorView {
  return useSuspenseQuery(visitorRegistryQueryOptions(param, myUid)).data;
}
