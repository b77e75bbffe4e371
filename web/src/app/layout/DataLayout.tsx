// The layout route around every page that reads data: the one QueryClient (spec section 9 policy),
// an error boundary whose retry lets failed queries run again, and the signed-in subtree keyed by
// uid so nothing of one person stays on screen for the next. Lazy: static pages never load it.
import { QueryClientProvider, QueryErrorResetBoundary } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router-dom';
import { queryClient } from '../../lib/query/query-client';
import { ErrorBoundary } from '../../ui/errors/ErrorBoundary';
import { onSignOut, useSessionUser } from '../../features/auth';

// Sign-out empties the cache: nothing read for one person is shown to the next.
onSignOut(() => queryClient.clear());

export default function DataLayout() {
  const { pathname } = useLocation();
  const uid = useSessionUser()?.uid ?? null;
  return (
    <QueryClientProvider client={queryClient}>
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <ErrorBoundary key={uid ?? 'signed-out'} resetKey={pathname} onReset={reset}>
            <Outlet />
          </ErrorBoundary>
        )}
      </QueryErrorResetBoundary>
    </QueryClientProvider>
  );
}
