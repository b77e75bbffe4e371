// On every route change: scroll to the top, move focus to the main region for screen readers, and
// send Page Viewed 500 ms later (once the page has set its title).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_VIEW_DELAY_MS, trackPageView } from '../../lib/analytics/page-view';

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
    // The landing page's view may have been sent by the boot script already (trackPageView skips it).
    const timer = setTimeout(() => trackPageView(pathname), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
