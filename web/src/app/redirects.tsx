// Old /registry-products paths live on under /registry (replace, so Back skips the old URL).
// A first request for an old path never gets here: the render function answers it with a 301.
import { Navigate, useLocation } from 'react-router-dom';
import { registryProductsTarget } from '@shared/redirects';

export { registryProductsTarget };

export function RegistryProductsRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={registryProductsTarget(pathname, search, hash)} />;
}
