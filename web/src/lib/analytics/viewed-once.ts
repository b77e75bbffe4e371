// "Viewed" events (a listing, an event) once per visit of a page: the page's subtree mounts again when
// the session resolves after hydration (DataLayout keys it by uid) and its data can be refetched, and
// neither is a second view. A visit is one history entry as the router delivered it (its location
// object), so coming back to the page, even by the back button, counts again.
import { track } from './track';

const tracked = new WeakMap<object, Set<string>>();

/** Tracks `event` for `id` unless it was tracked already for this same location. */
export function trackViewedOnce(
  location: object,
  event: string,
  id: string,
  properties: Record<string, unknown> = {},
): void {
  const seen = tracked.get(location) ?? new Set<string>();
  const key = `${event}\u0000${id}`;
  if (seen.has(key)) return;
  seen.add(key);
  tracked.set(location, seen);
  track(event, properties);
}
