// The one route table. Each area's pages are lazy-loaded; areas not built yet are absent (404).
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../ui/errors/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import {
  loadAboutPage,
  loadCareersPage,
  loadCommunityPage,
  loadConsignmentPage,
  loadFaqsPage,
  loadHomePage,
  loadLegalCenterPage,
  loadLegalPage,
  loadProgrammePage,
} from './page-loaders';
import { LEGAL_SLUGS } from '../features/legal/legal-slugs';
import { RegistryProductsRedirect, SearchRedirect } from './redirects';

// The query cache and its providers: only pages that read data load them (static pages stay light).
const DataLayout = lazy(() => import('./layout/DataLayout'));
const HomePage = lazy(loadHomePage);
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
const EditorialHomePage = lazy(() => import('../features/editorial/pages/EditorialHomePage'));
const EditorialCategoryPage = lazy(() => import('../features/editorial/pages/EditorialCategoryPage'));
const BestBabyProductsPage = lazy(() => import('../features/editorial/pages/BestBabyProductsPage'));
const ArticlePage = lazy(() => import('../features/editorial/pages/ArticlePage'));
const QuizListPage = lazy(() => import('../features/quizzes/pages/QuizListPage'));
const QuizPage = lazy(() => import('../features/quizzes/pages/QuizPage'));
const UpdatesPage = lazy(() => import('../features/updates/pages/UpdatesPage'));
const UpdatePage = lazy(() => import('../features/updates/pages/UpdatePage'));
const CareersPage = lazy(loadCareersPage);
const ProgrammePage = lazy(loadProgrammePage);
const ApplyPage = lazy(() => import('../features/programmes/pages/ApplyPage'));
const ThankYouPage = lazy(() => import('../features/programmes/pages/ThankYouPage'));
const ConsignmentPage = lazy(loadConsignmentPage);
const LegalPage = lazy(loadLegalPage);
const LegalCenterPage = lazy(loadLegalCenterPage);
const FaqsPage = lazy(loadFaqsPage);
const AboutPage = lazy(loadAboutPage);
const CommunityPage = lazy(loadCommunityPage);
const AnalyticsAdminPage = lazy(() => import('../features/admin/pages/AnalyticsAdminPage'));
const MarketplaceQueuePage = lazy(() => import('../features/admin/pages/MarketplaceQueuePage'));
const MarketplaceHomePage = lazy(() => import('../features/marketplace/pages/MarketplaceHomePage'));
const MarketplaceSearchRedirect = lazy(() => import('../features/marketplace/pages/MarketplaceSearchRedirect'));
const ListingPage = lazy(() => import('../features/marketplace/pages/ListingPage'));
const SellPage = lazy(() => import('../features/marketplace/selling/SellPage'));
const MyListingsPage = lazy(() => import('../features/marketplace/selling/MyListingsPage'));
const OffersPage = lazy(() => import('../features/marketplace/buying/OffersPage'));
const CheckoutPage = lazy(() => import('../features/marketplace/buying/CheckoutPage'));
const DemoCheckoutPage = lazy(() => import('../features/marketplace/buying/DemoCheckoutPage'));
const OrdersPage = lazy(() => import('../features/marketplace/orders/OrdersPage'));
const OrderPage = lazy(() => import('../features/marketplace/orders/OrderPage'));
const SavedListingsPage = lazy(() => import('../features/marketplace/saved/SavedListingsPage'));
const NotificationsPage = lazy(() => import('../features/marketplace/notifications/NotificationsPage'));
const HubPage = lazy(() => import('../features/marketplace/hub/HubPage'));
const QuestionPage = lazy(() => import('../features/marketplace/questions/QuestionPage'));
const FreshListingsPage = lazy(() => import('../features/marketplace/pages/FreshListingsPage'));
const DemandInsightsPage = lazy(() => import('../features/marketplace/pages/DemandInsightsPage'));
const EventsHomePage = lazy(() => import('../features/events/pages/EventsHomePage'));
const CityDayPage = lazy(() => import('../features/events/pages/CityDayPage'));
const CityMapPage = lazy(() => import('../features/events/pages/CityMapPage'));
const MapsPage = lazy(() => import('../features/events/pages/MapsPage'));
const EventPage = lazy(() => import('../features/events/pages/EventPage'));
const ChatPage = lazy(() => import('../features/events/pages/ChatPage'));
const SubmitEventPage = lazy(() => import('../features/events/pages/SubmitEventPage'));
const MyEventsPage = lazy(() => import('../features/events/pages/MyEventsPage'));
const EventsAdminPage = lazy(() => import('../features/admin/pages/EventsAdminPage'));
const SearchBrowsePage = lazy(() =>
  import('../features/marketplace/pages/BrowsePage').then((m) => ({ default: m.SearchBrowsePage })),
);
const CategoryBrowsePage = lazy(() =>
  import('../features/marketplace/pages/BrowsePage').then((m) => ({ default: m.CategoryBrowsePage })),
);
const BrandBrowsePage = lazy(() =>
  import('../features/marketplace/pages/BrowsePage').then((m) => ({ default: m.BrandBrowsePage })),
);

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'signin', element: <SignInPage /> },
      { path: 'careers/community-partner', element: <ProgrammePage programme="community-partner" /> },
      { path: 'careers/pro-seller', element: <ProgrammePage programme="pro-seller" /> },
      { path: 'careers/thank-you', element: <ThankYouPage /> },
      { path: 'consignment', element: <ConsignmentPage /> },
      { path: 'creator-project', element: <ProgrammePage programme="creator-project" /> },
      ...LEGAL_SLUGS.map((slug) => ({ path: slug, element: <LegalPage /> })),
      { path: 'legal-center', element: <LegalCenterPage /> },
      { path: 'faqs', element: <FaqsPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'community', element: <CommunityPage /> },
      { path: 'registry-products', element: <RegistryProductsRedirect /> },
      { path: 'registry-products/*', element: <RegistryProductsRedirect /> },
      {
        element: <DataLayout />,
        children: [
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
          { path: 'search', element: <SearchRedirect /> },
          { path: 'search/:query', element: <SearchPage /> },
          { path: 'product/:titleSlug/:id', element: <ProductPage /> },
          { path: 'product/:id', element: <ProductPage /> },
          { path: 'products/:titleSlug/:id', element: <ProductPage /> },
          { path: 'products/:id', element: <ProductPage /> },
          { path: 'editorial', element: <EditorialHomePage /> },
          { path: 'editorial/category/:category', element: <EditorialCategoryPage /> },
          { path: 'best-baby-products', element: <BestBabyProductsPage /> },
          { path: 'guides/:category/:slug', element: <ArticlePage /> },
          { path: 'editorial/pregnancy/:slug', element: <ArticlePage /> },
          { path: 'editorial/products/:slug', element: <ArticlePage /> },
          { path: 'editorial/products/content/:slug', element: <ArticlePage /> },
          { path: 'editorial/general/:slug', element: <ArticlePage /> },
          { path: 'editorial/:uid', element: <ArticlePage /> },
          { path: 'parenting-quizzes', element: <QuizListPage /> },
          {
            path: 'parenting-quizzes/relationship-connection',
            element: <QuizPage fixedSlug="relationship-connection" />,
          },
          { path: 'parenting-quizzes/:slug', element: <QuizPage /> },
          { path: 'updates', element: <UpdatesPage /> },
          { path: 'updates/:slug', element: <UpdatePage /> },
          { path: 'careers', element: <CareersPage /> },
          { path: 'careers/apply', element: <ApplyPage form="job" /> },
          { path: 'careers/apply-community-partner', element: <ApplyPage form="community-partner" /> },
          { path: 'careers/apply-pro-seller', element: <ApplyPage form="pro-seller" /> },
          { path: 'creator-application', element: <ApplyPage form="creator" /> },
          { path: 'admin/analytics', element: <AnalyticsAdminPage /> },
          { path: 'admin/marketplace', element: <MarketplaceQueuePage /> },
          { path: 'marketplace', element: <MarketplaceHomePage /> },
          { path: 'marketplace/demand-insights', element: <DemandInsightsPage /> },
          { path: 'marketplace/sell', element: <SellPage /> },
          { path: 'marketplace/sell/:id', element: <SellPage /> },
          { path: 'marketplace/my-listings', element: <MyListingsPage /> },
          { path: 'marketplace/offers', element: <OffersPage /> },
          { path: 'marketplace/checkout/:listingId', element: <CheckoutPage /> },
          { path: 'marketplace/demo-checkout/:checkoutId', element: <DemoCheckoutPage /> },
          { path: 'marketplace/orders', element: <OrdersPage /> },
          { path: 'marketplace/orders/:id', element: <OrderPage /> },
          { path: 'marketplace/notifications', element: <NotificationsPage /> },
          { path: 'marketplace/saved', element: <SavedListingsPage /> },
          { path: 'marketplace/you', element: <HubPage /> },
          { path: 'marketplace/questions/:id', element: <QuestionPage /> },
          { path: 'marketplace/fresh', element: <FreshListingsPage /> },
          { path: 'marketplace/search', element: <MarketplaceSearchRedirect /> },
          { path: 'marketplace/search/:query', element: <SearchBrowsePage /> },
          { path: 'marketplace/category/:categorySlug', element: <CategoryBrowsePage /> },
          { path: 'marketplace/brand/:brandSlug', element: <BrandBrowsePage /> },
          { path: 'marketplace/brand/:brandSlug/:title/:id', element: <ListingPage /> },
          { path: 'marketplace/:title/:id', element: <ListingPage /> },
          { path: 'events', element: <EventsHomePage /> },
          { path: 'events/submit', element: <SubmitEventPage /> },
          { path: 'events/my', element: <MyEventsPage /> },
          { path: 'maps', element: <MapsPage /> },
          { path: 'city/:citySlug', element: <CityDayPage /> },
          { path: 'city/:citySlug/:date', element: <CityDayPage /> },
          { path: 'city/:citySlug/maps/:date', element: <CityMapPage /> },
          { path: 'city/:citySlug/event/:eventSlug', element: <EventPage /> },
          { path: 'event/:eventSlug', element: <EventPage /> },
          { path: 'chat/:eventSlug', element: <ChatPage /> },
          { path: 'admin/events', element: <EventsAdminPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
