// Events on a map: Leaflet with OpenStreetMap tiles (and their attribution). Leaflet loads in the
// browser only, after the page; without network the tiles stay blank but every marker and its popup
// (and the list beside the map) still show.
import Box from '@mui/material/Box';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatTime, type City, type FamilyEvent } from '@shared/events';
import { eventPath } from '../paths';
import 'leaflet/dist/leaflet.css';

/** Streets and the park or block around a single venue. */
const VENUE_ZOOM = 15;

const mapLabel = (count: number) => `Map of ${count} ${count === 1 ? 'event' : 'events'}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export default function EventMap({ city, events }: { city: City; events: FamilyEvent[] }) {
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    let map: LeafletMap | null = null;
    let isCancelled = false;
    void import('leaflet').then((L) => {
      if (isCancelled || !element.current) return;
      // One event centres on its venue, close enough to see the streets around it; a day's events are
      // fitted below; an empty day shows the city.
      const only = events.length === 1 ? events[0] : undefined;
      map = L.map(element.current, { scrollWheelZoom: false }).setView(
        only ? [only.venue.lat, only.venue.lng] : [city.lat, city.lng],
        only ? VENUE_ZOOM : 11,
      );
      L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      }).addTo(map);
      const points: [number, number][] = [];
      for (const event of events) {
        const at: [number, number] = [event.venue.lat, event.venue.lng];
        points.push(at);
        // A circle marker is drawn, not an image: it shows with no network at all.
        const marker = L.circleMarker(at, {
          radius: 9,
          weight: 2,
          color: '#1f4e79',
          fillColor: '#f2a541',
          fillOpacity: 0.9,
        })
          .addTo(map)
          .bindPopup(
            `<a href="${escapeHtml(eventPath(event))}">${escapeHtml(event.title)}</a><br>${escapeHtml(
              formatTime(event.startsAt, city.timeZone),
            )} · ${escapeHtml(event.venue.name)}`,
          );
        marker.getElement()?.setAttribute('aria-label', event.title);
        marker.getElement()?.setAttribute('role', 'img');
        marker.on('popupopen', (e) => {
          const link = e.popup.getElement()?.querySelector('a');
          link?.addEventListener('click', (click) => {
            click.preventDefault();
            void navigate(eventPath(event));
          });
        });
      }
      if (points.length > 1) map.fitBounds(points, { padding: [24, 24], maxZoom: 14 });
    });
    return () => {
      isCancelled = true;
      map?.remove();
    };
  }, [city, events, navigate]);
  return (
    <Box
      ref={element}
      role="region"
      aria-label={mapLabel(events.length)}
      data-testid="event-map"
      sx={{
        height: { xs: 320, md: 560 },
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
      }}
    />
  );
}
