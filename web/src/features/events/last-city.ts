// The city a visitor last looked at, remembered in this browser for /events and /maps: empty in the
// server render and the first browser render (so hydration matches), the stored city after.
import { useSyncExternalStore } from 'react';
import { cityBySlug } from '@shared/events';

export const LAST_CITY_KEY = 'recess_events_city';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function readLastCity(): string {
  try {
    const slug = localStorage.getItem(LAST_CITY_KEY) ?? '';
    return cityBySlug(slug) ? slug : '';
  } catch {
    return '';
  }
}

export function rememberCity(slug: string): void {
  try {
    if (readLastCity() === slug) return;
    localStorage.setItem(LAST_CITY_KEY, slug);
    listeners.forEach((l) => l());
  } catch {
    // Without storage the city is simply not remembered.
  }
}

export const useLastCity = (): string => useSyncExternalStore(subscribe, readLastCity, () => '');
