// "Your marketplace": what is waiting for the signed-in parent (the header's badge and the hub's
// counts) and their latest offers, orders and question threads. Counts are count() aggregations
// capped by a limit (one read per 1,000 counted, and never more than the cap): no counter document
// to keep in step, and every query filtered on the caller as the rules require.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { QuestionThread } from '@shared/schemas/question';
import { getReadDb } from '../../../../lib/firebase/app';
import { toOffer, toOrder, type Offer, type Order } from '../../orders/order-types';
import { marketplaceKeys } from '../../api/query-keys';

/** Counts stop here: the hub shows "99+" beyond it. */
export const COUNT_CAP = 99;
/** Unread notifications stop sooner: the rules let a notifications query read at most 50. */
export const UNREAD_CAP = 49;

export interface HubCounts {
  /** Offers on your listings to answer, and counters or accepted offers on your side. */
  offersWaiting: number;
  /** Sales paid for and not yet shipped or handed over. */
  ordersToShip: number;
  /** Buyers' questions on your listings you have not answered. */
  questionsToAnswer: number;
  unreadNotifications: number;
}

/** What the header's badge counts: things that wait for this parent to act. */
export const waitingTotal = (c: HubCounts) => c.offersWaiting + c.ordersToShip + c.questionsToAnswer;

export interface HubBadge {
  /** The number on the badge: things waiting for this parent to act. */
  count: number;
  /** A dot instead, when only unread notifications wait. */
  dot: boolean;
  /** The header button's accessible name. */
  label: string;
}

/** The header badge: the number of things waiting, unread notifications named beside it (or a dot). */
export function hubBadge(c: HubCounts | undefined): HubBadge {
  if (!c) return { count: 0, dot: false, label: 'Your marketplace' };
  const count = waitingTotal(c);
  const capped = (n: number, cap: number) => (n > cap ? `${cap}+` : String(n));
  const parts = [
    count > 0 ? `${capped(count, COUNT_CAP)} waiting for you` : '',
    c.unreadNotifications > 0
      ? `${capped(c.unreadNotifications, UNREAD_CAP)} unread ${c.unreadNotifications === 1 ? 'notification' : 'notifications'}`
      : '',
  ].filter(Boolean);
  return {
    count,
    dot: count === 0 && c.unreadNotifications > 0,
    label: parts.length > 0 ? `Your marketplace, ${parts.join(' and ')}` : 'Your marketplace',
  };
}

export async function fetchHubCounts(uid: string, now = Date.now()): Promise<HubCounts> {
  const { db, fs } = await getReadDb();
  const { collection, getCount, limit, query, where } = fs;
  const count = async (q: ReturnType<typeof query>) => (await getCount(q)).data().count;
  const offers = collection(db, 'offers');
  const [received, made, toShip, questions, unread] = await Promise.all([
    count(
      query(
        offers,
        where('sellerUid', '==', uid),
        where('status', '==', 'open'),
        where('expiresAt', '>', now),
        limit(COUNT_CAP + 1),
      ),
    ),
    count(
      query(
        offers,
        where('buyerUid', '==', uid),
        where('status', 'in', ['countered', 'accepted']),
        where('expiresAt', '>', now),
        limit(COUNT_CAP + 1),
      ),
    ),
    count(
      query(
        collection(db, 'orders'),
        where('sellerUid', '==', uid),
        where('status', '==', 'paid'),
        limit(COUNT_CAP + 1),
      ),
    ),
    count(
      query(
        collection(db, 'questions'),
        where('sellerUid', '==', uid),
        where('waitingFor', '==', 'seller'),
        where('isBlocked', '==', false),
        limit(COUNT_CAP + 1),
      ),
    ),
    count(
      query(
        collection(db, 'notifications'),
        where('uid', '==', uid),
        where('readAt', '==', null),
        limit(UNREAD_CAP + 1),
      ),
    ),
  ]);
  return {
    offersWaiting: received + made,
    ordersToShip: toShip,
    questionsToAnswer: questions,
    unreadNotifications: unread,
  };
}

export const hubCountsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: marketplaceKeys.hubCounts(uid),
    queryFn: () => fetchHubCounts(uid),
    // The badge is a prompt, not a ledger: a minute old is fine, and a return to the tab refreshes it.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    // A count that fails leaves the badge off; it never takes the header down.
    throwOnError: false,
  });

export const useHubCounts = (uid: string) => useQuery(hubCountsQueryOptions(uid));

/** Counts this old are asked again when the parent moves to another marketplace page. */
export const HUB_COUNTS_FRESH_MS = 5_000;

/**
 * Keeps the counts in step with what the parent just did (an offer answered, an order paid or
 * shipped): on each move to a marketplace page, counts older than a few seconds are asked again.
 * Moving between other pages costs nothing.
 */
export function useHubCountsFollowing(uid: string, pathname: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!pathname.startsWith('/marketplace')) return;
    const { queryKey } = hubCountsQueryOptions(uid);
    const updatedAt = client.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
    if (Date.now() - updatedAt > HUB_COUNTS_FRESH_MS) void client.invalidateQueries({ queryKey });
  }, [client, uid, pathname]);
}

export interface HubActivity {
  offers: Offer[];
  orders: Order[];
  questions: QuestionThread[];
}

const RECENT = 5;

/** The newest few of each, on both sides: what the hub lists under its counts. */
export async function fetchHubActivity(uid: string): Promise<HubActivity> {
  const { db, fs } = await getReadDb();
  const { collection, getDocs, limit, orderBy, query, where } = fs;
  const side = async (name: string, field: 'buyerUid' | 'sellerUid', order: string, max = RECENT) =>
    (await getDocs(query(collection(db, name), where(field, '==', uid), orderBy(order, 'desc'), limit(max)))).docs;
  const [offersMade, offersReceived, purchases, sales, asked, received] = await Promise.all([
    side('offers', 'buyerUid', 'updatedAt'),
    side('offers', 'sellerUid', 'updatedAt'),
    side('orders', 'buyerUid', 'createdAt'),
    side('orders', 'sellerUid', 'createdAt'),
    side('questions', 'buyerUid', 'updatedAt', 20),
    side('questions', 'sellerUid', 'updatedAt', 20),
  ]);
  const offers = [...offersMade, ...offersReceived]
    .map((d) => toOffer(d.id, d.data()))
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, RECENT);
  const orders = [...purchases, ...sales]
    .map((d) => toOrder(d.id, d.data()))
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, RECENT);
  const questions = [...received, ...asked]
    .map((d) => ({ ...(d.data() as QuestionThread), id: d.id }))
    .sort((a, b) => b.updatedAt - a.updatedAt);
  return { offers, orders, questions };
}

export const useHubActivity = (uid: string) =>
  useQuery({ queryKey: marketplaceKeys.hubActivity(uid), queryFn: () => fetchHubActivity(uid) });
