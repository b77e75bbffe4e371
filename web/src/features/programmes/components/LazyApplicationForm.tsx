// An application form low on a long page (consignment): its code (MUI's inputs, selects and menus)
// is fetched only when the form comes near the screen, so the page's text loads as fast as a
// static page.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useIsBrowser } from '../../../ui/use-is-browser';

const ApplicationForm = lazy(() => import('./ApplicationForm').then((m) => ({ default: m.ApplicationForm })));

export function LazyApplicationForm(props: ComponentProps<typeof ApplicationForm>) {
  const anchor = useRef<HTMLDivElement>(null);
  // The same first render on the server and in the browser (the page is prerendered, then hydrated):
  // the form is never in the HTML, and a browser without IntersectionObserver shows it once hydrated.
  const isBrowser = useIsBrowser();
  const [isNearAnchor, setIsNear] = useState(false);
  const isNear = isNearAnchor || (isBrowser && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = anchor.current;
    if (isNear || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setIsNear(true), {
      rootMargin: '600px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [isNear]);

  const spinner = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Loading the form" />
    </Box>
  );
  return (
    <div ref={anchor} style={{ minHeight: 480 }}>
      {isNear && (
        <Suspense fallback={spinner}>
          <ApplicationForm {...props} />
        </Suspense>
      )}
    </div>
  );
}
