// Imported by the boot script beside the app: starts downloading the current static page, and a
// policy's text, while the main bundle is still downloading and evaluating. Failures are ignored: the router loads the
// page again in the usual way and shows its error boundary if that fails too.
import { staticPageLoader } from './app/page-loaders';
import { LEGAL_SLUGS } from './features/legal/legal-slugs';

const { pathname } = window.location;
const load = staticPageLoader(pathname);
if (load) {
  load().catch(() => undefined);
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  if ((LEGAL_SLUGS as readonly string[]).includes(slug) || slug === 'faqs') {
    import('./features/legal/legal-pages').then(({ loadLegalText }) => loadLegalText(slug)).catch(() => undefined);
  }
}
