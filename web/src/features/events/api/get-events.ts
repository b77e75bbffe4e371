// One-shot public reads of the events area through Firestore Lite (the same code in the server
// render): a city's day (a query a page), one event (one document), and each city's upcoming count.
import {
  infiniteQueryOptions,
  queryOptions,
  useQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { addDays, EVENT_LIMITS, toFamilyEvent, type FamilyEvent } from '@shared/events';
import { getReadDb } from '../../../lib/firebase/app';
import { nextCursor, toPagedList, type Page, type PagedList } from '../../../lib/query/paged-list';
import { eventKeys } from './query-keys';

const EVENT_ID = /^[a-z0-9-]{1,140}$/;

/** Where a page of a city's day ends: the last event's start and id, plain values (they travel in the HTML). */
export interface DayCursor {
  startsAt: number;
  id: string;
}

/**
 * One page of a city's day, soonest first (EVENT_LIMITS.dayPage a page); `after` is the last event of
 * the page before. The id breaks ties between events that start together, as the index orders them.
 */
export async function getCityDay(
  citySlug: string,
  date: string,
  after: DayCursor | null = null,
): Promise<Page<FamilyEvent, DayCursor>> {
  const { db, fs } = await getReadDb();
  const snap = await fs.getDocs(
    fs.query(
      fs.collection(db, 'events'),
      fs.where('citySlug', '==', citySlug),
      fs.where('date', '==', date),
      fs.orderBy('startsAt'),
      fs.orderBy(fs.documentId()),
      ...(after ? [fs.startAfter(after.startsAt, after.id)] : []),
      fs.limit(EVENT_LIMITS.dayPage),
    ),
  );
  const items = snap.docs.map((d) => toFamilyEvent(d.id, d.data()));
  const last = items.length === EVENT_LIMITS.dayPage ? items.at(-1) : undefined;
  return { items, cursor: last ? { startsAt: last.startsAt, id: last.id } : null };
}

export const cityDayQueryOptions = (citySlug: string, date: string) =>
  infiniteQueryOptions({
    queryKey: eventKeys.day(citySlug, date),
    queryFn: ({ pageParam }) => getCityDay(citySlug, date, pageParam),
    initialPageParam: null as DayCursor | null,
    getNextPageParam: nextCursor,
  });

/** A city's day, a page at a time ("Load more events"); the first page is read under Suspense. */
export function useCityDay(citySlug: string, date: string): PagedList<FamilyEvent> {
  return toPagedList(useSuspenseInfiniteQuery(cityDayQueryOptions(citySlug, date)));
}

export async function getEvent(id: string): Promise<FamilyEvent | null> {
  if (!EVENT_ID.test(id)) return null;
  const { db, fs } = await getReadDb();
  const snap = await fs.getDoc(fs.doc(db, 'events', id));
  return snap.exists() ? toFamilyEvent(snap.id, snap.data()) : null;
}

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: eventKeys.event(id), queryFn: () => getEvent(id) });

export const useEvent = (id: string): FamilyEvent | null => useSuspenseQuery(eventQueryOptions(id)).data;

/** Each city's upcoming-event count, kept on cities/{slug} by functions: one small list read. */
export async function getUpcomingCounts(): Promise<Record<string, number>> {
  const { db, fs } = await getReadDb();
  const snap = await fs.getDocs(fs.query(fs.collection(db, 'cities'), fs.limit(50)));
  return Object.fromEntries(
    snap.docs.map((d) => {
      const count = d.get('upcomingCount') as unknown;
      return [d.id, typeof count === 'number' ? count : 0];
    }),
  );
}

export const upcomingCountsQueryOptions = () =>
  queryOptions({ queryKey: eventKeys.upcomingCounts(), queryFn: getUpcomingCounts });

export const useUpcomingCounts = (): Record<string, number> => useSuspenseQuery(upcomingCountsQueryOptions()).data;

/** A city's coming week (today and the next 6 days), soonest first: one query. */
export async function getCityWeek(citySlug: string, from: string, to: string): Promise<FamilyEvent[]> {
  const { db, fs } = await getReadDb();
  const snap = await fs.getDocs(
    fs.query(
      fs.collection(db, 'events'),
      fs.where('citySlug', '==', citySlug),
      fs.where('date', '>=', from),
      fs.where('date', '<=', to),
      fs.orderBy('date'),
      fs.orderBy('startsAt'),
      fs.limit(EVENT_LIMITS.dayPage),
    ),
  );
  return snap.docs.map((d) => toFamilyEvent(d.id, d.data())).filter((e) => e.status === 'scheduled');
}

/** A city's coming week from `today` (its own date there); nothing is read without a city. */
export function useCityWeek(citySlug: string | null, today: string): FamilyEvent[] {
  const { data = [] } = useQuery({
    queryKey: eventKeys.week(citySlug ?? '', today),
    queryFn: () => (citySlug ? getCityWeek(citySlug, today, addDays(today, 6)) : Promise.resolve([])),
    enabled: citySlug !== null,
  });
  return data;
}
