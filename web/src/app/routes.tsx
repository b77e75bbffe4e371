// The browser's routes: the route table (@shared/routes) with each page's element. Each area's pages
// are lazy-loaded.
import { lazy, type ReactElement } from 'react';
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
import { ROUTES, type PageName, type Route } from '@shared/routes';
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
// The marketplace's alert button on the catalog's product page: composed here, since the catalog sits below the marketplace.
const ListingAlertButton = lazy(() => import('../features/marketplace/alerts/ListingAlertButton'));
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
const MarketplaceHomePage = lazy(() => import('../features/marketplace/browse/MarketplaceHomePage'));
const MarketplaceSearchRedirect = lazy(() => import('../features/marketplace/browse/MarketplaceSearchRedirect'));
const ListingPage = lazy(() => import('../features/marketplace/listing/ListingPage'));
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
const FreshListingsPage = lazy(() => import('../features/marketplace/browse/FreshListingsPage'));
const DemandInsightsPage = lazy(() => import('../features/marketplace/browse/DemandInsightsPage'));
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
  import('../features/marketplace/browse/BrowsePage').then((m) => ({ default: m.SearchBrowsePage })),
);
const CategoryBrowsePage = lazy(() =>
  import('../features/marketplace/browse/BrowsePage').then((m) => ({ default: m.CategoryBrowsePage })),
);
const BrandBrowsePage = lazy(() =>
  import('../features/marketplace/browse/BrowsePage').then((m) => ({ default: m.BrandBrowsePage })),
);

/** The element of each page of the route table (@shared/routes): every page name has one. */
const PAGES: Record<PageName, ReactElement> = {
  home: <HomePage />,
  legal: <LegalPage />,
  'legal-center': <LegalCenterPage />,
  faqs: <FaqsPage />,
  about: <AboutPage />,
  community: <CommunityPage />,
  'programme-community-partner': <ProgrammePage programme="community-partner" />,
  'programme-pro-seller': <ProgrammePage programme="pro-seller" />,
  'thank-you': <ThankYouPage />,
  'programme-creator-project': <ProgrammePage programme="creator-project" />,
  consignment: <ConsignmentPage />,
  signup: <SignUpPage />,
  signin: <SignInPage />,
  'registry-products': <RegistryProductsRedirect />,
  'profile-completion': <ProfileCompletionPage />,
  settings: <SettingsPage />,
  'catalog-home': <CatalogHomePage />,
  'catalog-category': <CategoryPage />,
  inspiration: <InspirationPage />,
  checklist: <ChecklistPage />,
  'auto-registry': <AutoRegistryPage />,
  'bookmarklet-popup': <BookmarkletPopupPage />,
  'public-registry': <PublicRegistryPage />,
  registry: <RegistryPage />,
  'find-registry': <FindRegistryPage />,
  'search-redirect': <SearchRedirect />,
  search: <SearchPage />,
  product: <ProductPage AlertButton={ListingAlertButton} />,
  'editorial-home': <EditorialHomePage />,
  'editorial-category': <EditorialCategoryPage />,
  'best-baby-products': <BestBabyProductsPage />,
  article: <ArticlePage />,
  quizzes: <QuizListPage />,
  'quiz-relationship-connection': <QuizPage fixedSlug="relationship-connection" />,
  quiz: <QuizPage />,
  updates: <UpdatesPage />,
  update: <UpdatePage />,
  careers: <CareersPage />,
  'apply-job': <ApplyPage form="job" />,
  'apply-community-partner': <ApplyPage form="community-partner" />,
  'apply-pro-seller': <ApplyPage form="pro-seller" />,
  'apply-creator': <ApplyPage form="creator" />,
  'admin-analytics': <AnalyticsAdminPage />,
  'admin-marketplace': <MarketplaceQueuePage />,
  'admin-events': <EventsAdminPage />,
  'marketplace-home': <MarketplaceHomePage />,
  'demand-insights': <DemandInsightsPage />,
  sell: <SellPage />,
  'my-listings': <MyListingsPage />,
  offers: <OffersPage />,
  checkout: <CheckoutPage />,
  'demo-checkout': <DemoCheckoutPage />,
  orders: <OrdersPage />,
  order: <OrderPage />,
  notifications: <NotificationsPage />,
  'saved-listings': <SavedListingsPage />,
  'marketplace-hub': <HubPage />,
  question: <QuestionPage />,
  'fresh-listings': <FreshListingsPage />,
  'marketplace-search-redirect': <MarketplaceSearchRedirect />,
  'browse-search': <SearchBrowsePage />,
  'browse-category': <CategoryBrowsePage />,
  'browse-brand': <BrandBrowsePage />,
  listing: <ListingPage />,
  'events-home': <EventsHomePage />,
  'submit-event': <SubmitEventPage />,
  'my-events': <MyEventsPage />,
  maps: <MapsPage />,
  'city-day': <CityDayPage />,
  'city-map': <CityMapPage />,
  event: <EventPage />,
  chat: <ChatPage />,
  'not-found': <NotFoundPage />,
};

const toRouteObject = (route: Route): RouteObject =>
  route.path === '/'
    ? { index: true, element: PAGES[route.page] }
    : { path: route.path.replace(/^\//, ''), element: PAGES[route.page] };

// The pages that read data sit under the data layout, which loads the query cache; the 404 last.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...ROUTES.filter((r) => !r.dataLayer && r.kind !== 'not-found').map(toRouteObject),
      { element: <DataLayout />, children: ROUTES.filter((r) => r.dataLayer).map(toRouteObject) },
      ...ROUTES.filter((r) => r.kind === 'not-found').map(toRouteObject),
    ],
  },
];
