// Old /registry-products paths live on under /registry (replace, so Back skips the old URL), and the
// header search's GET address moves to its results. A first request never gets here: the render
// function answers it with a 301.
import { Navigate, useLocation } from 'react-router-dom';
import { registryProductsTarget } from '@shared/redirects';
import { useResponseRedirect } from '../ui/errors/response-status';
import { searchPath } from './layout/HeaderSearch';

export { registryProductsTarget };

export function RegistryProductsRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={registryProductsTarget(pathname, search, hash)} />;
}

/**
 * /search?q=...: the header search sent before the app loaded (or with JavaScript off); answers 301
 * to /search/{q} on the server, or navigates there in the browser. Blank text goes home.
 */
export function SearchRedirect() {
  const { search } = useLocation();
  const target = searchPath((new URLSearchParams(search).get('q') ?? '').slice(0, 200)) ?? '/';
  useResponseRedirect(target);
  return <Navigate replace to={target} />;
}
