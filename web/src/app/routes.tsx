// The one route table. Each area's pages are lazy-loaded; areas not built yet are absent (404).
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from './errors/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { RegistryProductsRedirect } from './redirects';

const HomePage = lazy(() => import('../features/home/HomePage'));
const SignUpPage = lazy(() => import('../features/auth/pages/SignUpPage'));
const SignInPage = lazy(() => import('../features/auth/pages/SignInPage'));
const ProfileCompletionPage = lazy(() => import('../features/account/pages/ProfileCompletionPage'));
const SettingsPage = lazy(() => import('../features/account/pages/SettingsPage'));
const RegistryPage = lazy(() => import('../features/registry/pages/RegistryPage'));
const PublicRegistryPage = lazy(() => import('../features/registry/pages/PublicRegistryPage'));
const CatalogHomePage = lazy(() => import('../features/catalog/pages/CatalogHomePage'));
const CategoryPage = lazy(() => import('../features/catalog/pages/CategoryPage'));
const ProductPage = lazy(() => import('../features/catalog/pages/ProductPage'));
const FindRegistryPage = lazy(() => import('../features/search/pages/FindRegistryPage'));
const SearchPage = lazy(() => import('../features/search/pages/SearchPage'));
const InspirationPage = lazy(() => import('../features/catalog/pages/InspirationPage'));
const ChecklistPage = lazy(() => import('../features/checklist/ChecklistPage'));
const AutoRegistryPage = lazy(() => import('../features/auto/AutoRegistryPage'));
const BookmarkletPopupPage = lazy(() => import('../features/registry/add-from-store/BookmarkletPopupPage'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'signin', element: <SignInPage /> },
      { path: 'profile-completion', element: <ProfileCompletionPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'registry', element: <CatalogHomePage /> },
      { path: 'registry/category/:slug', element: <CategoryPage /> },
      { path: 'registry/inspiration', element: <InspirationPage /> },
      { path: 'checklist', element: <ChecklistPage /> },
      { path: 'auto', element: <AutoRegistryPage /> },
      { path: 'bookmarklet-popup', element: <BookmarkletPopupPage /> },
      { path: 'registry/public/:uid', element: <PublicRegistryPage /> },
      { path: 'registry/:registryId', element: <RegistryPage /> },
      { path: 'find-registry', element: <FindRegistryPage /> },
      { path: 'search/:query', element: <SearchPage /> },
      { path: 'product/:titleSlug/:id', element: <ProductPage /> },
      { path: 'product/:id', element: <ProductPage /> },
      { path: 'products/:titleSlug/:id', element: <ProductPage /> },
      { path: 'products/:id', element: <ProductPage /> },
      { path: 'registry-products', element: <RegistryProductsRedirect /> },
      { path: 'registry-products/*', element: <RegistryProductsRedirect /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
