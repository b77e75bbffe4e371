// The one route table. Each area's pages are lazy-loaded; areas not built yet are absent (404).
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from './errors/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { RegistryProductsRedirect } from './redirects';

const HomePage = lazy(() => import('../features/home/HomePage'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'registry-products', element: <RegistryProductsRedirect /> },
      { path: 'registry-products/*', element: <RegistryProductsRedirect /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
