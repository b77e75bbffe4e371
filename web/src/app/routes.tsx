// The one route table. Each area's pages are lazy-loaded; areas not built yet are absent (404).
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteError } from './errors/RouteError';
import { AppLayout } from './layout/AppLayout';
import { RegistryProductsRedirect } from './redirects';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page render within the shell, so the header and menu stay usable.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/HomePage')).default }) },
          { path: 'registry-products', Component: RegistryProductsRedirect },
          { path: 'registry-products/*', Component: RegistryProductsRedirect },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
