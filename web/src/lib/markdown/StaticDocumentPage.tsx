// The one static document page (company, programme and policy pages): the content page frame with
// the document's title, lead and calls to action, then its Markdown beside a table of contents
// from the `## ` headings, and whatever the page adds below. A body still being fetched (a policy
// text) shows a spinner under the frame until it arrives; a failed fetch reaches the error boundary.
import Button from '@mui/material/Button';
import { Suspense, use, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { markdownHeadings } from '@shared/content';
import { ContentPage, type PageLink } from '../../ui/content/ContentPage';
import { PageSpinner } from '../../ui/content/PageSpinner';
import { pageTitle } from '../../ui/meta/titles';
import { Markdown } from './Markdown';
import type { StaticDocument } from './static-document';
import { WithTableOfContents } from './TableOfContents';

/** The main call to action is filled and the others outlined; a lone one is large. */
function DocumentActions({ links }: { links: readonly PageLink[] }) {
  const size = links.length === 1 ? 'large' : 'medium';
  return links.map((link, i) => {
    const variant = i === 0 ? 'contained' : 'outlined';
    // An anchor on this page stays a plain link, so the browser scrolls to it.
    return link.to.startsWith('#') ? (
      <Button key={link.to} href={link.to} variant={variant} size={size}>
        {link.label}
      </Button>
    ) : (
      <Button key={link.to} component={RouterLink} to={link.to} variant={variant} size={size}>
        {link.label}
      </Button>
    );
  });
}

interface DocumentBodyProps {
  body: StaticDocument['body'];
  showToc: boolean;
  children?: ReactNode;
}

function DocumentBody({ body, showToc, children }: DocumentBodyProps) {
  const text = typeof body === 'string' ? body : use(body);
  const headings = useMemo(() => (showToc ? markdownHeadings(text) : []), [text, showToc]);
  return (
    <WithTableOfContents headings={headings}>
      <Markdown>{text}</Markdown>
      {children}
    </WithTableOfContents>
  );
}

interface StaticDocumentPageProps {
  doc: StaticDocument;
  /** Off for a page with its own sections below a short text (careers). */
  showToc?: boolean;
  /** The calls to action again below the text (a programme page ends on "Apply"). */
  repeatActions?: boolean;
  /** The page's own sections, below the text. */
  children?: ReactNode;
}

export function StaticDocumentPage({ doc, showToc = true, repeatActions = false, children }: StaticDocumentPageProps) {
  const actions = doc.actions?.length ? <DocumentActions links={doc.actions} /> : undefined;
  return (
    <ContentPage
      pageTitle={pageTitle(doc.pageTitle ?? doc.title)}
      back={doc.back}
      title={doc.title}
      lead={doc.lead}
      lastUpdated={doc.lastUpdated}
      actions={actions}
    >
      <Suspense fallback={<PageSpinner label={`Loading ${doc.title}`} />}>
        <DocumentBody body={doc.body} showToc={showToc}>
          {children}
          {repeatActions && actions}
        </DocumentBody>
      </Suspense>
    </ContentPage>
  );
}
