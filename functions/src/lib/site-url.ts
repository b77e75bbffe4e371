// The public site's address, a deploy parameter: every absolute link the functions write (RSS feed,
// sitemap.xml, robots.txt) starts with it, never with a host taken from the request.
import { defineString } from 'firebase-functions/params';

/**
 * SITE_URL has no default, so `firebase deploy` asks for it (or, non-interactive, stops) unless
 * functions/.env.<project-id> sets it. The emulators read functions/.env.demo-recess.
 */
export const SITE_URL = defineString('SITE_URL', {
  description: 'The public address of the site, e.g. https://www.example.com (links in the RSS feed and sitemap)',
  input: {
    text: {
      validationRegex: '^https?://[^/?#\\s]+/?$',
      validationErrorMessage: 'An origin such as https://www.example.com, without a path.',
    },
  },
});

/** Production's address, should SITE_URL ever be missing at run time (a deploy cannot omit it). */
const DEFAULT_SITE_URL = 'https://recessparents.com';
/** The Hosting emulator, where `npm start` serves the app. */
const EMULATOR_SITE_URL = 'http://localhost:5000';

/**
 * The public site's origin: SITE_URL when it is an http(s) URL, else the Hosting emulator on the
 * emulators, else production's address. Never derived from a request.
 */
export function configuredSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[SITE_URL.name]?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Not a URL: fall through to the defaults.
    }
  }
  return env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_SITE_URL : DEFAULT_SITE_URL;
}
