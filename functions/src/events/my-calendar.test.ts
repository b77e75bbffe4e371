// A parent's Going events past the first page of RSVPs: the private calendar feed and the My events
// list read every page (it used to stop at 200 RSVPs, dropping the rest without a word).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireEmulators } from '../../test/helpers/emulators.js';
import { occurrenceDoc } from '../dev/seed/events/write-events.js';
import { EAST_SERIES } from '../dev/seed/events/series-east.js';
import { db } from '../lib/admin.js';
import { addDays, dayInZone } from '../shared/events.js';
import { eventRef } from './event-doc.js';
import { calendarByToken, calendarToken, goingEvents } from './my-calendar.js';

const series = EAST_SERIES[0]!;

describe("a parent's Going events", () => {
  beforeAll(requireEmulators);

  it('reads every page of Going RSVPs, for the list and the private calendar feed', async () => {
    const tag = `going-${randomUUID().slice(0, 8)}`;
    const uid = `${tag}-parent`;
    const date = addDays(dayInZone(Date.now(), 'UTC'), 3);
    // 230 RSVPs; the query returns them by path, so the events named last come after the 200th.
    const names = Array.from({ length: 230 }, (_, i) => `${tag}-${String(i).padStart(3, '0')}`);
    const upcoming = [names[5]!, names[215]!, names[229]!];
    const batch = db().batch();
    for (const id of names)
      batch.set(eventRef(id).collection('rsvps').doc(uid), {
        uid,
        firstName: 'Pat',
        status: 'going',
        showFirstName: false,
      });
    for (const id of upcoming) batch.set(eventRef(id), { ...occurrenceDoc(series, date, Date.now()), slug: id });
    await batch.commit();

    expect((await goingEvents(uid)).map((e) => e.id).sort()).toEqual(upcoming);
    // Small pages: the same events, in as many pages as it takes.
    expect((await goingEvents(uid, Date.now(), 7)).map((e) => e.id).sort()).toEqual(upcoming);
    const feed = (await calendarByToken(await calendarToken(uid), 'https://recess.example')).replace(/\r\n /g, '');
    for (const id of upcoming) expect(feed).toContain(`UID:${id}@recess`);
  });
});
