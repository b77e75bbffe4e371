// /maps: today's events on a map, in the visitor's last city (New York City until they pick one; the
// server renders New York City, and a browser that remembers another city moves there).
import { Navigate, useLocation } from 'react-router-dom';
import { CITIES, cityBySlug } from '@shared/events';
import { cityAddress } from '../hooks';
import { useLastCity } from '../last-city';
import { cityMapPath, cityToday } from '../paths';
import { CityMap } from './CityMapPage';

export default function MapsPage() {
  const { search } = useLocation();
  const last = cityBySlug(useLastCity());
  const nyc = CITIES[0];
  if (last && last.slug !== nyc.slug) return <Navigate replace to={cityMapPath(last.slug, cityToday(last))} />;
  return <CityMap {...cityAddress(nyc, cityToday(nyc), search)} />;
}
