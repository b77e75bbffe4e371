// What every city page needs from its address: the city, the day (today in the city by default)
// and the filters; plus the view's analytics event and the remembered city.
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { cityBySlug, isIsoDate, type City, type EventFilters } from '@shared/events';
import { track } from '../../lib/analytics/track';
import { eventFiltersFrom } from './event-filters';
import { rememberCity } from './last-city';
import { cityToday } from './paths';

export interface CityDayAddress {
  city: City;
  date: string;
  today: string;
  filters: EventFilters;
  search: string;
}

/** The city, day and filters of the address; null when the city or the date is not real. */
export function useCityDayAddress(): CityDayAddress | null {
  const { citySlug = '', date: dateParam } = useParams();
  const { search } = useLocation();
  const city = cityBySlug(citySlug);
  if (!city) return null;
  const date = dateParam ?? cityToday(city);
  if (!isIsoDate(date)) return null;
  return cityAddress(city, date, search);
}

/** A city's day as a page shows it. */
export function cityAddress(city: City, date: string, search: string): CityDayAddress {
  return { city, date, today: cityToday(city), filters: eventFiltersFrom(search), search };
}

export function useCityViewed(city: City, date: string, view: 'list' | 'map'): void {
  useEffect(() => {
    track('City Viewed', { city: city.slug, city_name: city.name, date, view });
    rememberCity(city.slug);
  }, [city, date, view]);
}
