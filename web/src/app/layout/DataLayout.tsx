// The layout route around every page that reads data: the one QueryClient (spec section 9 policy),
// an error boundary whose retry lets failed queries run again, and the signed-in subtree keyed by
// uid so nothing of one person stays on screen for the next. Lazy: static pages never load it.
// In a server render the request's own client comes through RequestQueryClientContext; in the
// browser the singleton starts from the queries the server wrote into the page.
import { QueryClientProvider, QueryErrorResetBoundary } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { queryClient } from '../../lib/query/query-client';
import { hydrateFromDocument, RequestQueryClientContext } from '../../lib/query/server-state';
import { ErrorBoundary } from '../../ui/errors/ErrorBoundary';
import { onSignOut, useSessionUser } from '../../features/auth';

if (typeof document !== 'undefined') hydrateFromDocument(queryClient, document);

// Sign-out empties the cache: nothing read for one person is shown to the next.
onSignOut(() => queryClient.clear());

export default function DataLayout() {
  const client = useContext(RequestQueryClientContext) ?? queryClient;
  const { pathname } = useLocation();
  const uid = useSessionUser()?.uid ?? null;
  return (
    <QueryClientProvider client={client}>
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
