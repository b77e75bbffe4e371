// A city day page's filters live in its address (?age=18&free=1&indoor=1&category=music&time=morning
// &needs=stroller,changing), so a filtered day can be shared, reloaded and rendered on the server.
import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_VALUES,
  EVENT_LIMITS,
  LOGISTICS_NEEDS,
  NO_EVENT_FILTERS,
  TIMES_OF_DAY,
  type EventCategory,
  type EventFilters,
  type LogisticsNeed,
  type TimeOfDay,
} from '@shared/events';
import type { FilterChip } from '../../ui/form/filter-chips';

/** Ages a parent picks from, in months (an event fits when its range includes the age). */
export const CHILD_AGES = [
  [3, 'Under 6 months'],
  [9, '6 to 12 months'],
  [18, '1 year old'],
  [30, '2 years old'],
  [42, '3 years old'],
  [54, '4 years old'],
  [66, '5 years old'],
  [90, '6 to 8 years old'],
  [120, '9 to 12 years old'],
] as const;

const NEED_VALUES = LOGISTICS_NEEDS.map((n) => n.value) as string[];

/** The filters of a query string; anything unreadable is left out rather than refused. */
export function eventFiltersFrom(search: string): EventFilters {
  const params = new URLSearchParams(search);
  const age = params.get('age');
  const ageMonths = age !== null && /^\d{1,3}$/.test(age) ? Number(age) : null;
  const category = params.get('category');
  const time = params.get('time');
  const needs = params
    .getAll('needs')
    .flatMap((v) => v.split(','))
    .filter((v, i, all): v is LogisticsNeed => NEED_VALUES.includes(v) && all.indexOf(v) === i);
  return {
    ageMonths: ageMonths !== null && ageMonths <= EVENT_LIMITS.ageMonths ? ageMonths : null,
    freeOnly: params.get('free') === '1',
    indoorOnly: params.get('indoor') === '1',
    category: (EVENT_CATEGORY_VALUES as string[]).includes(category ?? '') ? (category as EventCategory) : null,
    timeOfDay: TIMES_OF_DAY.some((t) => t.value === time) ? (time as TimeOfDay) : null,
    needs,
  };
}

/** The query string of filters ('' when none), in a fixed order so equal filters share one address. */
export function eventFiltersSearch(filters: EventFilters): string {
  const params = new URLSearchParams();
  if (filters.ageMonths !== null) params.set('age', String(filters.ageMonths));
  if (filters.freeOnly) params.set('free', '1');
  if (filters.indoorOnly) params.set('indoor', '1');
  if (filters.category) params.set('category', filters.category);
  if (filters.timeOfDay) params.set('time', filters.timeOfDay);
  if (filters.needs.length > 0) params.set('needs', filters.needs.join(','));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const hasEventFilters = (filters: EventFilters): boolean =>
  eventFiltersSearch(filters) !== eventFiltersSearch(NO_EVENT_FILTERS);

/** The applied filters of a city's day as chips, each linking to the day without it. */
export function eventFilterChips(filters: EventFilters, action: string): FilterChip[] {
  const without = (change: Partial<EventFilters>) => `${action}${eventFiltersSearch({ ...filters, ...change })}`;
  const chips: FilterChip[] = [];
  if (filters.ageMonths !== null) {
    const age = CHILD_AGES.find(([months]) => months === filters.ageMonths)?.[1] ?? `${filters.ageMonths} months`;
    chips.push({ key: 'age', label: `Age: ${age}`, href: without({ ageMonths: null }) });
  }
  if (filters.category) {
    const label = EVENT_CATEGORIES.find((c) => c.value === filters.category)?.label ?? filters.category;
    chips.push({ key: 'category', label, href: without({ category: null }) });
  }
  if (filters.timeOfDay) {
    const label = TIMES_OF_DAY.find((t) => t.value === filters.timeOfDay)?.label ?? filters.timeOfDay;
    chips.push({ key: 'time', label, href: without({ timeOfDay: null }) });
  }
  if (filters.freeOnly) chips.push({ key: 'free', label: 'Free only', href: without({ freeOnly: false }) });
  if (filters.indoorOnly) chips.push({ key: 'indoor', label: 'Indoors only', href: without({ indoorOnly: false }) });
  for (const need of filters.needs) {
    const label = LOGISTICS_NEEDS.find((n) => n.value === need)?.label ?? need;
    chips.push({ key: `need-${need}`, label, href: without({ needs: filters.needs.filter((n) => n !== need) }) });
  }
  return chips;
}
