// Each city's count of upcoming occurrences, kept on cities/{slug} (upcomingCount) so the city
// selector is one small read: recounted every morning, by the demo seed, and after an approval.
import { db } from '../lib/admin.js';
import { addDays, CITIES, dayInZone } from '../shared/events.js';

export async function recountCity(citySlug: string, now = Date.now()): Promise<number> {
  const city = CITIES.find((c) => c.slug === citySlug);
  if (!city) return 0;
  const today = dayInZone(now, city.timeZone);
  const snap = await db()
    .collection('events')
    .where('citySlug', '==', city.slug)
    .where('date', '>=', today)
    .where('date', '<=', addDays(today, 41))
    .count()
    .get();
  const upcomingCount = snap.data().count;
  await db()
    .collection('cities')
    .doc(city.slug)
    .set({ ...city, upcomingCount }, { merge: true });
  return upcomingCount;
}

export async function recountCities(now = Date.now()): Promise<void> {
  await Promise.all(CITIES.map((c) => recountCity(c.slug, now)));
}
