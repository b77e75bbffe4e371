// The code of the static pages (legal, company, programmes), by path. The route table lazy-loads
// them with these same loaders, and preload-route.ts starts the current page's download while the
// main bundle is still being evaluated, so a visitor landing on a static page waits one round trip
// less (ES modules are fetched once: React's later import() finds them ready).
import { routeOf, type PageName } from '@shared/routes';

export const loadLegalPage = () => import('../features/legal/pages/LegalPage');
export const loadLegalCenterPage = () => import('../features/legal/pages/LegalCenterPage');
export const loadFaqsPage = () => import('../features/legal/pages/FaqsPage');
export const loadAboutPage = () => import('../features/company/pages/AboutPage');
export const loadCommunityPage = () => import('../features/company/pages/CommunityPage');
export const loadProgrammePage = () => import('../features/programmes/pages/ProgrammePage');
export const loadCareersPage = () => import('../features/programmes/pages/CareersPage');
export const loadConsignmentPage = () => import('../features/programmes/pages/ConsignmentPage');
export const loadHomePage = () => import('../features/home/HomePage');

/** The static pages' loaders, by page name (@shared/routes): the pages preload-route.ts may start. */
const STATIC_PAGE_LOADERS: Partial<Record<PageName, () => Promise<unknown>>> = {
  home: loadHomePage,
  legal: loadLegalPage,
  'legal-center': loadLegalCenterPage,
  faqs: loadFaqsPage,
  about: loadAboutPage,
  community: loadCommunityPage,
  careers: loadCareersPage,
  'programme-community-partner': loadProgrammePage,
  'programme-pro-seller': loadProgrammePage,
  'programme-creator-project': loadProgrammePage,
  consignment: loadConsignmentPage,
};

/** The loader of the page at `pathname`, when it is one of the static pages (or home, or careers). */
export function staticPageLoader(pathname: string): (() => Promise<unknown>) | null {
  return STATIC_PAGE_LOADERS[routeOf(pathname).page] ?? null;
}
