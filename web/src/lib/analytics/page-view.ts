// Page Viewed (spec section 9): sent this long after a route change, once the page has set its title.
// The landing page's view is sent by the boot script before the app may even have started; the
// router's own first view of that page must not count it twice.
import { track } from './track';

export const PAGE_VIEW_DELAY_MS = 500;

let lastPath: string | null = null;

/** Sends Page Viewed for a path, unless it is the page whose view was sent last. */
export function trackPageView(path: string, win: Window = window): void {
  if (path === lastPath) return;
  lastPath = path;
  track('Page Viewed', {
    page_title: win.document.title,
    page_path: path,
    page_referrer: win.document.referrer || null,
  });
}

/** Tests: forget the last page. */
export function resetPageViews(): void {
  lastPath = null;
}
