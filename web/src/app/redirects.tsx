// Old /registry-products paths live on under /registry (replace, so Back skips the old URL).
import { Navigate, useLocation } from 'react-router-dom';

export function registryProductsTarget(pathname: string, search = '', hash = ''): string {
  // Case-insensitive, as React Router matches the route that renders this.
  const rest = pathname.replace(/^\/registry-products(?=\/|$)/i, '');
  return `/registry${rest}${search}${hash}`;
}

export function RegistryProductsRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={registryProductsTarget(pathname, search, hash)} />;
}
