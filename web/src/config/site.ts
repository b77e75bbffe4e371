// Product-wide settings: name, contact address and the app store listings, in one place.
export const SITE_NAME = 'Recess';
export const CONTACT_EMAIL = 'hello@recessparents.com';

export const APP_STORE_URLS = {
  apple: 'https://apps.apple.com/us/app/recess-parenting-baby-gear/id6444818830',
  google: 'https://play.google.com/store/apps/details?id=com.recess.parents',
} as const;

/** Android devices get Google Play; iOS and desktop browsers get the Apple App Store. */
export function appStoreUrlFor(userAgent: string): string {
  return /android/i.test(userAgent) ? APP_STORE_URLS.google : APP_STORE_URLS.apple;
}

/** The city page behind "Events for Kids": New York City, today, as YYYY-MM-DD in local time. */
export function eventsForKidsPath(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `/city/new-york-city/${y}-${m}-${d}`;
}

/** The origin used in canonical links: the configured public site, else where the app runs (none on a server). */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL?.replace(/\/+$/, '');
  return configured || (typeof window === 'undefined' ? '' : window.location.origin);
}
