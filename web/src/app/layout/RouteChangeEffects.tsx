// On every route change: scroll to the top and move focus to the main region for screen readers.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

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
  return null;
}
