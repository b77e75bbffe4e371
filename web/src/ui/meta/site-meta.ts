// What every page's meta shares: the default description, the origin of absolute URLs (canonical
// link, og:url, og:image, JSON-LD) and how a path becomes such a URL.
import { createContext, useContext } from 'react';
import { siteOrigin } from '../../config/site';

/** The description of a page that gives none (it was index.html's before the pages rendered their meta). */
export const DEFAULT_DESCRIPTION =
  'Recess is the parenting app for the first years: a universal baby registry, a safe marketplace for used baby gear, expert guides and family events in your city.';

/**
 * The origin of absolute URLs. A server render provides the configured site URL here (there is no
 * window there); in the browser it falls back to siteOrigin(): VITE_SITE_URL, else where the app runs.
 */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? siteOrigin();
}

/** The absolute URL of a path on the site, without a trailing slash (except the root "/"). */
export function canonicalUrl(pathname: string, origin: string = siteOrigin()): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${origin}${path}`;
}

/**
 * An absolute http(s) URL for a link preview or structured data: URLs stay as they are, a path on the
 * site gets the origin, "//host/x" gets https. Anything else (empty, data:, javascript:) gives undefined.
 */
export function absoluteUrl(pathOrUrl: string | null | undefined, origin: string): string | undefined {
  const value = pathOrUrl?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined;
  return `${origin}${value.startsWith('/') ? '' : '/'}${value}`;
}
