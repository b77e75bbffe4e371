import { describe, expect, it } from 'vitest';
import { NO_EVENT_FILTERS } from '@shared/events';
import { eventFiltersFrom, eventFiltersSearch, hasEventFilters } from './event-filters';

describe('event filters in the address', () => {
  it('reads what a filter form sends, repeated boxes included', () => {
    expect(eventFiltersFrom('?age=18&free=1&needs=stroller&needs=changing&category=music&time=morning')).toEqual({
      ageMonths: 18,
      freeOnly: true,
      indoorOnly: false,
      category: 'music',
      timeOfDay: 'morning',
      needs: ['stroller', 'changing'],
    });
  });

  it('leaves out what it cannot read', () => {
    expect(eventFiltersFrom('?age=old&free=yes&category=raves&time=midnight&needs=moat')).toEqual(NO_EVENT_FILTERS);
    expect(eventFiltersFrom('?age=999').ageMonths).toBeNull();
  });

  it('writes filters back in one order, and nothing for none', () => {
    const filters = eventFiltersFrom('?needs=changing,stroller&free=1&age=6');
    expect(eventFiltersSearch(filters)).toBe('?age=6&free=1&needs=changing%2Cstroller');
    expect(eventFiltersSearch(NO_EVENT_FILTERS)).toBe('');
    expect(hasEventFilters(NO_EVENT_FILTERS)).toBe(false);
    expect(hasEventFilters(filters)).toBe(true);
  });
});
