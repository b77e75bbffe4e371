// On every route change: scroll to the top, move focus to the main region for screen readers, and
// send Page Viewed 500 ms later (once the page has set its title).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../../lib/analytics/track';

/** Spec section 9: the page view is sent this long after the route change. */
export const PAGE_VIEW_DELAY_MS = 500;

export function RouteChangeEffects({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
  useEffect(() => {
    const timer = setTimeout(() => {
      track('Page Viewed', {
        page_title: document.title,
        page_path: pathname,
        page_referrer: document.referrer || null,
      });
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
