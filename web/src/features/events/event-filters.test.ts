import { describe, expect, it } from 'vitest';
import { NO_EVENT_FILTERS } from '@shared/events';
import { eventFilterChips, eventFiltersFrom, eventFiltersSearch, hasEventFilters } from './event-filters';

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

describe('eventFilterChips', () => {
  const action = '/city/new-york-city/2026-11-26';

  it('has one chip per applied filter, each linking to the day without just that filter', () => {
    const filters = eventFiltersFrom('?age=30&free=1&indoor=1&category=music&time=morning&needs=stroller,changing');
    const chips = eventFilterChips(filters, action);
    expect(chips.map((c) => c.label)).toEqual([
      'Age: 2 years old',
      'Music',
      'Morning',
      'Free only',
      'Indoors only',
      'Stroller friendly',
      'Changing table',
    ]);
    expect(chips.find((c) => c.key === 'free')?.href).toBe(
      `${action}?age=30&indoor=1&category=music&time=morning&needs=stroller%2Cchanging`,
    );
    expect(chips.find((c) => c.key === 'need-stroller')?.href).toBe(
      `${action}?age=30&free=1&indoor=1&category=music&time=morning&needs=changing`,
    );
    for (const chip of chips) {
      const query = chip.href.slice(action.length);
      expect(eventFilterChips(eventFiltersFrom(query), action)).toHaveLength(chips.length - 1);
    }
  });

  it('names an age that is not on the list in months, and has no chips without filters', () => {
    expect(eventFilterChips(eventFiltersFrom('?age=7'), action)).toEqual([
      { key: 'age', label: 'Age: 7 months', href: action },
    ]);
    expect(eventFilterChips(NO_EVENT_FILTERS, action)).toEqual([]);
  });
});
