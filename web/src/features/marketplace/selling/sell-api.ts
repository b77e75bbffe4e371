// The seller's calls: create and edit a draft, upload and remove photos, publish (screened on the
// server), and read their own listing (the rules let the seller read any of theirs).
import type { Listing, ListingInput, ListingPhoto } from '@shared/marketplace';
import { apiFetch, pathSegment } from '../../../lib/api/client';
import { getDb } from '../../../lib/firebase/app';
import { toListing } from '../api/refs';

export type PublishResult = { kind: 'live'; listing: Listing } | { kind: 'review'; listing: Listing; message: string };

export const createDraft = (input: ListingInput) =>
  apiFetch<Listing>('/api/marketplace/listings', { method: 'POST', body: input });

export const updateListing = (id: string, input: ListingInput) =>
  apiFetch<Listing | { listing: Listing; message: string }>(`/api/marketplace/listings/${pathSegment(id)}`, {
    method: 'PATCH',
    body: input,
  });

export const uploadPhoto = (id: string, file: File) =>
  apiFetch<ListingPhoto>(`/api/marketplace/listings/${pathSegment(id)}/photos`, { method: 'POST', file });

export const deletePhoto = (id: string, photoId: string) =>
  apiFetch<unknown>(`/api/marketplace/listings/${pathSegment(id)}/photos/${pathSegment(photoId)}`, {
    method: 'DELETE',
  });

/** Publishes a draft: live, or held for an admin's review; a refusal (a recall, an expired seat) throws its reason. */
export async function publishListing(id: string): Promise<PublishResult> {
  const res = await apiFetch<Listing | { listing: Listing; message: string }>(
    `/api/marketplace/listings/${pathSegment(id)}/publish`,
    { method: 'POST', body: {} },
  );
  return 'listing' in res
    ? { kind: 'review', listing: res.listing, message: res.message }
    : { kind: 'live', listing: res };
}

export const removeListing = (id: string) =>
  apiFetch<Listing>(`/api/marketplace/listings/${pathSegment(id)}/remove`, { method: 'POST', body: {} });

export async function getMyListing(id: string): Promise<Listing | null> {
  const [{ doc, getDoc }, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const snap = await getDoc(doc(db, 'listings', id));
  return snap.exists() ? toListing(snap.id, snap.data()) : null;
}
