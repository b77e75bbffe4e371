// A city's day a page at a time: every event of a busy day is reached through the cursor (the day
// used to stop at its first 100 events), in start order with the id breaking ties, and the list says
// when what it shows is only the first part of the day.
import { QueryClient } from '@tanstack/react-query';
import { EVENT_LIMITS } from '@shared/events';
import { daySummary } from '../pages/CityDayPage';
import { cityDayQueryOptions, getCityDay } from './get-events';

interface Stored {
  id: string;
  data: Record<string, unknown>;
}

// 130 events on one day (three start at each time), 5 on the next day, 5 in another city.
const START = Date.UTC(2026, 11, 5, 14);
const events: Stored[] = [
  ...Array.from({ length: 130 }, (_, i) => ({
    id: `event-${String(129 - i).padStart(3, '0')}`,
    data: { citySlug: 'new-york-city', date: '2026-12-05', startsAt: START + Math.floor(i / 3) * 60_000 },
  })),
  ...Array.from({ length: 5 }, (_, i) => ({
    id: `next-${i}`,
    data: { citySlug: 'new-york-city', date: '2026-12-06', startsAt: START },
  })),
  ...Array.from({ length: 5 }, (_, i) => ({
    id: `boston-${i}`,
    data: { citySlug: 'boston', date: '2026-12-05', startsAt: START },
  })),
];

type Constraint =
  | { kind: 'where'; field: string; value: unknown }
  | { kind: 'orderBy'; field: string }
  | { kind: 'startAfter'; values: unknown[] }
  | { kind: 'limit'; n: number };

const ID = '__name__';
// Just enough of Firestore Lite for the day's query: equality filters, ordering, a cursor and a limit.
const fs = {
  collection: () => ({}),
  documentId: () => ID,
  where: (field: string, _op: string, value: unknown): Constraint => ({ kind: 'where', field, value }),
  orderBy: (field: string): Constraint => ({ kind: 'orderBy', field }),
  startAfter: (...values: unknown[]): Constraint => ({ kind: 'startAfter', values }),
  limit: (n: number): Constraint => ({ kind: 'limit', n }),
  query: (_ref: unknown, ...constraints: Constraint[]) => constraints,
  getDocs: (constraints: Constraint[]) => {
    const value = (e: Stored, field: string) => (field === ID ? e.id : e.data[field]) as string | number;
    const orders = constraints.flatMap((c) => (c.kind === 'orderBy' ? [c.field] : []));
    const compare = (a: Stored, b: Stored) => {
      for (const f of orders) if (value(a, f) !== value(b, f)) return value(a, f) < value(b, f) ? -1 : 1;
      return 0;
    };
    let docs = events.filter((e) => constraints.every((c) => c.kind !== 'where' || e.data[c.field] === c.value));
    docs.sort(compare);
    for (const c of constraints) {
      if (c.kind === 'startAfter') {
        const cursor = { id: c.values[1] as string, data: { startsAt: c.values[0] } } as Stored;
        docs = docs.filter((e) => compare(e, cursor) > 0);
      }
      if (c.kind === 'limit') docs = docs.slice(0, c.n);
    }
    return Promise.resolve({ docs: docs.map((e) => ({ id: e.id, data: () => e.data })) });
  },
};

vi.mock('../../../lib/firebase/app', () => ({ getReadDb: () => Promise.resolve({ db: {}, fs }) }));

it('reaches every event of a busy day a page at a time, in start order, each once', async () => {
  const first = await getCityDay('new-york-city', '2026-12-05');
  expect(first.items).toHaveLength(EVENT_LIMITS.dayPage);
  expect(first.cursor).toEqual({ startsAt: first.items.at(-1)?.startsAt, id: first.items.at(-1)?.id });
  const second = await getCityDay('new-york-city', '2026-12-05', first.cursor);
  expect(second.items).toHaveLength(30);
  expect(second.cursor).toBeNull();
  const all = [...first.items, ...second.items];
  expect(new Set(all.map((e) => e.id)).size).toBe(130);
  const order = all.map((e) => [e.startsAt, e.id] as const);
  expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)));

  const client = new QueryClient();
  const day = await client.fetchInfiniteQuery({ ...cityDayQueryOptions('new-york-city', '2026-12-05'), pages: 3 });
  expect(day.pages.map((p) => p.items.length)).toEqual([100, 30]);
});

it('says the list is the first part of the day while more is to load', () => {
  expect(daySummary(100, 100, false, true)).toBe('The first 100 events');
  expect(daySummary(130, 130, false, false)).toBe('130 events');
  expect(daySummary(12, 100, true, true)).toBe('12 of the first 100 events match your filters');
  expect(daySummary(12, 130, true, false)).toBe('12 of 130 events match your filters');
});
