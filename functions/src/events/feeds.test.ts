// A city's calendar feed past its first page: every occurrence of the coming six weeks is in it, read
// a page at a time (it used to stop at the first 500 without a word), soonest first, each once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireEmulators } from '../../test/helpers/emulators.js';
import { occurrenceDoc } from '../dev/seed/events/write-events.js';
import { EAST_SERIES } from '../dev/seed/events/series-east.js';
import { db } from '../lib/admin.js';
import { addDays, dayInZone } from '../shared/events.js';
import { eventRef } from './event-doc.js';
import { cityCalendar, cityFeedEvents, FEED_DAYS } from './feeds.js';

const series = EAST_SERIES.find((s) => s.citySlug === 'atlanta')!;

describe('a city calendar feed', () => {
  beforeAll(requireEmulators);

  it('holds every occurrence of the coming six weeks, however many pages they take', async () => {
    const tag = `feed-${randomUUID().slice(0, 8)}`;
    const now = Date.now();
    const today = dayInZone(now, 'UTC');
    // Eleven occurrences, pairs starting together; one past the feed's window.
    const ids = Array.from({ length: 11 }, (_, i) => `${tag}-${String(i).padStart(2, '0')}`);
    const batch = db().batch();
    ids.forEach((id, i) => {
      const doc = occurrenceDoc(series, addDays(today, 1 + Math.floor(i / 2)), now);
      batch.set(eventRef(id), { ...doc, slug: id, status: 'scheduled' });
    });
    const later = `${tag}-later`;
    batch.set(eventRef(later), {
      ...occurrenceDoc(series, addDays(today, FEED_DAYS + 2), now),
      slug: later,
      status: 'scheduled',
    });
    await batch.commit();

    const events = await cityFeedEvents('atlanta', now, 3);
    const mine = events.filter((e) => e.id.startsWith(tag)).map((e) => e.id);
    expect(mine).toEqual(ids);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(events.map((e) => e.startsAt)).toEqual([...events.map((e) => e.startsAt)].sort((a, b) => a - b));

    const ics = (await cityCalendar('atlanta', 'https://recess.example', now)).replace(/\r\n /g, '');
    for (const id of ids) expect(ics).toContain(`UID:${id}@recess`);
    expect(ics).not.toContain(later);
  });
});
