// What gift givers read: registrySlugs/{slug} and publicRegistries/{uid} (two reads at most), and the
// purchase claim, which goes through a function so it happens exactly once.
import type { PublicRegistry, PurchaseClaimInput } from '@shared/registry';
import { apiFetch, pathSegment } from '../../../lib/api/client';
import { getDb } from '../../../lib/firebase/app';

function validId(id: string): boolean {
  return id.length > 0 && id.length <= 128 && !id.includes('/');
}

/** The owner's uid for a registry name, or null. */
export async function resolveRegistrySlug(slug: string): Promise<string | null> {
  if (!validId(slug)) return null;
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  const snap = await fs.getDoc(fs.doc(db, 'registrySlugs', slug));
  const uid: unknown = snap.exists() ? snap.data().uid : null;
  return typeof uid === 'string' ? uid : null;
}

/** The public projection, or null when the registry is private (or does not exist: we do not say which). */
export async function fetchPublicRegistry(uid: string): Promise<PublicRegistry | null> {
  if (!validId(uid)) return null;
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  const snap = await fs.getDoc(fs.doc(db, 'publicRegistries', uid));
  return snap.exists() ? (snap.data() as PublicRegistry) : null;
}

export const ALREADY_BOUGHT_STATUS = 409;

export function claimPurchase(uid: string, itemId: string, input: PurchaseClaimInput): Promise<unknown> {
  return apiFetch(`/api/registry/${pathSegment(uid)}/items/${pathSegment(itemId)}/purchase`, {
    method: 'POST',
    body: input,
    auth: false,
    errorMessage: 'We could not record your gift. Please try again.',
  });
}
