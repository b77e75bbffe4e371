// Saved listings (users/{uid}/savedListings): whether one listing is saved, save (through the api,
// which holds the cap of 500 and copies the card fields onto the saved document) and unsave (a delete
// under the rules), and the saved list newest first a page at a time: one query per page.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { Listing, ListingStatus } from '@shared/marketplace';
import { apiFetch, pathSegment } from '../../../../lib/api/client';
import { nextCursor, toPagedList, type Page, type PagedList } from '../../../../lib/query/paged-list';
import { getListing } from '../../listing/api/get-listing';
import { savedListingsRef } from '../../api/refs';
import { marketplaceKeys } from '../../api/query-keys';

/** Saved listings per page (the rules allow lists of at most 100). */
export const SAVED_PAGE_SIZE = 20;

/** What the saved page shows of a listing, as copied when it was saved. */
export type SavedCard = Pick<Listing, 'id' | 'title' | 'brand' | 'priceCents'> & { status: ListingStatus };

export interface SavedEntry {
  listingId: string;
  savedAt: number | null;
  /** Null when the listing was removed, or is otherwise no longer public. */
  listing: SavedCard | null;
}

/** Where a page ends: the last entry's savedAt and id (plain values). */
export interface SavedCursor {
  savedAt: number;
  id: string;
}

export async function isListingSaved(uid: string, listingId: string): Promise<boolean> {
  const { fs, ref } = await savedListingsRef(uid);
  return (await fs.getDoc(fs.doc(ref, listingId))).exists();
}

/** Saves through the api: it refuses the 501st with a message the button shows. */
export async function saveListing(_uid: string, listingId: string): Promise<void> {
  await apiFetch(`/api/marketplace/saved/${pathSegment(listingId)}`, { method: 'POST', body: {} });
}

export async function unsaveListing(uid: string, listingId: string): Promise<void> {
  const { fs, ref } = await savedListingsRef(uid);
  await fs.deleteDoc(fs.doc(ref, listingId));
}

/** One page of saved listings, newest first; after is the last entry of the previous page. */
export async function listSavedListings(
  uid: string,
  after: SavedCursor | null = null,
): Promise<Page<SavedEntry, SavedCursor>> {
  const { fs, ref } = await savedListingsRef(uid);
  const snap = await fs.getDocs(
    fs.query(
      ref,
      fs.orderBy('savedAt', 'desc'),
      // The id breaks ties; descending, as the single-field index orders it implicitly.
      fs.orderBy(fs.documentId(), 'desc'),
      ...(after ? [fs.startAfter(fs.Timestamp.fromMillis(after.savedAt), after.id)] : []),
      fs.limit(SAVED_PAGE_SIZE),
    ),
  );
  const saved = snap.docs.map((d) => ({ ...d.data(), id: d.id }));
  // Saves from before the card was copied on saving are read from their listing, once.
  const items = await Promise.all(
    saved.map(async (s) => ({
      listingId: s.listingId,
      savedAt: s.savedAt,
      listing: s.card ? { ...s.card, id: s.listingId } : await getListing(s.listingId),
    })),
  );
  const last = saved.length === SAVED_PAGE_SIZE ? saved.at(-1) : undefined;
  return { items, cursor: last && last.savedAt !== null ? { savedAt: last.savedAt, id: last.id } : null };
}

export const isSavedQueryOptions = (uid: string, listingId: string) =>
  queryOptions({ queryKey: marketplaceKeys.savedOne(uid, listingId), queryFn: () => isListingSaved(uid, listingId) });

export const savedListOptions = (uid: string) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.savedList(uid),
    queryFn: ({ pageParam }) => listSavedListings(uid, pageParam),
    initialPageParam: null as SavedCursor | null,
    getNextPageParam: nextCursor,
  });

/** Whether the signed-in user saved this listing; asks Firestore only when someone is signed in. */
export function useIsListingSaved(uid: string | null, listingId: string): boolean {
  return useQuery({ ...isSavedQueryOptions(uid ?? '', listingId), enabled: uid !== null }).data ?? false;
}

export function useSavedListings(uid: string): PagedList<SavedEntry> {
  return toPagedList(useInfiniteQuery(savedListOptions(uid)));
}

type SavedList = InfiniteData<Page<SavedEntry, SavedCursor>, SavedCursor | null>;

/** Takes an unsaved listing out of the loaded pages, so the list does not fetch every page again. */
export function withoutListing(data: SavedList | undefined, listingId: string): SavedList | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.listingId !== listingId) })) };
}

function settle(client: QueryClient, uid: string, listingId: string, isSaved: boolean) {
  client.setQueryData(marketplaceKeys.savedOne(uid, listingId), isSaved);
  if (isSaved) return client.invalidateQueries({ queryKey: marketplaceKeys.savedList(uid) });
  client.setQueryData<SavedList>(marketplaceKeys.savedList(uid), (data) => withoutListing(data, listingId));
  return Promise.resolve();
}

/** Saves or unsaves a listing for a user (isSaved: what it should become) and updates both caches. */
export function useSetListingSaved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, listingId, isSaved }: { uid: string; listingId: string; isSaved: boolean }) =>
      isSaved ? saveListing(uid, listingId) : unsaveListing(uid, listingId),
    onSuccess: (_, { uid, listingId, isSaved }) => settle(client, uid, listingId, isSaved),
  });
}
