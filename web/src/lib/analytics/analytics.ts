// The app's one analytics client, wired to the browser: fetch with keepalive, sendBeacon on page
// hide, ids in local and session storage, and off entirely under Do Not Track or Global Privacy Control.
import { ANALYTICS_BATCH_PATH, type AnalyticsEvent } from '@shared/analytics';
import { createAnalyticsClient, type AnalyticsClient } from './client';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

export function isTrackingOptedOut(nav: Navigator = navigator): boolean {
  const n = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  return n.globalPrivacyControl === true || n.doNotTrack === '1' || n.msDoNotTrack === '1';
}

/**
 * The server files events under the verified caller and never under the body's userId. So a
 * signed-in person's batch carries their ID token: asked only when the events say someone is signed
 * in (a visitor never loads Auth), and kept for the page-hide beacon, which cannot wait for it and
 * cannot send headers (it goes in the body there; the server verifies it the same way).
 */
let lastIdToken: string | null = null;

const signedIn = (events: AnalyticsEvent[]) => events.some((e) => e.userId !== null);

/** The fetch of one batch: JSON, with the bearer token when someone is signed in. */
export async function batchRequest(events: AnalyticsEvent[]): Promise<RequestInit> {
  if (signedIn(events)) {
    const { getFreshIdToken } = await import('../firebase/id-token');
    lastIdToken = await getFreshIdToken();
  }
  const token = signedIn(events) ? lastIdToken : null;
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ events }),
    keepalive: true,
  };
}

/** The beacon's body: the last token fetched goes along when the events are a signed-in person's. */
export function beaconBody(events: AnalyticsEvent[]): string {
  const idToken = signedIn(events) ? lastIdToken : null;
  return JSON.stringify(idToken ? { events, idToken } : { events });
}

/** A coarse device class from the user agent and screen width (no fingerprinting detail). */
export function deviceTypeOf(userAgent: string, screenWidth: number): string {
  if (/ipad|tablet/i.test(userAgent) || (/android/i.test(userAgent) && !/mobile/i.test(userAgent))) return 'tablet';
  if (/mobi|iphone|android/i.test(userAgent) || screenWidth < 600) return 'mobile';
  return 'desktop';
}

let client: AnalyticsClient | null = null;

export function analytics(): AnalyticsClient {
  if (client) return client;
  client = createAnalyticsClient({
    post: async (events) => {
      const res = await fetch(ANALYTICS_BATCH_PATH, await batchRequest(events));
      // A 4xx other than 429 will not get better by retrying: count it as delivered.
      return res.ok || (res.status >= 400 && res.status < 500 && res.status !== 429);
    },
    beacon: (events) =>
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(ANALYTICS_BATCH_PATH, new Blob([beaconBody(events)], { type: 'application/json' })),
    now: () => Date.now(),
    newId: () =>
      typeof crypto !== 'undefined' && 'randomUUID' in crypto
        ? crypto.randomUUID()
        : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    local: storage('localStorage'),
    session: storage('sessionStorage'),
    isOptedOut: isTrackingOptedOut(),
    deviceType: deviceTypeOf(navigator.userAgent, window.screen?.width ?? 1024),
  });
  const onHide = () => client?.flushOnHide();
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onHide();
  });
  return client;
}
