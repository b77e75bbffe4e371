// One policy page (/terms, /privacy-policy, ...): title, "Last updated", contents and the text. The
// page frame shows at once; the text, a static file fetched for the page, follows.
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { StaticDocumentPage } from '../../../lib/markdown/StaticDocumentPage';
import { legalPageBySlug, loadLegalText } from '../legal-pages';

const LEGAL_CENTER = { to: '/legal-center', label: 'Legal Center' };

export default function LegalPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const info = legalPageBySlug(slug);
  if (!info) return <NotFoundPage />;
  const { title, lead, lastUpdated } = info;
  return <StaticDocumentPage doc={{ title, lead, lastUpdated, back: LEGAL_CENTER, body: loadLegalText(slug) }} />;
}
