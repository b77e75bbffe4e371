// The submit form's venue pin: a map of the chosen city where a tap or click drops the pin and a drag
// moves it (there is no geocoder offline; in production one can suggest the pin from the address,
// behind an adapter). Keyboard users pan the map with the arrow keys and put the pin at its centre.
// The map cannot leave the city's area, and the api refuses a pin outside it. Browser only (Leaflet).
// The pin is the submit form's value (SubmitEventPage): this draws it and reports each change.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { City } from '@shared/events';
import 'leaflet/dist/leaflet.css';

export interface Pin {
  lat: number;
  lng: number;
}

/** About 80 km either way: the area the api takes as the city's. */
const AREA = { lat: 0.7, lng: 0.9 };
const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** The pin is the form's (`pin`, `onChange`); null when there is none. */
export default function VenuePin({
  city,
  pin,
  onChange,
}: {
  city: City;
  pin: Pin | null;
  onChange: (pin: Pin | null) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const placeRef = useRef<((at: Pin) => void) | null>(null);
  // The map is set up once per city; it reports through the latest onChange.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    let map: LeafletMap | null = null;
    let isCancelled = false;
    void import('leaflet').then((L) => {
      if (isCancelled || !element.current) return;
      const bounds = L.latLngBounds(
        [city.lat - AREA.lat, city.lng - AREA.lng],
        [city.lat + AREA.lat, city.lng + AREA.lng],
      );
      map = L.map(element.current, { scrollWheelZoom: false, maxBounds: bounds, maxBoundsViscosity: 1, minZoom: 9 });
      map.setView([city.lat, city.lng], 11);
      mapRef.current = map;
      L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      }).addTo(map);
      // A drawn pin, not an image: it shows with no network at all.
      const icon = L.divIcon({
        className: '',
        html: '<div style="width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#f2a541;border:3px solid #1f4e79"></div>',
        iconSize: [22, 22],
        iconAnchor: [11, 26],
      });
      const place = (at: Pin) => {
        if (!map || !bounds.contains([at.lat, at.lng])) return;
        const next = { lat: round(at.lat), lng: round(at.lng) };
        if (markerRef.current) markerRef.current.setLatLng([next.lat, next.lng]);
        else {
          markerRef.current = L.marker([next.lat, next.lng], {
            icon,
            draggable: true,
            title: 'Venue pin',
            alt: 'Venue pin',
          }).addTo(map);
          markerRef.current.on('dragend', () => {
            const ll = markerRef.current?.getLatLng();
            if (ll) place({ lat: ll.lat, lng: ll.lng });
          });
        }
        report.current(next);
      };
      placeRef.current = place;
      map.on('click', (e) => place({ lat: e.latlng.lat, lng: e.latlng.lng }));
    });
    return () => {
      isCancelled = true;
      map?.remove();
      mapRef.current = null;
      markerRef.current = null;
      placeRef.current = null;
    };
  }, [city]);

  const atCentre = () => {
    const c = mapRef.current?.getCenter();
    if (c) placeRef.current?.({ lat: c.lat, lng: c.lng });
  };
  const remove = () => {
    markerRef.current?.remove();
    markerRef.current = null;
    onChange(null);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        Where is it? (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Tap the map where the venue is, or drag the pin. Without a pin the event shows at {city.name}&apos;s centre
        until we check it.
      </Typography>
      <Box
        ref={element}
        role="region"
        aria-label={`Map of ${city.name} for the venue pin`}
        data-testid="venue-pin-map"
        sx={{
          height: 260,
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={atCentre}>
          Put the pin at the map&apos;s centre
        </Button>
        {pin && (
          <Button size="small" onClick={remove}>
            Remove the pin
          </Button>
        )}
        <Typography variant="body2" role="status" color="text.secondary">
          {pin ? `Pin at ${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}` : 'No pin yet'}
        </Typography>
      </Stack>
    </Box>
  );
}
