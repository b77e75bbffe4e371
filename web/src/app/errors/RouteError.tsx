// The router's error element: a friendly message with a retry for anything a route throws.
import { useNavigate, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { PageMeta } from '../meta/PageMeta';
import { pageTitle } from '../meta/titles';
import { ErrorFallback } from './ErrorFallback';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('A route failed', error);
  }, [error]);
  return (
    <>
      <PageMeta title={pageTitle('Something went wrong')} noindex />
      <ErrorFallback headingLevel="h1" onRetry={() => void navigate(0)} />
    </>
  );
}
