// The seller's calls: create and edit a draft, upload and remove photos, publish (screened on the
// server), and read their own listing (the rules let the seller read any of theirs).
import { useQuery } from '@tanstack/react-query';
import type { CatalogProduct } from '@shared/catalog';
import type { Listing, ListingInput, ListingPhoto } from '@shared/marketplace';
import { apiFetch, pathSegment } from '../../../../lib/api/client';
import { getDb } from '../../../../lib/firebase/app';
import { getProductsByIds } from '../../../catalog';
import { getOwnSellerId } from './own-seller-id';
import { marketplaceKeys } from '../../api/query-keys';
import { toListing } from '../../api/refs';

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

export const useMyListing = (id: string) =>
  useQuery({ queryKey: marketplaceKeys.myListing(id), queryFn: () => getMyListing(id) });

/** The seller's listings (at most 100, newest change first) and their completed sales. */
export async function listMyListings(uid: string): Promise<{ listings: Listing[]; completedSales: number }> {
  const [{ collection, doc, getDoc, getDocs, limit, query, where }, db, sellerId] = await Promise.all([
    import('firebase/firestore'),
    getDb(),
    getOwnSellerId(uid),
  ]);
  // No public seller id yet: no listing was ever made.
  if (!sellerId) return { listings: [], completedSales: 0 };
  const [snap, seller] = await Promise.all([
    getDocs(query(collection(db, 'listings'), where('sellerId', '==', sellerId), limit(100))),
    getDoc(doc(db, 'sellers', sellerId)),
  ]);
  const listings = snap.docs.map((d) => toListing(d.id, d.data())).sort((a, b) => b.updatedAt - a.updatedAt);
  const sales = seller.exists() ? Number(seller.data().completedSales ?? 0) : 0;
  return { listings, completedSales: Number.isFinite(sales) ? sales : 0 };
}

export const useMyListings = (uid: string) =>
  useQuery({ queryKey: marketplaceKeys.myListings(uid), queryFn: () => listMyListings(uid) });

/** The catalog product a new listing starts from (?fromProduct=); nothing is read without one. */
export const useProductToSell = (productId: string) =>
  useQuery({
    queryKey: marketplaceKeys.sellFromProduct(productId),
    queryFn: async () => (await getProductsByIds([productId]))[0] ?? null,
    enabled: productId !== '',
  });

/** Up to 5 catalog products for what the seller typed as a title (the site search's products). */
export async function suggestProducts(q: string): Promise<CatalogProduct[]> {
  const params = new URLSearchParams({ q, limit: '5' });
  const res = await apiFetch<{ products: { hits: CatalogProduct[] } }>(`/api/search?${params.toString()}`, {
    auth: false,
  });
  return res.products.hits.slice(0, 5);
}

export function useTitleSuggestions(q: string, isEnabled: boolean): CatalogProduct[] {
  const { data = [] } = useQuery({
    queryKey: marketplaceKeys.titleSuggestions(q),
    queryFn: () => suggestProducts(q),
    enabled: isEnabled,
    staleTime: 60_000,
  });
  return data;
}
