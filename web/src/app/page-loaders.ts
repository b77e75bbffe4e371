// The code of the static pages (legal, company, programmes), by path. The route table lazy-loads
// them with these same loaders, and preload-route.ts starts the current page's download while the
// main bundle is still being evaluated, so a visitor landing on a static page waits one round trip
// less (ES modules are fetched once: React's later import() finds them ready).

export const loadLegalPage = () => import('../features/legal/pages/LegalPage');
export const loadLegalCenterPage = () => import('../features/legal/pages/LegalCenterPage');
export const loadFaqsPage = () => import('../features/legal/pages/FaqsPage');
export const loadAboutPage = () => import('../features/company/pages/AboutPage');
export const loadCommunityPage = () => import('../features/company/pages/CommunityPage');
export const loadProgrammePage = () => import('../features/programmes/pages/ProgrammePage');
export const loadCareersPage = () => import('../features/programmes/pages/CareersPage');
export const loadConsignmentPage = () => import('../features/programmes/pages/ConsignmentPage');
export const loadHomePage = () => import('../features/home/HomePage');

/**
 * The pages whose content ships with the app: prerendered to HTML files at build time
 * (scripts/prerender.mjs), served by Hosting as they are. /careers is not one: its open roles live
 * in Firestore, so the server renders it per request like the other data pages.
 */
export function prerenderedPaths(legalSlugs: readonly string[]): string[] {
  return [
    '/',
    ...legalSlugs.map((slug) => `/${slug}`),
    '/legal-center',
    '/faqs',
    '/about',
    '/community',
    '/careers/community-partner',
    '/careers/pro-seller',
    '/careers/thank-you',
    '/creator-project',
    '/consignment',
  ];
}

/** The loader of the page at `pathname`, when it is one of the static pages (or home). */
export function staticPageLoader(pathname: string, legalSlugs: readonly string[]): (() => Promise<unknown>) | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const slug = path.slice(1);
  if (path === '/') return loadHomePage;
  if (legalSlugs.includes(slug)) return loadLegalPage;
  const byPath: Record<string, () => Promise<unknown>> = {
    '/legal-center': loadLegalCenterPage,
    '/faqs': loadFaqsPage,
    '/about': loadAboutPage,
    '/community': loadCommunityPage,
    '/careers': loadCareersPage,
    '/careers/community-partner': loadProgrammePage,
    '/careers/pro-seller': loadProgrammePage,
    '/creator-project': loadProgrammePage,
    '/consignment': loadConsignmentPage,
  };
  return byPath[path] ?? null;
}
