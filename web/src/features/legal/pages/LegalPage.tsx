// One policy page (/terms, /privacy-policy, ...): title, "Last updated", contents and the text.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { MarkdownDocument } from '../../../lib/markdown/MarkdownDocument';
import { legalPageBySlug, loadLegalText } from '../legal-pages';
import { useLazyText } from '../use-lazy-text';

export default function LegalPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const info = legalPageBySlug(slug);
  const text = useLazyText(info ? slug : '', loadLegalText);
  if (!info) return <NotFoundPage />;
  return (
    <>
      <PageMeta title={pageTitle(info.title)} description={info.lead} />
      {text === null ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
          <CircularProgress aria-label={`Loading ${info.title}`} />
        </Box>
      ) : (
        <MarkdownDocument
          title={info.title}
          lead={info.lead}
          lastUpdated={info.lastUpdated}
          body={text}
          before={
            <Link component={RouterLink} to="/legal-center" variant="body2">
              Legal Center
            </Link>
          }
        />
      )}
    </>
  );
}
