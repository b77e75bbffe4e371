// The shell around every page: skip link, header, the routed page, footer and the toast.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthFlowBridge } from '../../features/auth/components/AuthFlowBridge';
import { useSignupModalStore } from '../../features/auth/signup-modal-store';
import { ErrorBoundary } from '../../ui/errors/ErrorBoundary';
import { Toaster } from '../../ui/toast/Toaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteChangeEffects } from './RouteChangeEffects';
import { HYDRATED_EVENT } from '../start-on-intent';

const MAIN_ID = 'main';

const SignupModal = lazy(() => import('../../features/auth/components/SignupModal'));

/** The modal's code (and MUI's dialog) is fetched the first time it opens. */
function LazySignupModal() {
  const isOpen = useSignupModalStore((s) => s.isOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SignupModal />
    </Suspense>
  );
}

/**
 * Marks the document once the page (with its lazy chunks and data) is hydrated and answers clicks:
 * it sits in the same Suspense boundary as the page, so its effect runs when the page's does.
 * End-to-end tests wait for it before they click server-rendered HTML.
 */
function MarkHydrated() {
  useEffect(() => {
    if (document.documentElement.dataset.hydrated) return;
    document.documentElement.dataset.hydrated = 'true';
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      {/* Header, page and footer are separate Suspense boundaries, so React hydrates them as separate
          tasks and the phone's main thread gets a turn in between (no long task for the whole page). */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <RouteChangeEffects mainId={MAIN_ID} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', minHeight: '100vh' }}>
        {/* Any error in a page, including a failed chunk load, lands here with a retry. The main
            region is at least a screen tall so the footer, below the fold, does not jump when a
            lazy page arrives. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense
            fallback={
              <LinearProgress
                aria-label="Loading page"
                sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1300 }}
              />
            }
          >
            <Outlet />
            <MarkHydrated />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Toaster />
      <LazySignupModal />
      <AuthFlowBridge />
    </Box>
  );
}
