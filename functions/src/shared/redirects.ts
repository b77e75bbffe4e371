// Old addresses that live on under new ones: the browser's router and the render function (which
// answers them with a 301 before any render) use this one mapping.

const REGISTRY_PRODUCTS = /^\/registry-products(?=\/|$)/i;

/** /registry-products and every deeper path go to the same path under /registry (spec section 2). */
export function registryProductsTarget(pathname: string, search = '', hash = ''): string {
  // Case-insensitive, as React Router matches the route that renders this.
  const rest = pathname.replace(REGISTRY_PRODUCTS, '');
  return `/registry${rest}${search}${hash}`;
}

/** Where an old path now lives, or null for a path that is not an old one. */
export function movedPathTarget(pathname: string, search = ''): string | null {
  return REGISTRY_PRODUCTS.test(pathname) ? registryProductsTarget(pathname, search) : null;
}
