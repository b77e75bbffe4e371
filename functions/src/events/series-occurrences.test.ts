// The daily recurring-events job against the Firestore emulator: two runs create each due occurrence
// once and the second leaves what the first made (and what people did since) alone; a paused or
// ended series creates nothing; an unreadable series is skipped without stopping the others; series
// are read a page at a time.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/admin.js';
import type { EventSeries } from '../shared/schemas/event-series.js';
import { eventRef } from './event-doc.js';
import { firstShardRef, NO_ANSWERS_SHARD } from './rsvp-counters.js';
import { createDueOccurrences, seriesRef } from './series-occurrences.js';

// 03:00 UTC on November 29: November 28 in New York, so the due days are January 7, 8 and 9.
const NOW = Date.UTC(2026, 10, 29, 3);
const DUE = ['2027-01-07', '2027-01-08', '2027-01-09'];

function series(id: string, status: EventSeries['status']): EventSeries {
  return {
    id,
    citySlug: 'new-york-city',
    title: 'Baby Rhyme Time',
    category: 'story-time',
    organiser: 'Ninth Street Branch Library',
    description: 'Rhymes and board books.',
    venue: { name: 'Ninth Street Branch Library', address: '431 7th Ave', lat: 40.6672, lng: -73.9815 },
    ageMinMonths: 0,
    ageMaxMonths: 12,
    priceCents: 0,
    image: null,
    sourceUrl: null,
    lastCheckedAt: NOW,
    logistics: {
      stroller: true,
      changingTable: false,
      nursingRoom: false,
      indoor: true,
      rainPlan: null,
      parking: 'none',
      accessibleEntrance: true,
    },
    // Every day, so each due day is an occurrence.
    schedule: { days: [0, 1, 2, 3, 4, 5, 6], start: '10:30', durationMinutes: 45, everyWeeks: 1 },
    startsOn: '2026-01-04',
    endsOn: null,
    status,
  };
}

describe('createDueOccurrences', () => {
  it('creates each active series’ due days once across two runs, and nothing for paused or ended ones', async () => {
    const tag = `job-${randomUUID().slice(0, 8)}`;
    const active = [`${tag}-a`, `${tag}-b`, `${tag}-c`];
    const [paused, ended, unreadable] = [`${tag}-paused`, `${tag}-ended`, `${tag}-broken`];
    await Promise.all([
      ...active.map((id) => seriesRef(id).set(series(id, 'active'))),
      seriesRef(paused).set(series(paused, 'paused')),
      seriesRef(ended).set(series(ended, 'ended')),
      seriesRef(unreadable).set({ ...series(unreadable, 'active'), schedule: { days: 'weekly' } }),
    ]);
    const expected = active.flatMap((id) => DUE.map((date) => `${id}-${date}`)).sort();
    const mine = (ids: string[]) => ids.filter((id) => id.startsWith(tag)).sort();

    // Two series a page: this file's four active ones alone take three pages.
    const first = await createDueOccurrences(NOW, 2);
    expect(mine(first.created)).toEqual(expected);
    expect(first.unreadable).toContain(unreadable);
    expect(first.series).toBeGreaterThanOrEqual(4);

    // What happened since the first run (a parent said Going, an admin called one off) stays.
    const firstDay = eventRef(`${active[0]}-${DUE[0]}`);
    await firstDay.update({ goingCount: 3, status: 'cancelled' });

    // Each day is created with its RSVP counters at zero (rsvp-counters.ts), untouched by a second run.
    const shards = await db().getAll(...expected.map((id) => firstShardRef(id)));
    expect(shards.map((s) => s.data())).toEqual(expected.map(() => NO_ANSWERS_SHARD));
    await firstShardRef(`${active[0]}-${DUE[0]}`).set({ going: 3, interested: 0, updatedAt: NOW });

    const second = await createDueOccurrences(NOW, 2);
    expect((await firstShardRef(`${active[0]}-${DUE[0]}`).get()).get('going')).toBe(3);
    expect(mine(second.created)).toEqual([]);
    const snaps = await db().getAll(...expected.map(eventRef));
    expect(snaps.every((s) => s.exists)).toBe(true);
    expect((await firstDay.get()).data()).toMatchObject({ goingCount: 3, status: 'cancelled' });
    expect(snaps[1]?.data()).toMatchObject({
      seriesId: active[0],
      citySlug: 'new-york-city',
      date: DUE[1],
      startsAt: Date.UTC(2027, 0, 8, 15, 30),
      status: 'scheduled',
      createdAt: NOW,
    });

    const none = await db().getAll(
      ...[paused, ended, unreadable].flatMap((id) => DUE.map((d) => eventRef(`${id}-${d}`))),
    );
    expect(none.filter((s) => s.exists).map((s) => s.id)).toEqual([]);
  });
});
