// The events area's addresses, in one place.
import { dayInZone, type City } from '@shared/events';

export const cityDayPath = (citySlug: string, date: string, search = '') => `/city/${citySlug}/${date}${search}`;
export const cityMapPath = (citySlug: string, date: string, search = '') => `/city/${citySlug}/maps/${date}${search}`;
export const chatPath = (eventSlug: string) => `/chat/${eventSlug}`;
export { eventPath } from '@shared/events-calendar';

/** Today in the city's own time zone. */
export const cityToday = (city: City, now = Date.now()) => dayInZone(now, city.timeZone);
