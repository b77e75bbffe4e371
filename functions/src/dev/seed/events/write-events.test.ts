// The events demo on the Firestore emulator: the weekly series are stored for the daily job, their
// weeks are created by the job's own code, and a second run (npm start again) adds nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { requireEmulators } from '../../../../test/helpers/emulators.js';
import { eventRef } from '../../../events/event-doc.js';
import { seriesRef } from '../../../events/series-occurrences.js';
import { addDays, dayInZone } from '../../../shared/events.js';
import { DEMO_SERIES, seedEvents } from './write-events.js';

describe('seedEvents', () => {
  beforeAll(requireEmulators);

  it('stores the weekly series, creates their weeks to day +42, and adds nothing the second time', async () => {
    const now = Date.now();
    const first = await seedEvents(now);
    expect(first.upcoming).toBeGreaterThan(500);
    const again = await seedEvents(now);
    expect(again.added).toBe(0);
    const weekly = DEMO_SERIES.find((s) => 'days' in s.schedule && s.schedule.days.length >= 3)!;
    expect((await seriesRef(weekly.slug).get()).get('status')).toBe('active');
    // Its meetings on the horizon's last week are there, as the job would have made them.
    const lastWeek = Array.from({ length: 7 }, (_, i) => addDays(dayInZone(now, 'UTC'), 36 + i));
    const snaps = await Promise.all(lastWeek.map((d) => eventRef(`${weekly.slug}-${d}`).get()));
    expect(snaps.filter((s) => s.exists).length).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
