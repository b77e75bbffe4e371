// Listing alerts ("Tell me when one is listed near me", decision 016): the person's alerts newest first
// a page at a time (listingAlerts where uid, under the rules), saved and changed through the api (which
// holds the cap of 50 and the ZIP's area), deleted under the rules.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { ListingAlert, ListingAlertInput } from '@shared/listing-alerts';
import { apiFetch, pathSegment } from '../../../../lib/api/client';
import { getReadDb } from '../../../../lib/firebase/app';
import { nextCursor, toPagedList, type Page, type PagedList } from '../../../../lib/query/paged-list';
import { marketplaceKeys } from '../../api/query-keys';

/** Alerts per page (the rules allow lists of at most 50, the most a person may keep). */
export const ALERTS_PAGE_SIZE = 20;

export type SavedAlert = Pick<
  ListingAlert,
  'productId' | 'productTitle' | 'zip' | 'city' | 'radiusMiles' | 'maxPriceCents' | 'minCondition' | 'createdAt'
> & { id: string };

/** Where a page ends: the last alert's createdAt and id. */
export interface AlertCursor {
  createdAt: number;
  id: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

const converter: FirestoreDataConverter<SavedAlert> = {
  toFirestore: () => ({}),
  fromFirestore: (snap: QueryDocumentSnapshot) => {
    const d = snap.data();
    return {
      id: snap.id,
      productId: str(d.productId),
      productTitle: str(d.productTitle),
      zip: str(d.zip),
      city: str(d.city),
      radiusMiles: num(d.radiusMiles) as SavedAlert['radiusMiles'],
      maxPriceCents: num(d.maxPriceCents),
      minCondition: (typeof d.minCondition === 'string' ? d.minCondition : null) as SavedAlert['minCondition'],
      createdAt: num(d.createdAt),
    };
  },
};

async function alertsRef() {
  const { db, fs } = await getReadDb();
  return { fs, ref: fs.collection(db, 'listingAlerts').withConverter(converter) };
}

/** One page of the person's alerts, newest first; after is the last alert of the previous page. */
export async function listAlerts(
  uid: string,
  after: AlertCursor | null = null,
): Promise<Page<SavedAlert, AlertCursor>> {
  const { fs, ref } = await alertsRef();
  const snap = await fs.getDocs(
    fs.query(
      ref,
      fs.where('uid', '==', uid),
      fs.orderBy('createdAt', 'desc'),
      fs.orderBy(fs.documentId(), 'desc'),
      ...(after ? [fs.startAfter(after.createdAt, after.id)] : []),
      fs.limit(ALERTS_PAGE_SIZE),
    ),
  );
  const items = snap.docs.map((d) => d.data());
  const last = items.length === ALERTS_PAGE_SIZE ? items.at(-1) : undefined;
  return { items, cursor: last ? { createdAt: last.createdAt, id: last.id } : null };
}

export const alertsOptions = (uid: string) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.alerts(uid),
    queryFn: ({ pageParam }) => listAlerts(uid, pageParam),
    initialPageParam: null as AlertCursor | null,
    getNextPageParam: nextCursor,
  });

export function useListingAlerts(uid: string): PagedList<SavedAlert> {
  return toPagedList(useInfiniteQuery(alertsOptions(uid)));
}

/** Saves a new alert, or changes `alertId`'s terms (the product stays). */
export async function saveAlert(input: ListingAlertInput, alertId: string | null = null): Promise<void> {
  if (alertId) {
    const { productId: _productId, ...terms } = input;
    await apiFetch(`/api/marketplace/alerts/${pathSegment(alertId)}`, { method: 'PATCH', body: terms });
  } else {
    await apiFetch('/api/marketplace/alerts', { method: 'POST', body: input });
  }
}

export async function deleteAlert(alertId: string): Promise<void> {
  const { fs, ref } = await alertsRef();
  await fs.deleteDoc(fs.doc(ref, alertId));
}

const refresh = (client: QueryClient, uid: string) =>
  client.invalidateQueries({ queryKey: marketplaceKeys.alerts(uid) });

export function useSaveAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, alertId }: { uid: string; input: ListingAlertInput; alertId: string | null }) =>
      saveAlert(input, alertId),
    onSuccess: (_, { uid }) => refresh(client, uid),
  });
}

export function useDeleteAlert(uid: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAlert, onSuccess: () => refresh(client, uid) });
}
